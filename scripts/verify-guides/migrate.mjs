// Migrated stacks: a project set up by a 4.x guide, upgraded with exactly the edits the migration page
// (docs/migrations/v4-and-v5.mdx) shows, then installed and built on 5.x. The reader's project is the 4.x
// stack's: its skeleton and the 4.x page's marked blocks. The migration page marks its edits for the
// migrated stack (`verify="<4.x stack>-to-5x"`), and they are applied in page order:
// - a ```diff block with a title edits that file: ` ` (or an empty line) is context, `-` a line to remove,
//   `+` a line to add; `@@` lines separate hunks. Each hunk's context and `-` lines must match the file in
//   exactly one place after the previous hunk (compared without the indentation and without a trailing comma,
//   as a reader finds the line), else the edit does not apply and the stack fails, naming the edit;
// - a shell block: `npm uninstall|remove|rm|un <name>…` drops those packages from the earlier install
//   lines; `npm install|i|add <spec>…` replaces the earlier specs of the same packages (npm rewrites the entry)
//   and is kept as an install block of the migration page;
// - any other block with a title replaces the whole file.
// The 4.x page's own build and dev commands are left out (the reader ran them on 4.x); the migrated stack's
// build and dev run at the end as for every stack. The edited file keeps its language and takes the
// migration page's place (page and line of the edit), so a failure names the edit that produced the file.

import path from 'node:path';

/** @typedef {import('./extract.mjs').MarkedBlock} MarkedBlock */

const SHELL = new Set(['bash', 'sh', 'shell']);
const INSTALL = /^npm\s+(?:install|i|add)\b/;
const UNINSTALL = /^npm\s+(?:uninstall|un|remove|rm|r|unlink)\s+(.*)$/;

/** A line as a reader compares it: without indentation, trailing blanks and a trailing comma. */
const norm = (line) => line.trim().replace(/,$/, '');

/**
 * The hunks of a diff block.
 * @param {string} code
 * @returns {{old: string[], new: string[], kinds: (' ' | '-' | '+')[], lines: string[]}[]}
 */
export function parseDiff(code) {
  const hunks = [{old: [], new: [], kinds: [], lines: []}];
  for (const raw of code.replace(/\n$/, '').split('\n')) {
    if (raw.startsWith('@@')) {
      hunks.push({old: [], new: [], kinds: [], lines: []});
      continue;
    }
    const hunk = hunks.at(-1);
    const kind = raw[0] === '-' || raw[0] === '+' ? raw[0] : ' ';
    const text = raw.length === 0 ? '' : raw.slice(1);
    hunk.kinds.push(kind);
    hunk.lines.push(text);
    if (kind !== '+') hunk.old.push(text);
    if (kind !== '-') hunk.new.push(text);
  }
  return hunks.filter((hunk) => hunk.kinds.length > 0);
}

/** Where `needle` (normalized) occurs in `lines` (normalized) from `from` on. */
function occurrences(lines, needle, from) {
  const found = [];
  for (let i = from; i + needle.length <= lines.length; i++) {
    if (needle.every((line, j) => norm(lines[i + j]) === norm(line))) found.push(i);
  }
  return found;
}

/**
 * Applies a diff block to a file's text.
 * @param {string} text the file
 * @param {string} diff the diff block's code
 * @returns {{text: string} | {problem: string}}
 */
export function applyDiff(text, diff) {
  const hunks = parseDiff(diff);
  if (hunks.length === 0) return {problem: 'shows no change'};
  let lines = text.replace(/\n$/, '').split('\n');
  let from = 0;
  for (const [index, hunk] of hunks.entries()) {
    const label = hunks.length > 1 ? `hunk ${index + 1}` : 'the change';
    if (!hunk.kinds.includes('-') && !hunk.kinds.includes('+')) return {problem: `${label} changes nothing`};
    if (hunk.old.length === 0) return {problem: `${label} only adds lines: show a line it goes next to`};
    const at = occurrences(lines, hunk.old, from);
    if (at.length !== 1) {
      const first = hunk.old.find((line) => line.trim()) ?? '';
      return {problem: `${label} ${at.length === 0 ? 'matches no place in the file' : `matches ${at.length} places in the file`} (first line: "${first.trim()}")`};
    }
    // Context lines keep the file's own text; added lines are written as the page shows them.
    const replaced = [];
    let oldIndex = 0;
    hunk.kinds.forEach((kind, i) => {
      if (kind === '+') replaced.push(hunk.lines[i]);
      else {
        if (kind === ' ') replaced.push(lines[at[0] + oldIndex]);
        oldIndex++;
      }
    });
    lines = [...lines.slice(0, at[0]), ...replaced, ...lines.slice(at[0] + hunk.old.length)];
    from = at[0] + replaced.length;
  }
  return {text: `${lines.join('\n')}\n`};
}

/** The package name of an npm spec (`@scope/name@1`, `name@^2`, `name`). */
const specName = (spec) => {
  const at = spec.indexOf('@', 1);
  return at === -1 ? spec : spec.slice(0, at);
};

/** Package specs of an install or uninstall line (flags left out). */
const specsOf = (words) => words.filter((word) => !word.startsWith('-'));

/** An install block with the packages in `names` taken out of its `npm install` lines (lines left empty dropped). */
function withoutPackages(block, names) {
  const lines = [];
  for (const line of block.code.replace(/\n$/, '').split('\n')) {
    const trimmed = line.trim();
    if (!INSTALL.test(trimmed)) {
      lines.push(line);
      continue;
    }
    const words = trimmed.split(/\s+/);
    const kept = words.slice(2).filter((word) => word.startsWith('-') || !names.has(specName(word)));
    if (specsOf(kept).length > 0) lines.push([...words.slice(0, 2), ...kept].join(' '));
  }
  return lines.some((line) => INSTALL.test(line.trim())) ? {...block, code: `${lines.join('\n')}\n`} : undefined;
}

/** A shell block of the 4.x page that runs the build or dev (no install line): what the reader did on 4.x. */
const isStepBlock = (block) => SHELL.has(block.lang) && !block.code.split('\n').some((line) => INSTALL.test(line.trim()));

/** The language a file's block has, from its name (`config/index.ts` → ts). */
const langOf = (file) => path.extname(file).slice(1) || 'text';

/**
 * The reader's project after the migration: the 4.x blocks with the migration page's edits applied.
 * @param {MarkedBlock[]} fromBlocks the 4.x guide's blocks, in page order
 * @param {MarkedBlock[]} edits the migration page's blocks marked for the migrated stack, in page order
 * @param {Record<string, string | Buffer>} files the 4.x stack's skeleton (files the 4.x page does not show)
 * @param {string} stackId the migrated stack
 * @returns {{blocks: MarkedBlock[], problems: {block: MarkedBlock, problem: string}[]}}
 */
export function migrate(fromBlocks, edits, files, stackId) {
  let blocks = fromBlocks.filter((block) => !isStepBlock(block)).map((block) => ({...block, stack: stackId}));
  const problems = [];
  const dropPackages = (names) => {
    blocks = blocks.flatMap((block) => (SHELL.has(block.lang) ? (withoutPackages(block, names) ?? []) : [block]));
  };
  for (const edit of edits) {
    if (SHELL.has(edit.lang)) {
      const installs = [];
      for (const line of edit.code.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
        const uninstall = UNINSTALL.exec(line);
        if (uninstall) dropPackages(new Set(specsOf(uninstall[1].split(/\s+/)).map(specName)));
        else if (INSTALL.test(line)) {
          dropPackages(new Set(specsOf(line.split(/\s+/).slice(2)).map(specName)));
          installs.push(line);
        } else problems.push({block: edit, problem: `runs a command a migration does not apply: "${line}" (npm install / npm uninstall only)`});
      }
      if (installs.length > 0) blocks.push({...edit, code: `${installs.join('\n')}\n`});
      continue;
    }
    if (!edit.title) {
      problems.push({block: edit, problem: 'has no title: name the file it edits (title="…")'});
      continue;
    }
    const index = blocks.findIndex((block) => block.title === edit.title);
    if (edit.lang !== 'diff') {
      const replaced = {...edit};
      blocks = index === -1 ? [...blocks, replaced] : blocks.map((block, i) => (i === index ? replaced : block));
      continue;
    }
    const base = index !== -1 ? blocks[index].code : typeof files[edit.title] === 'string' ? files[edit.title] : undefined;
    if (base === undefined) {
      problems.push({block: edit, problem: `edits ${edit.title}, which the 4.x guide's project does not have`});
      continue;
    }
    const applied = applyDiff(base, edit.code);
    if ('problem' in applied) {
      problems.push({block: edit, problem: `does not apply to ${edit.title} as the 4.x guide has it: ${applied.problem}`});
      continue;
    }
    const edited = {...edit, lang: index !== -1 ? blocks[index].lang : langOf(edit.title), code: applied.text};
    blocks = index === -1 ? [...blocks, edited] : blocks.map((block, i) => (i === index ? edited : block));
  }
  return {blocks, problems};
}

/** The diff (or file) edits of the migration page for one file, and whether one of them removes a line matching `pattern`. */
export const removesLine = (edit, pattern) => edit.lang === 'diff' && parseDiff(edit.code).some((hunk) => hunk.kinds.some((kind, i) => kind === '-' && pattern.test(hunk.lines[i])));
