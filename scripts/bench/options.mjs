// Command-line options of `npm run bench`.
import {parseArgs} from 'node:util';
import {SITE_DOC_PATHS} from './pages.mjs';
import {PAGE_KEYS} from './report.mjs';

export const USAGE = `Usage: npm run bench -- [--skip-build] [--build-runs N] [--runs N] [--pages ${PAGE_KEYS.join(',')}]

  --skip-build   reuse this site's build/ and the cached stock build instead of cold builds
                 (the stock site is still generated and built once if it has no build yet)
  --build-runs N cold builds of each site, alternating this site and stock; medians are reported (default 3)
  --runs N       Lighthouse runs per page, form factor and site; the median is reported (default 3)
  --pages LIST   comma-separated subset of ${PAGE_KEYS.join(', ')} (default: all; doc is ${SITE_DOC_PATHS.doc},
                 doc4x ${SITE_DOC_PATHS.doc4x}, and the stock site measures its own doc page for both)
  --help         show this text`;

/**
 * @param {readonly string[]} argv arguments after the script name
 * @returns {{skipBuild: boolean, buildRuns: number, runs: number, pages: string[], help: boolean}}
 */
export function parseOptions(argv) {
  const {values} = parseArgs({
    args: [...argv],
    options: {
      'skip-build': {type: 'boolean', default: false},
      'build-runs': {type: 'string', default: '3'},
      runs: {type: 'string', default: '3'},
      pages: {type: 'string', default: PAGE_KEYS.join(',')},
      help: {type: 'boolean', default: false},
    },
    strict: true,
    allowPositionals: false,
  });
  const count = (name, max) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be an integer from 1 to ${max}, got "${values[name]}"`);
    return value;
  };
  const runs = count('runs', 20);
  const buildRuns = count('build-runs', 9);
  const requested = String(values.pages).split(',').map((page) => page.trim()).filter(Boolean);
  const unknown = requested.filter((page) => !PAGE_KEYS.includes(/** @type {any} */ (page)));
  if (unknown.length) throw new Error(`Unknown page(s) ${unknown.join(', ')}; choose from ${PAGE_KEYS.join(', ')}`);
  if (!requested.length) throw new Error('--pages needs at least one page');
  // Keep the canonical order and drop duplicates.
  const pages = PAGE_KEYS.filter((page) => requested.includes(page));
  return {skipBuild: Boolean(values['skip-build']), buildRuns, runs, pages, help: Boolean(values.help)};
}
