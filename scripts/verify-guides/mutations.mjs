// The ways readers get a guide's marked blocks wrong, as edits of a copy of the blocks (never the page).
// Each mutation returns the changed blocks and the block it changed, or undefined when the page has
// nothing it could change (no cssEntries on a Tailwind CSS v3 page: n/a).

/** @typedef {import('./extract.mjs').MarkedBlock} MarkedBlock */
/** @typedef {{blocks: MarkedBlock[], target: MarkedBlock}} Mutated */

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

/** @type {{id: string, label: string, apply: (blocks: MarkedBlock[]) => Mutated | undefined}[]} */
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
];
