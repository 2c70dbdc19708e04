// Docs show the date of their newest commit, which Docusaurus reads from git file by file. A shallow clone
// has one commit for every file, so each page would show that commit's date as its own: dates are shown
// only when the checkout has its full history, and otherwise the build says why they are missing.
import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

/** Whether `dir` is inside a git checkout with its full history, a shallow one, or none at all. */
export function gitHistory(dir: string): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return shallow === 'true' ? 'shallow' : 'full';
  } catch {
    return 'none';
  }
}

const WHY_NO_DATES: Record<Exclude<GitHistory, 'full'>, string> = {
  shallow:
    'this is a shallow git clone: every file would get the date of its one commit. Clone with full history (git fetch --unshallow, or fetch-depth: 0 on actions/checkout) to show them.',
  none: 'this checkout is not a git repository, so the pages have no commit dates.',
};

/** The docs option `showLastUpdateTime` for a site in `dir`; warns once when the dates are left out. */
export function showLastUpdateTime(dir: string, warn: (message: string) => void = console.warn): boolean {
  const history = gitHistory(dir);
  if (history === 'full') return true;
  warn(`[last-update] Docs are built without their last-updated dates: ${WHY_NO_DATES[history]}`);
  return false;
}

/**
 * The last-updated date (YYYY-MM-DD) of pages generated at build time from `inputs` (paths relative to `dir`):
 * that of the newest commit touching them. Such pages are not in git, so Docusaurus cannot read a date itself
 * (it warns "not tracked by git" for them); their front matter gives this one. None where docs show no dates.
 */
export function generatedPagesDate(dir: string, inputs: readonly string[]): string | undefined {
  if (gitHistory(dir) !== 'full') return undefined;
  const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...inputs], {cwd: dir, encoding: 'utf8'}).trim();
  return date || undefined;
}
