import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {parse} from 'yaml';
import {gitHistory, showLastUpdateTime} from '../../config/lastUpdate';
import {newestCommitTimes} from '../../src/plugins/docs/gitDates';

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

/** The date each doc of a checkout shows: none where the site's option turns dates off, else its file's newest commit in the git walk (src/plugins/docs). */
async function pageDates(dir: string): Promise<(number | undefined)[]> {
  if (!showLastUpdateTime(dir, () => {})) return Object.keys(DOCS).map(() => undefined);
  const times = await newestCommitTimes(dir);
  return Object.keys(DOCS).map((file) => times.get(path.join(dir, file)));
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

describe('whether docs show last-updated dates (config/lastUpdate), and the dates of a full clone', () => {
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
    const times = await newestCommitTimes(shallow);
    expect(new Set(Object.keys(DOCS).map((file) => times.get(path.join(shallow, file)))).size).toBe(1);

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
