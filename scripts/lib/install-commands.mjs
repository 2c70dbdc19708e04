// Finds the package installs that the docs, the blog and the site's pages tell readers to run, and says which
// ones would not give them what the pages document (tests/unit/installPins.test.ts).
// The site documents weapp-tailwindcss 5.x (docs/) and 4.x (versioned_docs/version-4.x/); an install names the
// major of the page it is on, so that a reader copying a 4.x page in a year still gets 4.x. Pages about both (the
// blog, the migration and history pages) must still name a major. 5.x takes over Tailwind CSS's generation:
// its pages never install Tailwind's own PostCSS or Vite plugin. The 4.x Tailwind CSS v4 setups are built with
// tailwindcss 4.3.3 exactly (4.3.4+ output trips 4.x), and a caret range saved by a plain install would let the
// next install without a lockfile take a later 4.3.x. 5.x handles any 4.x output and compiles with the Tailwind
// CSS its own dependency `@tailwindcss/node` brings (an exact 4.3.3 in the project would only add a second copy),
// so its pages install `tailwindcss@4`.

import {markdownFences} from './fences.mjs';

const shellLanguages = new Set(['', 'bash', 'sh', 'shell', 'zsh', 'console', 'powershell', 'cmd', 'bat']);
const installPattern = /(?<=^|[\s;&|(`>])(?<manager>npm|pnpm|yarn|bun|cnpm)\s+(?<verb>install|i|add)(?=\s|$)(?<rest>[^;&|`<\n]*)/g;

/** The exact Tailwind CSS v4 release the v4 setups are built with. */
export const TAILWIND_V4_PIN = '4.3.3';
/** Tailwind CSS's own generators, which a 5.x project must not register (and so need not install). */
const TAILWIND_GENERATORS = new Set(['@tailwindcss/postcss', '@tailwindcss/vite']);

/**
 * @typedef {{name: string, spec: string}} PackageSpec
 * @typedef {{file: string, line: number, command: string, manager: string, exact: boolean, packages: PackageSpec[], tabs: boolean}} InstallCommand
 *   `tabs`: written in an `npm2yarn` code block, which the page shows as npm / Yarn / pnpm tabs
 * @typedef {'4' | '5' | undefined} DocumentedMajor the major a page documents; undefined for pages about both
 */

/** `@scope/name@spec` or `name@spec` → {name, spec}; spec is '' when the argument names no version. */
export function parsePackageSpec(argument) {
  const at = argument.indexOf('@', argument.startsWith('@') ? 1 : 0);
  return at === -1 ? {name: argument, spec: ''} : {name: argument.slice(0, at), spec: argument.slice(at + 1)};
}

/**
 * The install commands in one piece of shell text (line continuations joined), each with the offset in `text` of
 * its first character.
 * @param {string} text
 * @returns {{command: string, manager: string, exact: boolean, packages: PackageSpec[], offset: number}[]}
 */
export function findInstallCommands(text) {
  // Each joined continuation shortens the text: where it was, and by how much in all up to there.
  const shortened = [];
  let removed = 0;
  const joined = text.replace(/\\\r?\n\s*/g, (continuation, at) => {
    removed += continuation.length - 1;
    shortened.push({at: at - removed + continuation.length, removed});
    return ' ';
  });
  const offsetInText = (offset) => offset + (shortened.findLast(({at}) => at <= offset)?.removed ?? 0);
  const commands = [];
  for (const match of joined.matchAll(installPattern)) {
    const {manager, rest} = match.groups;
    const words = rest.trim().split(/\s+/).filter(Boolean);
    const flags = words.filter((word) => word.startsWith('-'));
    const packages = words
      .filter((word) => !word.startsWith('-') && /^[@a-z0-9]/i.test(word))
      .map((word) => parsePackageSpec(word.replace(/^['"]|['"]$/g, '')));
    if (packages.length === 0) continue;
    commands.push({
      command: [manager, match.groups.verb, ...words].join(' '),
      manager,
      exact: flags.some((flag) => flag === '-E' || flag === '--save-exact' || flag === '--exact'),
      packages,
      offset: offsetInText(match.index),
    });
  }
  return commands;
}

const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * Install commands in a Markdown/MDX file's shell code blocks and inline code, and in a page source's inline commands
 * (`<code>npm install …</code>` in TSX), with the line they start on and whether the page shows them in
 * package-manager tabs.
 * @param {string} file
 * @param {string} text
 * @returns {InstallCommand[]}
 */
export function installCommandsInFile(file, text) {
  if (!/\.mdx?$/.test(file)) {
    return findInstallCommands(text).map(({offset, ...command}) => ({file, line: lineOf(text, offset), ...command, tabs: false}));
  }
  const found = [];
  /** Adds the commands of `source`, whose first line is line `firstLine` of the file. */
  const add = (source, firstLine, tabs) => {
    for (const {offset, ...command} of findInstallCommands(source)) found.push({file, line: firstLine + lineOf(source, offset) - 1, ...command, tabs});
  };
  const fences = markdownFences(text);
  for (const {lang, meta, code, line} of fences) {
    if (shellLanguages.has(lang.toLowerCase())) add(code, line + 1, /(?:^|\s)npm2yarn(?:\s|$)/.test(meta));
  }
  // Commands written inline in prose (`npm i -D …`), outside the fences.
  let prose = text;
  for (const {start, end} of fences) prose = prose.slice(0, start) + prose.slice(start, end).replace(/[^\n]/g, ' ') + prose.slice(end);
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) add(match[1], lineOf(text, match.index + 1), false);
  return found.sort((a, b) => a.line - b.line);
}

const majorPin = /^[\^~]?(\d+)(?:\.\d+){0,2}$/;

/**
 * What is wrong with one install command, as readable messages.
 * @param {InstallCommand} install
 * @param {DocumentedMajor} documented the weapp-tailwindcss major of the page the command is on
 */
export function checkInstallCommand(install, documented) {
  const problems = [];
  const where = `${install.file}:${install.line}: ${install.command}`;
  // On a page about both lines, a command that installs weapp-tailwindcss@5 (the migration guide's upgrade)
  // sets the project up for 5.x: its Tailwind CSS installs follow the 5.x rules.
  const own = install.packages.find(({name}) => name === 'weapp-tailwindcss');
  const line = documented ?? (own && majorPin.exec(own.spec)?.[1] === '5' ? '5' : undefined);
  for (const {name, spec} of install.packages) {
    const major = majorPin.exec(spec)?.[1];
    if (name === 'weapp-tailwindcss' || name === '@weapp-tailwindcss/cli') {
      if (name === '@weapp-tailwindcss/cli' && documented === '4') {
        problems.push(`${where}: @weapp-tailwindcss/cli belongs to weapp-tailwindcss 5.3+; 4.x ships the weapp-tw command itself`);
      } else if (documented ? major !== documented : major !== '4' && major !== '5') {
        const wanted = documented ? `${name}@${documented}` : `${name}@4 or @5`;
        problems.push(`${where}: install ${wanted} (got "${spec || 'no version'}"; the registry's latest moves on)`);
      }
    } else if (line === '5' && TAILWIND_GENERATORS.has(name)) {
      problems.push(`${where}: weapp-tailwindcss 5.x generates Tailwind CSS itself; do not install ${name} as a second generator`);
    } else if (line === '5' && name === 'tailwindcss') {
      if (spec !== '4') problems.push(`${where}: on 5.x pages install tailwindcss@4 (got "${spec || 'no version'}"); 5.x compiles with the 4.x its @tailwindcss/node brings`);
    } else if (name === 'tailwindcss' && (spec === '' || spec === 'latest')) {
      // Without a version npm takes the newest 4.x, which fits neither the v3 guides nor the 4.3.3 pin.
      problems.push(`${where}: name the Tailwind CSS version (tailwindcss@3 for a v3 setup, tailwindcss@${TAILWIND_V4_PIN} for v4)`);
    } else if (name.startsWith('@tailwindcss/') || (name === 'tailwindcss' && spec.startsWith('4'))) {
      if (name === '@tailwindcss/postcss7-compat' || name === '@tailwindcss/typography' || name === '@tailwindcss/forms') continue;
      if (spec !== TAILWIND_V4_PIN) problems.push(`${where}: pin ${name}@${TAILWIND_V4_PIN} (got "${spec || 'no version'}")`);
      else if (!install.exact) problems.push(`${where}: save ${name}@${TAILWIND_V4_PIN} exactly (-E / --save-exact), or a later install takes 4.3.4+`);
    }
  }
  return problems;
}
