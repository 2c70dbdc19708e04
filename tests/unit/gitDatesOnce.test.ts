import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import gitDatesOncePlugin, {fromHistory, gitUtilsFile, newestCommitByPath} from '../../src/plugins/git-dates-once';

const log = ['RESULT:1700000300,Ada', '', 'docs/a.md', 'docs/b.md', '', 'RESULT:1700000200,Bo', '', 'docs/a.md', 'docs/c.md', ''].join('\n');

describe('git-dates-once', () => {
  it('takes each path\'s first commit in a newest-first log', () => {
    const newest = newestCommitByPath(log);
    expect(newest.get('docs/a.md')).toEqual({timestamp: 1700000300000, author: 'Ada'});
    expect(newest.get('docs/c.md')).toEqual({timestamp: 1700000200000, author: 'Bo'});
    expect(newest.size).toBe(3);
  });

  it('answers the newest commit from the history and leaves the oldest and unknown files to the original', async () => {
    const asked: string[] = [];
    const original = async (file: string) => {
      asked.push(file);
      return {date: new Date(1), timestamp: 1, author: 'git'};
    };
    const lookup = fromHistory(original, '/repo', newestCommitByPath(log));
    await expect(lookup('/repo/docs/b.md', {age: 'newest', includeAuthor: true})).resolves.toEqual({
      date: new Date(1700000300000),
      timestamp: 1700000300000,
      author: 'Ada',
    });
    await expect(lookup('/repo/docs/b.md', {age: 'newest'})).resolves.not.toHaveProperty('author');
    await lookup('/repo/docs/b.md', {age: 'oldest'});
    await lookup('/repo/docs/untracked.md', {age: 'newest'});
    expect(asked).toEqual(['/repo/docs/b.md', '/repo/docs/untracked.md']);
  });

  it('gives the same date and author as Docusaurus\'s own git call for pages of this repository', async () => {
    const gitUtils = createRequire(__filename)(gitUtilsFile) as {
      getFileCommitDate: (file: string, options: object) => Promise<{timestamp: number; author?: string}>;
    };
    const own = gitUtils.getFileCommitDate;
    gitDatesOncePlugin({siteDir: process.cwd()} as Parameters<typeof gitDatesOncePlugin>[0]);
    expect(gitUtils.getFileCommitDate).not.toBe(own);
    const files = execFileSync('git', ['ls-files', 'docs', 'versioned_docs', 'blog'], {encoding: 'utf8'})
      .split('\n')
      .filter((file) => /\.mdx?$/.test(file))
      .filter((_, index) => index % 25 === 0);
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const options = {age: 'newest', includeAuthor: true};
      expect(await gitUtils.getFileCommitDate(file, options), file).toEqual(await own(file, options));
    }
  });
});
