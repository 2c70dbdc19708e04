// Reads a guide page the way a reader sees it (partials imported with `import X from './_x.mdx'`
// inlined where `<X />` stands) and returns the code blocks marked for one stack with
// `verify="<stack> …"` in the code-block meta. Shared by `npm run verify:guides` and
// tests/unit/verifiedGuides.test.ts.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownFences} from '../lib/fences.mjs';
import {migrate} from './migrate.mjs';

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
 * Every fenced code block of `text`, with the stacks its `verify="…"` names (none when it has no such attribute).
 * @param {string} page
 * @param {string} text
 * @returns {(Omit<MarkedBlock, 'stack'> & {stacks: string[]})[]}
 */
export function codeBlocksInText(page, text) {
  const blocks = [];
  for (const {lang, meta, code, line} of markdownFences(text)) {
    blocks.push({
      page,
      line,
      lang: lang.toLowerCase(),
      title: metaAttribute(meta, 'title'),
      code: `${code}\n`,
      meta: meta.trim(),
      stacks: (metaAttribute(meta, 'verify') ?? '').split(/[\s,]+/).filter(Boolean),
    });
  }
  return blocks;
}

/**
 * Every code block of `text` whose meta carries `verify="…"`, with the stacks it names.
 * @param {string} page
 * @param {string} text
 */
export function markedBlocksInText(page, text) {
  return codeBlocksInText(page, text).filter((block) => metaAttribute(block.meta, 'verify') !== undefined);
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
 * several pages, otherwise `stack.page`. A migrated stack's are its 4.x guide's with the migration page's edits
 * applied (migration()).
 * @param {{id: string, page: string, pages?: string[], from?: import('./stacks/shared.mjs').Stack}} stack
 * @param {string} [root] directory the page paths are relative to
 * @returns {MarkedBlock[]}
 */
export function stackBlocks(stack, root = process.cwd()) {
  if (stack.from) return migration(stack, root).blocks;
  return (stack.pages ?? [stack.page]).flatMap((page) => markedBlocks(path.resolve(root, page), stack.id));
}

/**
 * A migrated stack (`stack.from`, migrate.mjs): the 4.x guide's blocks, the migration page's edits marked for
 * the stack, the project they give, and what keeps an edit from applying (also: a file of `stack.edits` the
 * migration page does not edit).
 * @param {import('./stacks/shared.mjs').Stack} stack
 * @param {string} [root]
 */
export function migration(stack, root = process.cwd()) {
  if (!stack.from) throw new Error(`${stack.id} is not a migrated stack`);
  const fromBlocks = stackBlocks(stack.from, root);
  const edits = markedBlocks(path.resolve(root, stack.page), stack.id);
  const result = migrate(fromBlocks, edits, stack.from.files, stack.id);
  const edited = new Set(edits.map((edit) => edit.title).filter(Boolean));
  const missing = (stack.edits ?? []).filter((file) => !edited.has(file));
  const problems = [...result.problems, ...missing.map((file) => ({block: fromBlocks.find((b) => b.title === file) ?? fromBlocks[0], problem: `${stack.page} marks no edit of ${file} for ${stack.id}`}))];
  return {fromBlocks, edits, blocks: result.blocks, problems};
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

/** A line of a marked shell block that installs packages (`npm install|i|add …`). */
const INSTALL_LINE = /^npm\s+(?:install|i|add)\b/;

/**
 * What a marked block does in the reader's walk through the page: `install` (a shell block of `npm install`
 * lines), `step` (a shell block running the stack's build or dev command as the page shows it,
 * `Stack.steps`), `file` (a block with a title: a file the reader writes, package.json included), or `other`.
 * @param {{steps?: {build?: string, dev?: string}}} stack
 * @param {MarkedBlock} block
 * @returns {{kind: 'install' | 'step' | 'file' | 'other', steps: ('build' | 'dev')[], problem?: string}}
 */
export function blockKind(stack, block) {
  if (block.title) return {kind: 'file', steps: []};
  if (!['bash', 'sh', 'shell'].includes(block.lang)) return {kind: 'other', steps: []};
  const lines = block.code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const steps = [];
  let installs = 0;
  for (const line of lines) {
    if (INSTALL_LINE.test(line)) installs++;
    else {
      const step = Object.entries(stack.steps ?? {}).find(([, command]) => command === line)?.[0];
      if (!step) return {kind: 'other', steps: [], problem: `marks a command the stack does not run: "${line}" (Stack.steps names the page's build and dev commands)`};
      steps.push(/** @type {'build' | 'dev'} */ (step));
    }
  }
  if (installs > 0 && steps.length > 0) return {kind: 'other', steps: [], problem: 'mixes install lines with build or dev commands: mark them as separate blocks'};
  return installs > 0 ? {kind: 'install', steps: []} : {kind: 'step', steps};
}

/**
 * @typedef {{blocks: MarkedBlock[], steps: ('build' | 'dev')[], stepBlocks: MarkedBlock[], markers: MarkedBlock[], later: MarkedBlock[]}} EarlyPhase
 *   `stepBlocks[i]` is the marked block that shows `steps[i]`.
 */

/**
 * The reader's walk through the page: the build and dev steps it marks run where the page shows them, with
 * only the blocks above them. A step with install commands or files after it on the page becomes an early
 * phase (`blocks` = what the reader has written and installed by then, `later` = what the page shows after
 * it); steps with nothing after them, and the build and dev the page does not mark, run in the final phase
 * with every block. Consecutive steps with nothing between them share one early phase.
 * @param {{steps?: {build?: string, dev?: string}}} stack
 * @param {MarkedBlock[]} blocks in the order the page shows them
 * @returns {{early: EarlyPhase[], markers: MarkedBlock[], problems: {block: MarkedBlock, problem: string}[]}}
 */
export function readingPlan(stack, blocks) {
  const items = blocks.map((block) => ({block, ...blockKind(stack, block)}));
  const problems = items.filter((item) => item.problem).map(({block, problem}) => ({block, problem: /** @type {string} */ (problem)}));
  const effective = (item) => item.kind === 'install' || item.kind === 'file';
  /** @type {EarlyPhase[]} */
  const early = [];
  let current;
  let currentEnd = -1;
  items.forEach((item, index) => {
    if (item.kind !== 'step') return;
    const later = items.slice(index + 1).filter(effective).map(({block}) => block);
    if (later.length === 0) return;
    if (current && items.slice(currentEnd, index).every((between) => !effective(between))) {
      current.steps.push(...item.steps);
      current.stepBlocks.push(...item.steps.map(() => item.block));
      current.markers.push(item.block);
    } else {
      const before = items.slice(0, index).filter((earlier) => earlier.kind !== 'step').map(({block}) => block);
      current = {blocks: before, steps: [...item.steps], stepBlocks: item.steps.map(() => item.block), markers: [item.block], later};
      early.push(current);
    }
    currentEnd = index + 1;
  });
  return {early, markers: items.filter((item) => item.kind === 'step').map(({block}) => block), problems};
}
