import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {newestCommitTimes} from '../../src/plugins/docs/gitDates';

const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).trim();
/** What Docusaurus reads for one file (@docusaurus/utils, getFileCommitDate with age "newest"), in ms. */
const perFileTime = (file: string) => Number(git('-c', 'log.showSignature=false', 'log', '--format=%ct', '--max-count=1', '--', file)) * 1000;

describe('docs last-updated dates from one git walk (src/plugins/docs)', () => {
  let times: Map<string, number>;
  beforeAll(async () => {
    times = await newestCommitTimes(process.cwd());
  });

  it('gives each page the date of its newest commit, as a git log of the page alone does', () => {
    const pages = git('ls-files', '--', 'docs', 'versioned_docs').split('\n').filter((file) => /\.mdx?$/.test(file));
    // Every page's own git log takes a process each: a spread of them, plus the pages merges changed.
    const merged = git('log', '--merges', '-c', '--name-only', '--format=', '--', 'docs', 'versioned_docs').split('\n').filter((file) => pages.includes(file));
    const sample = [...new Set([...pages.filter((_, index) => index % 12 === 0), ...merged])];
    expect(sample.length).toBeGreaterThan(10);
    for (const file of sample) expect([file, times.get(path.resolve(file))]).toEqual([file, perFileTime(file)]);
  });

  it('has no date for a file git does not track', () => {
    expect(times.get(path.resolve('docs/not-a-page-of-this-site.md'))).toBeUndefined();
  });
});
