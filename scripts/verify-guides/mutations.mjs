// The ways readers get a guide's marked blocks wrong, as edits of a copy of the blocks (never the page).
// Each mutation returns the changed blocks and the block it changed, or undefined when the page has
// nothing it could change (no cssEntries on a Tailwind CSS v3 page: n/a). `lines` limits a mutation to the
// stacks of those weapp-tailwindcss lines (a 4.x name imported on a 4.x page is no mistake).
// A mutation may add a block the page does not show (a file a reader kept from a 4.x guide): it takes the
// line of the page block it sits next to and its own title. `also`: blocks a failure may name instead of the
// target and still count as pointing at the change (the page block a renamed copy came from; for a fix moved
// below its step, every step it now comes after).

import {fileURLToPath} from 'node:url';
import {blockKind, migration} from './extract.mjs';
import {migrate, removesLine} from './migrate.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @typedef {import('./extract.mjs').MarkedBlock} MarkedBlock */
/** @typedef {{blocks: MarkedBlock[], target: MarkedBlock, also?: MarkedBlock[]}} Mutated */
/** @typedef {{id: string, label: string, lines?: (4 | 5)[], apply: (blocks: MarkedBlock[], stack: import('./stacks.mjs').Stack) => Mutated | undefined}} Mutation */

const SCRIPT_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'javascript', 'typescript']);
const OPEN = {'(': ')', '[': ']', '{': '}'};

/** Index of the bracket closing the one at `open`, skipping strings and comments. */
function closingBracket(code, open) {
  const stack = [];
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      i = code.indexOf(char, i + 1);
      if (i === -1) return -1;
    } else if (char === '/' && code[i + 1] === '/') i = code.indexOf('\n', i);
    else if (OPEN[char]) stack.push(OPEN[char]);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i;
    }
    if (i === -1) return -1;
  }
  return -1;
}

/** Removes code[start, end) with a comma after it; whole lines when nothing else is on them. */
function removeSpan(code, start, end) {
  let to = end;
  const after = /^\s*,?[ \t]*/.exec(code.slice(to))[0];
  to += after.includes(',') ? after.length : 0;
  const lineStart = code.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = code.indexOf('\n', to);
  const ownLines = code.slice(lineStart, start).trim() === '' && code.slice(to, lineEnd === -1 ? code.length : lineEnd).trim() === '';
  if (ownLines) return code.slice(0, lineStart) + code.slice(lineEnd === -1 ? code.length : lineEnd + 1);
  return code.slice(0, start) + code.slice(to);
}

/** Replaces one block's code in a copy of the list. */
function withCode(blocks, target, code) {
  const changed = {...target, code};
  return {blocks: blocks.map((block) => (block === target ? changed : block)), target: changed};
}

/** The first script block that imports from `weapp-tailwindcss/<entry>`, with the names it imports. */
function pluginImport(blocks) {
  for (const block of blocks.filter((b) => SCRIPT_LANGS.has(b.lang))) {
    const match = /import\s*\{([^}]*)\}\s*from\s*['"](weapp-tailwindcss\/[\w-]+)['"]|const\s*\{([^}]*)\}\s*=\s*require\(\s*['"](weapp-tailwindcss\/[\w-]+)['"]\s*\)/.exec(block.code);
    if (!match) continue;
    const names = (match[1] ?? match[3]).split(',').map((name) => name.trim().split(/\s+as\s+/).at(-1)).filter(Boolean);
    return {block, names, source: match[2] ?? match[4], end: match.index + match[0].length};
  }
  return undefined;
}

/**
 * Span of the plugin's registration: the call `Plugin({…})` / `new Plugin({…})`, or, where the plugin is
 * handed over as a value (`plugin: UnifiedWebpackPluginV5` in Taro's webpackChain), the property whose
 * object holds it (`install: {…}`).
 */
function registrationSpan(code, name, from) {
  const use = new RegExp(`\\b${name}\\b`, 'g');
  use.lastIndex = from;
  const match = use.exec(code);
  if (!match) return undefined;
  const before = /(?:new\s+)?$/.exec(code.slice(0, match.index))[0];
  const rest = code.slice(match.index + name.length);
  if (/^\s*\(/.test(rest)) {
    const open = code.indexOf('(', match.index);
    return {start: match.index - before.length, end: closingBracket(code, open) + 1};
  }
  // webpack-chain: `chain.plugin('…').use(Plugin, [options])` — the whole statement, from its line's start.
  const chainUse = /\.use\(\s*$/.exec(code.slice(0, match.index));
  if (chainUse) {
    const open = chainUse.index + chainUse[0].indexOf('(');
    return {start: code.lastIndexOf('\n', chainUse.index) + 1, end: closingBracket(code, open) + 1};
  }
  // Walk back to the `{` that encloses the use, then to the property name in front of it.
  let depth = 0;
  for (let i = match.index; i >= 0; i--) {
    if (code[i] === '}') depth++;
    else if (code[i] === '{' && depth-- === 0) {
      const key = /([\w$]+)\s*:\s*$/.exec(code.slice(0, i));
      if (!key) return undefined;
      return {start: key.index, end: closingBracket(code, i) + 1};
    }
  }
  return undefined;
}

/** Span of `key: <value>` in script code (value up to its closing bracket, or to the next comma or line end). */
function propertySpan(code, key) {
  const match = new RegExp(`\\b${key}\\s*:\\s*`).exec(code);
  if (!match) return undefined;
  const valueStart = match.index + match[0].length;
  if (OPEN[code[valueStart]]) return {start: match.index, end: closingBracket(code, valueStart) + 1};
  const end = code.slice(valueStart).search(/[,\n]/);
  return {start: match.index, end: end === -1 ? code.length : valueStart + end};
}

/** Lines that bring Tailwind CSS into a style sheet. */
const CSS_ENTRY_LINE = /^[ \t]*(?:@import\s+['"](?:weapp-tailwindcss|tailwindcss)[^'"]*['"][^;\n]*;?|@tailwind\s+[\w-]+\s*;?)[ \t]*\n/gm;

/** A block the page does not show, placed next to `near` (same page and line, its own title). */
function addedBlock(near, title, lang, code) {
  return {stack: near.stack, page: near.page, line: near.line, lang, title, code, meta: `title="${title}"`};
}

/** Inserts `block` into a copy of the list right after `after`. */
function insertAfter(blocks, after, block) {
  const index = blocks.indexOf(after);
  return [...blocks.slice(0, index + 1), block, ...blocks.slice(index + 1)];
}

/** The block with the Tailwind CSS entry (`@import "tailwindcss"`) in a .css file. */
const cssEntryBlock = (blocks) => blocks.find((b) => /\.css$/.test(b.title ?? '') && /@import\s+['"]tailwindcss['"]/.test(b.code));

/**
 * A migrated stack's project (migrate.mjs) with one edit of the migration page left out: the first that `pick`
 * selects. The failure may name the edit, or the 4.x block it would have changed (the file, or the install
 * lines, the reader left as the 4.x guide had them).
 * @param {import('./stacks.mjs').Stack} stack
 * @param {(edit: MarkedBlock, fromBlocks: MarkedBlock[]) => boolean} pick
 * @returns {Mutated | undefined}
 */
function leaveOutEdit(stack, pick) {
  if (!stack.from) return undefined;
  const {fromBlocks, edits} = migration(stack, root);
  const left = edits.find((edit) => pick(edit, fromBlocks));
  if (!left) return undefined;
  const {blocks} = migrate(fromBlocks, edits.filter((edit) => edit !== left), stack.from.files, stack.id);
  const shell = (b) => ['bash', 'sh', 'shell'].includes(b.lang);
  const also = fromBlocks.filter((b) => (left.title ? b.title === left.title : shell(b) && /^\s*npm\s+(?:install|i|add)\s/m.test(b.code)));
  return {blocks, target: left, also};
}

/** Whether `title` is, in the 4.x project, the file that imports the weapp-tailwindcss bundler plugin. */
const pluginConfig = (title, fromBlocks) =>
  fromBlocks.some((b) => b.title === title && SCRIPT_LANGS.has(b.lang) && /['"]weapp-tailwindcss\/(?:vite|webpack|gulp)['"]/.test(b.code));

/** @type {Mutation[]} */
export const MUTATIONS = [
  {
    id: 'plugin-removed',
    label: 'weapp-tailwindcss plugin registration removed',
    apply(blocks) {
      const found = pluginImport(blocks);
      if (!found) return undefined;
      for (const name of found.names) {
        const span = registrationSpan(found.block.code, name, found.end);
        if (span && span.end > span.start) return withCode(blocks, found.block, removeSpan(found.block.code, span.start, span.end));
      }
      return undefined;
    },
  },
  {
    id: 'wrong-import',
    label: "wrong import path (weapp-tailwindcss/vite → weapp-tailwindcss/vitee)",
    apply(blocks) {
      const found = pluginImport(blocks);
      if (!found) return undefined;
      const wrong = `${found.source}${found.source.at(-1)}`;
      return withCode(blocks, found.block, found.block.code.replace(found.source, wrong));
    },
  },
  {
    id: 'css-entry-missing',
    label: "CSS entry missing (@import 'weapp-tailwindcss' / @tailwind lines removed)",
    apply(blocks) {
      let result;
      for (const block of blocks) {
        const current = result ? result.blocks.find((b) => b.line === block.line && b.page === block.page) : block;
        const code = current.code.replace(CSS_ENTRY_LINE, '');
        if (code === current.code) continue;
        const next = withCode(result?.blocks ?? blocks, current, code);
        result = {blocks: next.blocks, target: result?.target ?? next.target};
      }
      return result;
    },
  },
  {
    id: 'css-entries-misspelled',
    label: 'cssEntries misspelled (cssEntry)',
    apply(blocks) {
      const block = blocks.find((b) => SCRIPT_LANGS.has(b.lang) && /\bcssEntries\b/.test(b.code));
      return block && withCode(blocks, block, block.code.replace(/\bcssEntries\b/g, 'cssEntry'));
    },
  },
  {
    id: 'rem2rpx-removed',
    label: 'rem2rpx removed',
    apply(blocks) {
      const block = blocks.find((b) => SCRIPT_LANGS.has(b.lang) && /\brem2rpx\s*:/.test(b.code));
      const span = block && propertySpan(block.code, 'rem2rpx');
      return span && withCode(blocks, block, removeSpan(block.code, span.start, span.end));
    },
  },
  {
    id: 'pin-not-exact',
    label: 'exact pin dropped (npm install without -E)',
    apply(blocks) {
      const exactFlag = /^(\s*npm\s+(?:install|i|add)\b.*?)\s+(?:-E|--save-exact)(?=\s|$)/m;
      const block = blocks.find((b) => ['bash', 'sh', 'shell'].includes(b.lang) && exactFlag.test(b.code));
      return block && withCode(blocks, block, block.code.replace(exactFlag, '$1'));
    },
  },
  {
    id: 'postinstall-broken',
    label: 'postinstall patch entry broken (weapp-tw patchh)',
    apply(blocks) {
      const block = blocks.find((b) => b.title === 'package.json' && /"postinstall"\s*:\s*"[^"]*weapp-tw patch\b/.test(b.code));
      return block && withCode(blocks, block, block.code.replace(/weapp-tw patch\b/, 'weapp-tw patchh'));
    },
  },
  {
    id: 'tailwind-postcss-registered',
    lines: [5],
    label: "Tailwind CSS's own PostCSS plugin left registered (postcss.config with @tailwindcss/postcss, as 4.x guides had it)",
    apply(blocks, stack) {
      const plugin = pluginImport(blocks);
      if (!plugin) return undefined;
      const shown = blocks.find((b) => /(?:^|\/)postcss\.config\.[cm]?js$/.test(b.title ?? ''));
      // The project's PostCSS config file (the page's, the skeleton's, or the one a 4.x guide had the reader write).
      const title = shown?.title ?? Object.keys(stack.files).find((file) => /^postcss\.config\.[cm]?js$/.test(file)) ?? 'postcss.config.mjs';
      const esm = title.endsWith('.mjs') || (!title.endsWith('.cjs') && stack.packageJson?.type === 'module');
      const code = esm ? "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n}\n" : "module.exports = {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n}\n";
      if (shown) return withCode(blocks, shown, code);
      const block = addedBlock(plugin.block, title, 'js', code);
      return {blocks: insertAfter(blocks, plugin.block, block), target: block};
    },
  },
  {
    id: 'tailwind-vite-registered',
    lines: [5],
    label: "Tailwind CSS's own Vite plugin registered (@tailwindcss/vite before WeappTailwindcss)",
    apply(blocks) {
      const found = pluginImport(blocks);
      if (!found || found.source !== 'weapp-tailwindcss/vite') return undefined;
      const name = found.names[0];
      const call = new RegExp(`\\b${name}\\(`).exec(found.block.code.slice(found.end));
      if (!call) return undefined;
      const at = found.end + call.index;
      const lineStart = found.block.code.lastIndexOf('\n', at) + 1;
      const indent = /^[ \t]*/.exec(found.block.code.slice(lineStart))[0];
      const code = `import tailwindcss from '@tailwindcss/vite'\n${found.block.code.slice(0, lineStart)}${indent}tailwindcss(),\n${found.block.code.slice(lineStart)}`;
      return withCode(blocks, found.block, code);
    },
  },
  {
    id: 'entry-in-scss',
    lines: [5],
    label: 'Tailwind CSS entry moved into a .scss file (app.css → app.scss, references renamed)',
    apply(blocks) {
      const entry = cssEntryBlock(blocks);
      if (!entry) return undefined;
      const base = entry.title.split('/').pop();
      const renamed = base.replace(/\.css$/, '.scss');
      const rename = (code) => code.split(base).join(renamed);
      const target = {...entry, title: entry.title.replace(/\.css$/, '.scss'), meta: entry.meta.replace(entry.title, entry.title.replace(/\.css$/, '.scss'))};
      const changed = blocks.map((block) => (block === entry ? target : block.code.includes(base) ? {...block, code: rename(block.code)} : block));
      // The blocks whose reference to the entry was renamed are part of the same change: a build that cannot
      // load the .scss (Mpx without sass-loader: `ERROR in ./src/app.mpx … Can't resolve 'sass-loader'`) names them.
      return {blocks: changed, target, also: [entry, ...blocks.filter((block) => block !== entry && block.code.includes(base))]};
    },
  },
  {
    id: 'entry-in-style',
    lines: [5],
    label: 'Tailwind CSS entry moved into a <style> block of the app component',
    apply(blocks) {
      const entry = cssEntryBlock(blocks);
      // A <style> block with its own content: one with `src` (Mpx's <style src="./app.css">) only points at a file.
      const inlineStyle = /<style\b(?![^>]*\bsrc=)[^>]*>/;
      const style = blocks.find((b) => /\.(?:vue|uvue|nvue|mpx)$/.test(b.title ?? '') && inlineStyle.test(b.code));
      if (!entry || !style) return undefined;
      const moved = entry.code.split('\n').filter((line) => /^\s*@(?:import\s+['"]tailwindcss['"]|source\b)/.test(line));
      const rest = entry.code.split('\n').filter((line) => !moved.includes(line)).join('\n');
      const open = inlineStyle.exec(style.code);
      const styleCode = `${style.code.slice(0, open.index + open[0].length)}\n${moved.join('\n')}${style.code.slice(open.index + open[0].length)}`;
      const withEntry = withCode(blocks, entry, rest);
      const mutated = withCode(withEntry.blocks, withEntry.blocks.find((b) => b.page === style.page && b.line === style.line), styleCode);
      // The entry file lost its lines too: a failure may name it.
      return {...mutated, also: [entry]};
    },
  },
  {
    id: 'old-postinstall',
    lines: [5],
    label: 'the 4.x "postinstall": "weapp-tw patch" left in package.json',
    apply(blocks) {
      const shown = blocks.find((b) => b.title === 'package.json');
      const pkg = shown ? JSON.parse(shown.code) : {};
      const code = `${JSON.stringify({...pkg, scripts: {...pkg.scripts, postinstall: 'weapp-tw patch'}}, null, 2)}\n`;
      if (shown) return withCode(blocks, shown, code);
      // A project upgraded from a 4.x guide has it in the package.json the page never shows: next to the install.
      const installBlock = blocks.find((b) => ['bash', 'sh', 'shell'].includes(b.lang) && /\bweapp-tailwindcss\b/.test(b.code));
      if (!installBlock) return undefined;
      const block = addedBlock(installBlock, 'package.json', 'json', code);
      return {blocks: insertAfter(blocks, installBlock, block), target: block};
    },
  },
  {
    id: 'unified-import',
    lines: [5],
    label: '4.x plugin names imported (UnifiedViteWeappTailwindcssPlugin / UnifiedWebpackPluginV5)',
    apply(blocks) {
      const found = pluginImport(blocks);
      if (!found || !found.names.includes('WeappTailwindcss')) return undefined;
      const old = {'weapp-tailwindcss/vite': 'UnifiedViteWeappTailwindcssPlugin', 'weapp-tailwindcss/webpack': 'UnifiedWebpackPluginV5'}[found.source];
      return old && withCode(blocks, found.block, found.block.code.replace(/\bWeappTailwindcss\b/g, old));
    },
  },
  {
    id: 'css-entries-missing',
    lines: [5],
    label: 'cssEntries removed',
    apply(blocks) {
      const block = blocks.find((b) => SCRIPT_LANGS.has(b.lang) && /\bcssEntries\s*:/.test(b.code));
      const span = block && propertySpan(block.code, 'cssEntries');
      return span && withCode(blocks, block, removeSpan(block.code, span.start, span.end));
    },
  },
  {
    id: 'migrate-postinstall-kept',
    lines: [5],
    label: 'migration: the edit that removes the 4.x postinstall (weapp-tw patch) left out',
    apply: (_blocks, stack) => leaveOutEdit(stack, (edit) => removesLine(edit, /weapp-tw\s+patch/)),
  },
  {
    id: 'migrate-config-left-out',
    lines: [5],
    label: 'migration: the edit of the config that registers the plugin (Unified* names, Tailwind CSS plugin) left out',
    apply: (_blocks, stack) => leaveOutEdit(stack, (edit, fromBlocks) => edit.lang === 'diff' && pluginConfig(edit.title, fromBlocks)),
  },
  {
    id: 'migrate-postcss-left-out',
    lines: [5],
    label: 'migration: the edit that takes @tailwindcss/postcss out of postcss.config left out',
    apply: (_blocks, stack) => leaveOutEdit(stack, (edit) => /(?:^|\/)postcss\.config\.[cm]?js$/.test(edit.title ?? '') && removesLine(edit, /@tailwindcss\/postcss/)),
  },
  {
    id: 'migrate-entry-left-out',
    lines: [5],
    label: "migration: the edit of the CSS entry (@import 'weapp-tailwindcss' → 'tailwindcss') left out",
    apply: (_blocks, stack) => leaveOutEdit(stack, (edit) => /\.css$/.test(edit.title ?? '') && removesLine(edit, /@import\s+['"]weapp-tailwindcss/)),
  },
  {
    // Reinstalls (the 4.x packages, kept in the work folder's package-lock.json: tailwindcss stays 4.3.3 and the
    // next run's pins check fails until it runs with --fresh). Before fix-below-step, which reinstalls as well.
    id: 'migrate-install-left-out',
    lines: [5],
    label: 'migration: the npm uninstall / npm install block (weapp-tailwindcss@5) left out',
    apply: (_blocks, stack) => leaveOutEdit(stack, (edit) => ['bash', 'sh', 'shell'].includes(edit.lang) && /weapp-tailwindcss@5/.test(edit.code)),
  },
  {
    // Last: it reinstalls without the moved packages, so the next run of the stack installs again.
    id: 'fix-below-step',
    label: 'a needed install shown only after the step that needs it (the last install block before the first marked build/dev step, moved below it)',
    apply(blocks, stack) {
      const kinds = blocks.map((block) => blockKind(stack, block).kind);
      const firstStep = kinds.indexOf('step');
      const install = firstStep === -1 ? -1 : kinds.lastIndexOf('install', firstStep);
      if (install === -1) return undefined;
      const moved = blocks[install];
      const rest = blocks.filter((_, index) => index !== install);
      const step = rest.indexOf(blocks[firstStep]);
      const reordered = [...rest.slice(0, step + 1), moved, ...rest.slice(step + 1)];
      const steps = blocks.filter((_, index) => index >= firstStep && kinds[index] === 'step');
      return {blocks: reordered, target: blocks[firstStep], also: steps};
    },
  },
];
