// The newest commit date of every file in a git checkout, read from one `git log` of the whole history.
// Docusaurus asks git file by file (`git log --max-count=1 -- <file>`, a shell and a git process per doc,
// about 90 ms of CPU each); this walks the history once and keeps, for each path, the first commit of the
// walk that changed it: the newest commit that changed the file on any line of history merged into HEAD.
// A merge counts for the paths where it differs from every parent (`-c`). This is not git's per-file
// history simplification: where a merge keeps one side's version of a file (`-s ours`, the same change made
// on both sides, a conflict resolved for one side), `git log -- <file>` follows only that side and may show
// an older commit than this walk, which also sees the commits of the side whose changes were dropped.
// tests/unit/docsGitDates.test.ts pins both cases.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

const execFileAsync = promisify(execFile);
const COMMIT = '\x1e';

/** Absolute path → time (ms) of the newest commit that changed the file, for every file in the history of `dir`'s checkout. */
export async function newestCommitTimes(dir: string): Promise<Map<string, number>> {
  const git = (args: string[]) => execFileAsync('git', args, {cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const root = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
  // Pinned against user config: log.showRoot=false would drop the first commit's files, diff.relative the paths outside `dir`.
  const {stdout} = await git(['-c', 'core.quotePath=false', '-c', 'log.showSignature=false', '-c', 'log.showRoot=true', 'log', '-c', '--name-only', '--no-relative', `--format=${COMMIT}%ct`]);
  const times = new Map<string, number>();
  for (const commit of stdout.split(COMMIT).slice(1)) {
    const [time, ...files] = commit.split('\n');
    const timestamp = Number(time) * 1000;
    for (const file of files) {
      if (!file) continue;
      const absolute = path.join(root, file);
      if (!times.has(absolute)) times.set(absolute, timestamp);
    }
  }
  return times;
}
