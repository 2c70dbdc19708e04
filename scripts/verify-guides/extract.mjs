// Reads a guide page the way a reader sees it (partials imported with `import X from './_x.mdx'`
// inlined where `<X />` stands) and returns the code blocks marked for one stack with
// `verify="<stack> …"` in the code-block meta. Shared by `npm run verify:guides` and
// tests/unit/verifiedGuides.test.ts.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const fencePattern = /^(?<indent>[ \t]*)(?<fence>`{3,}|~{3,})(?<lang>[\w-]*)(?<meta>[^\n]*)\n(?<body>[\s\S]*?)\n\k<indent>\k<fence>[ \t]*$/gm;
const importPattern = /^import\s+(?<name>[A-Z]\w*)\s+from\s+['"](?<source>\.{1,2}\/[^'"]+\.mdx?)['"];?[ \t]*$/gm;

/**
 * The page text with every imported Markdown partial inlined (recursively).
 * @param {string} file path of an .md/.mdx page
 * @param {string[]} [seen] files already being inlined (guards against cycles)
 * @returns {string}
 */
export function inlinePartials(file, seen = []) {
  let text = readFileSync(file, 'utf8');
  if (seen.includes(file)) return text;
  for (const match of [...text.matchAll(importPattern)]) {
    const {name, source} = match.groups;
    const partial = path.resolve(path.dirname(file), source);
    if (!existsSync(partial)) continue;
    const body = inlinePartials(partial, [...seen, file]);
    text = text.replace(new RegExp(`<${name}\\s*/>`, 'g'), () => body);
  }
  return text;
}

/** @param {string} meta */
function metaAttribute(meta, name) {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * @typedef {{stack: string, page: string, line: number, lang: string, title: string | undefined, code: string, meta: string}} MarkedBlock
 */

/**
 * Every code block of `text` whose meta carries `verify="…"`, with the stacks it names.
 * @param {string} page
 * @param {string} text
 * @returns {(Omit<MarkedBlock, 'stack'> & {stacks: string[]})[]}
 */
export function markedBlocksInText(page, text) {
  const blocks = [];
  for (const match of text.matchAll(fencePattern)) {
    const {lang, meta, body, indent} = match.groups;
    const verify = metaAttribute(meta, 'verify');
    if (verify === undefined) continue;
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    blocks.push({
      page,
      line: text.slice(0, match.index).split('\n').length,
      lang: lang.toLowerCase(),
      title: metaAttribute(meta, 'title'),
      code: `${code}\n`,
      meta: meta.trim(),
      stacks: verify.split(/[\s,]+/).filter(Boolean),
    });
  }
  return blocks;
}

/**
 * The blocks of `page` (partials inlined) marked for `stack`, in page order.
 * @param {string} page path of the guide page
 * @param {string} stack stack id
 * @returns {MarkedBlock[]}
 */
export function markedBlocks(page, stack) {
  return markedBlocksInText(page, inlinePartials(page))
    .filter((block) => block.stacks.includes(stack))
    .map(({page: blockPage, line, lang, title, code, meta}) => ({stack, page: blockPage, line, lang, title, code, meta}));
}

/**
 * The blocks of every page of a stack's guide, in reading order: `stack.pages` for a guide spread over
 * several pages, otherwise `stack.page`.
 * @param {{id: string, page: string, pages?: string[]}} stack
 * @param {string} [root] directory the page paths are relative to
 * @returns {MarkedBlock[]}
 */
export function stackBlocks(stack, root = process.cwd()) {
  return (stack.pages ?? [stack.page]).flatMap((page) => markedBlocks(path.resolve(root, page), stack.id));
}

/**
 * Package specs named by the `npm install` lines of the marked shell blocks
 * (`npm install -D tailwindcss@4 weapp-tailwindcss` → ['tailwindcss@4', 'weapp-tailwindcss']).
 * @param {MarkedBlock[]} blocks
 * @returns {string[]}
 */
export function installSpecs(blocks) {
  return installCommands(blocks).map(({spec}) => spec);
}

/**
 * Every package an `npm install` line of the marked shell blocks names, with whether the line saves it
 * exactly (`-E` / `--save-exact`: npm writes the resolved version; otherwise it writes `^<resolved>`).
 * @param {MarkedBlock[]} blocks
 * @returns {{spec: string, exact: boolean, block: MarkedBlock}[]}
 */
export function installCommands(blocks) {
  const commands = [];
  for (const block of blocks) {
    if (!['bash', 'sh', 'shell'].includes(block.lang)) continue;
    for (const line of block.code.split('\n')) {
      const words = line.trim().split(/\s+/);
      if (words[0] !== 'npm' || !['install', 'i', 'add'].includes(words[1])) continue;
      const flags = words.slice(2).filter((word) => word.startsWith('-'));
      const exact = flags.some((flag) => flag === '--save-exact' || /^-[A-Za-z]*E[A-Za-z]*$/.test(flag));
      for (const spec of words.slice(2).filter((word) => !word.startsWith('-'))) commands.push({spec, exact, block});
    }
  }
  return commands;
}

/**
 * Whether the marked config turns weapp-tailwindcss's `rem2rpx` on (`rem2rpx: true` or an options object).
 * @param {MarkedBlock[]} blocks
 */
export function turnsRem2rpxOn(blocks) {
  return blocks.some((block) => /^[^/\n]*\brem2rpx\s*:\s*(?:true\b|\{)/m.test(block.code));
}
