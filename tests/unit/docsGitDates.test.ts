import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {readsGitDates, setGitDates} from '../../src/plugins/docs';
import {newestCommitTimes} from '../../src/plugins/docs/gitDates';

/** A small repository whose history has each case of the walk: commits on given days, branches and merges. */
const repo = mkdtempSync(path.join(tmpdir(), 'docs-git-dates-'));
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00Z`;
const ms = (n: number) => Date.parse(day(n));

function git(args: string[], date?: string): string {
  const env = {...process.env, ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {})};
  return execFileSync('git', ['-c', 'user.name=Doc Writer', '-c', 'user.email=writer@example.invalid', '-c', 'commit.gpgsign=false', ...args], {cwd: repo, env, encoding: 'utf8'}).trim();
}
const write = (file: string, text: string) => writeFileSync(path.join(repo, 'docs', file), text);
const commit = (n: number, message: string) => git(['commit', '-q', '-am', message], day(n));
/** What Docusaurus 3.9.2 reads for one file (`git log --max-count=1 -- <file>`), in ms. */
const perFileTime = (file: string) => Number(git(['log', '--format=%ct', '--max-count=1', '--', `docs/${file}`])) * 1000;

let times: Map<string, number>;
beforeAll(async () => {
  mkdirSync(path.join(repo, 'docs'));
  git(['init', '-q', '-b', 'main']);
  for (const file of ['edited.md', 'old-name.md', 'untouched.md', 'merged.md', 'ours.md', 'dated.md']) write(file, `# ${file}\n`);
  git(['add', '.']);
  commit(1, 'first');
  write('edited.md', '# edited.md\n\nchanged\n');
  commit(2, 'plain edit');
  git(['mv', 'docs/old-name.md', 'docs/renamed.md']);
  commit(3, 'rename');
  // A merge whose conflict is resolved with new text: the merge changed the file against both parents.
  git(['checkout', '-q', '-b', 'side']);
  write('merged.md', '# side\n');
  commit(4, 'side edit');
  git(['checkout', '-q', 'main']);
  write('merged.md', '# main\n');
  commit(5, 'main edit');
  try {
    git(['merge', '-q', 'side'], day(6));
  } catch {
    // the conflict, resolved below
  }
  write('merged.md', '# both\n');
  git(['add', '.']);
  git(['commit', '-q', '--no-edit'], day(6));
  // A merge that keeps main's version of everything: the side's change is dropped.
  git(['checkout', '-q', '-b', 'dropped']);
  write('ours.md', '# dropped\n');
  commit(7, 'dropped edit');
  git(['checkout', '-q', 'main']);
  git(['merge', '-q', '-s', 'ours', '--no-edit', 'dropped'], day(8));
  write('untracked.md', '# untracked.md\n');
  times = await newestCommitTimes(repo);
});

afterAll(() => rmSync(repo, {recursive: true, force: true}));

const walkTime = (file: string) => times.get(path.join(repo, 'docs', file));

describe('docs last-updated dates from one git walk (src/plugins/docs/gitDates)', () => {
  it('gives a file its newest commit, as a git log of the file alone does: a plain edit, a rename, a file untouched since the first commit', () => {
    expect([walkTime('edited.md'), walkTime('renamed.md'), walkTime('untouched.md')]).toEqual([ms(2), ms(3), ms(1)]);
    for (const file of ['edited.md', 'renamed.md', 'untouched.md']) expect([file, walkTime(file)]).toEqual([file, perFileTime(file)]);
  });

  it('gives a file a merge changed against every parent the merge’s date, as a git log of the file does', () => {
    expect(walkTime('merged.md')).toBe(ms(6));
    expect(perFileTime('merged.md')).toBe(ms(6));
  });

  it('differs from a git log of the file after a merge that kept one side’s version (documented in UPGRADING.md)', () => {
    // The walk sees the dropped side's commit; git's per-file history follows the side the file came from.
    expect(walkTime('ours.md')).toBe(ms(7));
    expect(perFileTime('ours.md')).toBe(ms(1));
  });

  it('has no date for a file git does not track', () => {
    expect(walkTime('untracked.md')).toBeUndefined();
  });

  it('reads the first commit’s files and whole-repository paths whatever the user’s git config says', async () => {
    git(['config', 'log.showRoot', 'false']);
    git(['config', 'diff.relative', 'true']);
    try {
      const fromDocs = await newestCommitTimes(path.join(repo, 'docs'));
      expect(fromDocs.get(path.join(repo, 'docs', 'untouched.md'))).toBe(ms(1));
      expect(fromDocs).toEqual(times);
    } finally {
      git(['config', '--unset', 'log.showRoot']);
      git(['config', '--unset', 'diff.relative']);
    }
  });
});

describe('the docs plugin’s dates (src/plugins/docs, setGitDates)', () => {
  /** Loaded docs as the docs plugin gives them: the key lastUpdatedAt there, undefined. */
  const loaded = (docs: {source: string; date?: string}[]): LoadedContent =>
    ({
      loadedVersions: [
        {docs: docs.map(({source, date}) => ({source, frontMatter: date ? {last_update: {date}} : {}, lastUpdatedAt: undefined}))},
      ],
    }) as unknown as LoadedContent;
  const dates = (content: LoadedContent) => content.loadedVersions[0]?.docs.map((doc) => doc.lastUpdatedAt);

  it('replaces Docusaurus’s own reading only where it would read git: a production build showing dates but not authors', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(readsGitDates({showLastUpdateTime: true, showLastUpdateAuthor: false})).toBe(true);
      expect(readsGitDates({showLastUpdateTime: false, showLastUpdateAuthor: false})).toBe(false);
      expect(readsGitDates({showLastUpdateTime: true, showLastUpdateAuthor: true})).toBe(false);
      vi.stubEnv('DOCUSAURUS_DISABLE_LAST_UPDATE', 'true');
      expect(readsGitDates({showLastUpdateTime: true, showLastUpdateAuthor: false})).toBe(false);
      vi.stubEnv('DOCUSAURUS_DISABLE_LAST_UPDATE', '');
      vi.stubEnv('NODE_ENV', 'development');
      expect(readsGitDates({showLastUpdateTime: true, showLastUpdateAuthor: false})).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('takes front matter last_update.date first, then the walk, else null', () => {
    const content = loaded([
      {source: '@site/docs/dated.md', date: '2025-05-05'},
      {source: '@site/docs/edited.md'},
      {source: '@site/docs/merged.md'},
      {source: '@site/docs/untracked.md'},
    ]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      setGitDates(content, times, repo);
      expect(dates(content)).toEqual([Date.parse('2025-05-05'), ms(2), ms(6), null]);
      // As Docusaurus's own lookup does for a file git does not track: one warning for the build.
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      warn.mockRestore();
    }
  });

  it('fails the build when the docs plugin no longer has the key, or a doc source is no longer @site/<path>', () => {
    const noKey = loaded([{source: '@site/docs/edited.md'}]);
    delete (noKey.loadedVersions[0]?.docs[0] as {lastUpdatedAt?: number}).lastUpdatedAt;
    expect(() => setGitDates(noKey, times, repo)).toThrow(/docs-git-dates/);
    expect(() => setGitDates(loaded([{source: 'docs/edited.md'}]), times, repo)).toThrow(/docs-git-dates/);
  });

  it('gives no dates, without failing, to a site whose files the history does not hold (a copy inside another repository)', () => {
    const content = loaded([{source: '@site/docs/edited.md'}, {source: '@site/docs/merged.md'}]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      setGitDates(content, times, path.join(repo, 'copy'));
      expect(dates(content)).toEqual([null, null]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not tracked by git/));
    } finally {
      warn.mockRestore();
    }
  });
});
