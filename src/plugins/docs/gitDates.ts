// The newest commit date of every file in a git checkout, read from one `git log` of the whole history.
// Docusaurus asks git file by file (`git log --max-count=1 -- <file>`, a shell and a git process per doc,
// about 90 ms of CPU each); this walks the same history once and keeps, for each path, the first commit of
// the walk that changed it. Merges count only for the paths where they differ from every parent (`-c`):
// those are the merges that a per-file `git log` shows too, the others it skips for the parent the file
// came from.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

const execFileAsync = promisify(execFile);
const COMMIT = '\x1e';

/** Absolute path → time (ms) of the newest commit that changed the file, for every file in the history of `dir`'s checkout. */
export async function newestCommitTimes(dir: string): Promise<Map<string, number>> {
  const git = (args: string[]) => execFileAsync('git', args, {cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const root = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
  const {stdout} = await git(['-c', 'core.quotePath=false', '-c', 'log.showSignature=false', 'log', '-c', '--name-only', `--format=${COMMIT}%ct`]);
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
