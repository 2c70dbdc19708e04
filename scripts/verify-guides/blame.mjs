// Which marked block of the guide a failure points at, so the message tells the reader (and the writer
// of the page) where to look: `versioned_docs/version-4.x/quick-start/v4/weapp-vite.mdx:120 (vite.config.ts)`.
//
// A block's role is read from the page as written (a self-test mutation may have removed the very line
// that gives the role away), and from a block the built copy adds (a mutation that adds a file the page does
// not show); what a failing command printed is matched against the blocks as built.

import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** @typedef {import('./extract.mjs').MarkedBlock} MarkedBlock */

const root = fileURLToPath(new URL('../..', import.meta.url));

const SCRIPT_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'javascript', 'typescript']);

/** @param {MarkedBlock} block */
export function blockLabel(block) {
  const page = path.isAbsolute(block.page) ? path.relative(root, block.page) : block.page;
  return `${page}:${block.line} (${block.title ?? `${block.lang || 'code'} block`})`;
}

/** What a block does for the build, from its text. */
const ROLES = {
  install: (b) => ['bash', 'sh', 'shell'].includes(b.lang) && /^\s*npm\s+(?:install|i|add)\s/m.test(b.code),
  postinstall: (b) => b.title === 'package.json' && /"postinstall"\s*:/.test(b.code),
  // The block that imports weapp-tailwindcss into a bundler or framework config.
  plugin: (b) => SCRIPT_LANGS.has(b.lang) && /['"]weapp-tailwindcss(?:\/[\w-]+)?['"]/.test(b.code),
  'css-entry': (b) => /@import\s+['"](?:weapp-tailwindcss|tailwindcss)[^'"]*['"]|@tailwind\s+\w+/.test(b.code),
  'css-entries': (b) => /\bcssEntries\b/.test(b.code),
  rem2rpx: (b) => /\brem2rpx\s*:/.test(b.code),
};

/**
 * The roles a failing check points at. Template and JS-string escapes need both: weapp-tailwindcss escapes
 * only the classes Tailwind CSS generated, so a missing CSS entry shows up as unescaped templates (Taro).
 */
const CHECK_ROLES = {
  'guide-blocks': [],
  'migration-edits': [],
  setup: [],
  install: ['install'],
  pins: ['install'],
  postinstall: ['postinstall'],
  'patch-status': ['postinstall'],
  'rpx-lengths': ['postinstall', 'plugin'],
  rem2rpx: ['rem2rpx'],
  'probes-in-template': ['plugin', 'css-entry'],
  'probes-in-wxss': ['css-entry', 'plugin'],
  'js-probe': ['plugin', 'css-entry'],
};

/**
 * Module specifiers a script block imports (`from 'x'`, `require('x')`, `import('x')`).
 * @param {string} code
 */
function importSources(code) {
  return [...code.matchAll(/(?:from\s+|require\(\s*|import\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

/**
 * Whether a command's output names a module the block imports: the specifier itself, or Node's
 * `Missing "./sub" specifier in "pkg" package` form.
 */
function mentionsImport(output, block) {
  return importSources(block.code).some((source) => {
    // Quoted, alone or at the end of a resolved path (`Cannot find module '/…/node_modules/x/vitee'`).
    if (new RegExp(`['"/]${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(output)) return true;
    const [, pkg, sub] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source) ?? [];
    return Boolean(sub) && output.includes(`"./${sub}"`) && output.includes(`"${pkg}"`);
  });
}

/**
 * The blocks a failure points at.
 * @param {{check: string, problems: string[], output?: string, blocks: MarkedBlock[], pageBlocks: MarkedBlock[]}} failure
 *   `blocks`: as built (maybe mutated); `pageBlocks`: as the page has them (same order and lines).
 * @returns {MarkedBlock[]}
 */
export function suspectBlocks({check, problems, output = '', blocks, pageBlocks}) {
  const onPage = (block) => pageBlocks.some((b) => b.page === block.page && b.line === block.line && b.title === block.title);
  const added = blocks.filter((block) => !onPage(block));
  // A page block has a role as the page has it or as built: a mutation may remove the line that gives the role
  // away, or put one back (a migrated stack's package.json with the 4.x postinstall the migration page removes).
  const built = (block) => blocks.find((b) => b.page === block.page && b.line === block.line && b.title === block.title);
  const withRole = (role) => [...pageBlocks.filter((b) => ROLES[role](b) || (built(b) !== undefined && ROLES[role](built(b)))), ...added.filter(ROLES[role])];
  const withRoles = (roles) => [...new Set(roles.flatMap(withRole))];
  if (check === 'weapp-tw-warning') {
    // A warning about cssEntries points at the option, or at the plugin call that lacks it.
    const about = problems.some((p) => p.includes('cssEntries')) ? withRole('css-entries') : [];
    return about.length > 0 ? about : withRole('plugin');
  }
  if (check === 'second-generator') {
    // The config file that registers Tailwind CSS's own generator, when the page (or the built copy) shows it.
    const files = [...pageBlocks, ...added].filter((b) => b.title && problems.some((p) => p.startsWith(`${b.title} `)));
    return files.length > 0 ? files : withRole('plugin');
  }
  if (CHECK_ROLES[check]) return withRoles(CHECK_ROLES[check]);
  if (check === 'build' || check === 'dev') {
    const text = `${output}\n${problems.join('\n')}`;
    const named = blocks.filter((block) => SCRIPT_LANGS.has(block.lang) && mentionsImport(text, block));
    if (named.length > 0) return pageBlocks.filter((b) => named.some((n) => n.line === b.line && n.page === b.page));
    const byTitle = pageBlocks.filter((b) => b.title && b.title !== 'package.json' && text.includes(b.title));
    // A build that stops on the Tailwind CSS entry may stop there because nothing handles `@import "tailwindcss"`:
    // with the plugin registration removed, uni-app's CSS pipeline fails on app.css (hbuilderx-cli-5x:
    // `postcss-import: …/tailwindcss/dist/lib.mjs:1:8: Unknown word`). The plugin block is a suspect as well.
    if (byTitle.length > 0) return byTitle.some(ROLES['css-entry']) ? [...new Set([...byTitle, ...withRole('plugin')])] : byTitle;
    return [...withRole('plugin'), ...withRole('css-entry')];
  }
  // Selector, template and escape problems: the plugin did not run or ran with the wrong settings.
  return withRole('plugin');
}

/**
 * One line naming the page and the blocks a failure points at.
 * @param {string} page
 * @param {MarkedBlock[]} suspects
 */
export function blameLine(page, suspects) {
  if (suspects.length === 0) return `see ${page}`;
  return `see ${[...new Set(suspects.map(blockLabel))].join(', ')}`;
}
