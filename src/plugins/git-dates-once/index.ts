// Local plugin: reads every page's last-commit date from one `git log` instead of one per file. UPGRADING.md
// lists it as the patch "git-dates-once".
// Docusaurus's utils run `sh -c "git log --max-count=1 -- <file>"` for each doc (a shell and a git process,
// ~45 ms of CPU on this machine) and wait for it on the build's main thread. This plugin replaces
// `getFileCommitDate` in @docusaurus/utils' gitUtils (read through the module's exports object at each call,
// also by the blog plugin) with a lookup in one history read when the site loads. A file the history does not
// name, or a request for the oldest commit, goes to the original function.
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

const PATCH = 'git-dates-once';
const ORIGINAL = Symbol.for('weapp-tw-docs.getFileCommitDate');
const requireFromSite = createRequire(__filename);
export const gitUtilsFile = requireFromSite.resolve('@docusaurus/utils/lib/gitUtils.js');
const lastUpdateUtilsFile = requireFromSite.resolve('@docusaurus/utils/lib/lastUpdateUtils.js');

interface Commit {
  readonly timestamp: number;
  readonly author: string;
}
type GetFileCommitDate = (file: string, options: {age?: 'oldest' | 'newest'; includeAuthor?: boolean}) => Promise<{date: Date; timestamp: number; author?: string}>;

/** The targets: gitUtils still exports the function, and lastUpdateUtils still calls it through the exports object. */
export function checkGitDatesTargets(gitUtils = gitUtilsFile, lastUpdateUtils = lastUpdateUtilsFile): void {
  patchTargetFile(PATCH, gitUtils, 'exports.getFileCommitDate = getFileCommitDate;');
  patchTargetFile(PATCH, lastUpdateUtils, '(0, gitUtils_1.getFileCommitDate)(filePath, {');
}

/**
 * The newest commit of each path in `git log --format=RESULT:%ct,%an --name-only` output (newest first):
 * the first commit that names it. Paths are relative to the repository's top folder.
 */
export function newestCommitByPath(log: string): Map<string, Commit> {
  const newest = new Map<string, Commit>();
  let commit: Commit | undefined;
  for (const line of log.split('\n')) {
    const header = /^RESULT:(\d+),(.*)$/.exec(line);
    if (header) commit = {timestamp: Number(header[1]) * 1000, author: header[2]};
    else if (line && commit && !newest.has(line)) newest.set(line, commit);
  }
  return newest;
}

/** `getFileCommitDate` answered from `history` (paths relative to `top`), falling back to `original`. */
export function fromHistory(original: GetFileCommitDate, top: string, history: Map<string, Commit>): GetFileCommitDate {
  return async (file, options) => {
    const commit = options.age === 'oldest' ? undefined : history.get(path.relative(top, path.resolve(file)).split(path.sep).join('/'));
    if (!commit) return original(file, options);
    const found = {date: new Date(commit.timestamp), timestamp: commit.timestamp};
    return options.includeAuthor ? {...found, author: commit.author} : found;
  };
}

export default function gitDatesOncePlugin(context: LoadContext): Plugin {
  checkGitDatesTargets();
  const gitUtils = requireFromSite(gitUtilsFile) as {getFileCommitDate: GetFileCommitDate; [ORIGINAL]?: GetFileCommitDate};
  // A second load of the config in the same process (the dev server) wraps the original again, not the wrapper.
  const original = (gitUtils[ORIGINAL] ??= gitUtils.getFileCommitDate);
  const git = (args: string[]) => execFileSync('git', args, {cwd: context.siteDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']});
  try {
    const top = git(['rev-parse', '--show-toplevel']).trim();
    const log = git(['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', '--format=RESULT:%ct,%an', '--name-only']);
    gitUtils.getFileCommitDate = fromHistory(original, top, newestCommitByPath(log));
  } catch {
    // Not a git checkout, or no git: Docusaurus's own function reports it as it always has.
  }
  return {name: PATCH};
}
