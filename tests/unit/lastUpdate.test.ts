import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {getFileCommitDate, readLastUpdateData} from '@docusaurus/utils';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {parse} from 'yaml';
import {gitHistory, showLastUpdateTime} from '../../config/lastUpdate';

// A tiny repository with two docs changed on different days, cloned the way CI systems do: with full
// history, and with --depth 1.
const root = mkdtempSync(path.join(tmpdir(), 'last-update-'));
const origin = path.join(root, 'origin');
const full = path.join(root, 'full');
const shallow = path.join(root, 'shallow');
const plain = path.join(root, 'plain');
const DOCS = {'a.md': '2026-01-02T10:00:00Z', 'b.md': '2026-03-04T10:00:00Z'};

function git(cwd: string, args: string[], date?: string): void {
  const env = {...process.env, ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {})};
  execFileSync('git', ['-c', 'user.name=Doc Writer', '-c', 'user.email=writer@example.invalid', '-c', 'commit.gpgsign=false', ...args], {cwd, env, stdio: 'ignore'});
}

/** What the docs plugin records for each doc of a checkout, with the site's option and Docusaurus's own git lookup. */
async function pageDates(dir: string): Promise<(number | null | undefined)[]> {
  const show = showLastUpdateTime(dir, () => {});
  vi.stubEnv('NODE_ENV', 'production'); // Docusaurus answers with a fixed fake date outside production builds.
  try {
    return await Promise.all(
      Object.keys(DOCS).map(async (file) => (await readLastUpdateData(path.join(dir, file), {showLastUpdateTime: show, showLastUpdateAuthor: false}, undefined)).lastUpdatedAt),
    );
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(() => {
  mkdirSync(origin);
  mkdirSync(plain);
  git(origin, ['init', '-q']);
  for (const [file, date] of Object.entries(DOCS)) {
    writeFileSync(path.join(origin, file), `# ${file}\n`);
    git(origin, ['add', file]);
    git(origin, ['commit', '-q', '-m', `add ${file}`], date);
  }
  git(root, ['clone', '-q', `file://${origin}`, full]);
  git(root, ['clone', '-q', '--depth', '1', `file://${origin}`, shallow]);
  for (const file of Object.keys(DOCS)) writeFileSync(path.join(plain, file), `# ${file}\n`);
});

afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('last-updated dates of docs', () => {
  it('tells a full clone, a shallow clone and a folder without git apart', () => {
    expect(gitHistory(full)).toBe('full');
    expect(gitHistory(shallow)).toBe('shallow');
    expect(gitHistory(plain)).toBe('none');
  });

  it('gives each doc of a full clone the date of its own last commit', async () => {
    expect(await pageDates(full)).toEqual(Object.values(DOCS).map((date) => Date.parse(date)));
  });

  it('shows no date at all from a shallow clone, where git gives every file the same one, and says why', async () => {
    // The hazard: in a depth-1 clone every file's newest commit is the one commit of the clone.
    const gitDates = await Promise.all(Object.keys(DOCS).map(async (file) => (await getFileCommitDate(path.join(shallow, file), {age: 'newest'})).timestamp));
    expect(new Set(gitDates).size).toBe(1);

    expect(await pageDates(shallow)).toEqual([undefined, undefined]);
    const warn = vi.fn();
    expect(showLastUpdateTime(shallow, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/shallow git clone.*fetch-depth: 0/);
  });

  it('shows no date and warns when the site is not a git checkout', () => {
    const warn = vi.fn();
    expect(showLastUpdateTime(plain, warn)).toBe(false);
    expect(warn.mock.calls[0]?.[0]).toMatch(/not a git repository/);
  });
});

interface Workflow {
  jobs: Record<string, {steps: {uses?: string; with?: Record<string, unknown>; run?: string}[]}>;
}

describe('GitHub workflows', () => {
  const dir = new URL('../../.github/workflows/', import.meta.url);
  const builds = readdirSync(dir).flatMap((file) =>
    Object.entries((parse(readFileSync(new URL(file, dir), 'utf8')) as Workflow).jobs)
      .filter(([, job]) => job.steps.some((step) => /\bnpm (test|run build)\b/.test(step.run ?? '')))
      .map(([name, job]) => ({name: `${file} ${name}`, job})),
  );

  it('check out the full history in every job that builds the site, so pages get their real dates', () => {
    expect(builds.length).toBeGreaterThan(0);
    for (const {name, job} of builds) {
      const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkout?.with?.['fetch-depth'], name).toBe(0);
    }
  });
});
