// What a stack of the weapp-tailwindcss 5.x line (`line: 5` in its Stack) needs besides the 4.x checks:
// - Node.js 22 first on PATH for every reader step (5.2+ declares `^22.18.0 || >=24.11.0`);
// - npm pointed at a local registry when VERIFY_GUIDES_TARBALLS names a folder of tarballs the configured
//   registry lacks (scripts/lib/local-registry.mjs; started once per run, closed at its end). Without it the
//   configured registry is used as is: the public registry has 5.x;
// - no `weapp-tw patch` anywhere on the page (5.3 has no such command; the old postinstall breaks `npm install`);
// - no second Tailwind CSS generator in the project's config files (`tailwindcss` / `@tailwindcss/postcss` as a
//   PostCSS plugin, `@tailwindcss/vite`): 5.3.4 drops some of them without a word and keeps others running.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {inlinePartials} from './extract.mjs';

/** Node.js versions 5.2+ declare in `engines`. */
export const LINE5_NODE_RANGE = '^22.18.0 || >=24.11.0';

/** @param {string} version `22.23.5` or `v22.23.5` */
export function satisfiesLine5Node(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 18) || (major === 24 && minor >= 11) || major > 24;
}

/**
 * The folder with the `node` binary the 5.x stacks run with: this process's own when it satisfies the range
 * (after `source scripts/ensure-node.sh`), else the one ensure-node.sh unpacked under `<root>/.cache/`.
 * @param {string} root the site's root
 * @returns {string | undefined}
 */
export function line5NodeBin(root) {
  if (satisfiesLine5Node(process.version)) return path.dirname(process.execPath);
  const cache = path.join(root, '.cache');
  if (!existsSync(cache)) return undefined;
  const found = readdirSync(cache)
    .map((name) => /^node-(\d+\.\d+\.\d+)$/.exec(name)?.[1])
    .filter((version) => version && satisfiesLine5Node(version) && existsSync(path.join(cache, `node-${version}`, 'bin', 'node')))
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
  return found.length > 0 ? path.join(cache, `node-${found.at(-1)}`, 'bin') : undefined;
}

/**
 * The environment every reader step of a 5.x stack runs with: Node.js 22 first on PATH, and npm pointed at the
 * run's local registry when there is one. `omit-lockfile-registry-resolved` keeps the registry's address (a
 * random port, new each run) out of package-lock.json, so a later run's install asks its own registry.
 * @param {{nodeBin: string, registryUrl?: string}} options
 * @returns {Record<string, string>}
 */
export function line5Env({nodeBin, registryUrl}) {
  const env = {PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: path.dirname(nodeBin)};
  if (registryUrl) Object.assign(env, {npm_config_registry: registryUrl, npm_config_omit_lockfile_registry_resolved: 'true'});
  return env;
}

/**
 * Lines of a 5.x guide (partials inlined) that mention `weapp-tw patch`, as `page:line`.
 * @param {{page: string, pages?: string[]}} stack
 * @param {string} root
 */
export function patchMentions(stack, root) {
  const hits = [];
  for (const page of stack.pages ?? [stack.page]) {
    inlinePartials(path.resolve(root, page))
      .split('\n')
      .forEach((line, index) => {
        if (/weapp-tw\s+patch\b/.test(line)) hits.push(`${page}:${index + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  return hits;
}

/** Config files a second generator can be registered in (relative to the project, `/` separators). */
const CONFIG_FILE = /(?:^|\/)(?:(?:postcss|vite|weapp-vite|vue|mpx|webpack|babel)\.config\.[cm]?[jt]s|\.postcssrc(?:\.[\w]+)?|config\/index\.[cm]?[jt]s|gulpfile\.[cm]?[jt]s)$/;

/** Code without its comments (strings kept, so a `//` inside a URL string stays). */
export function stripComments(code) {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      let end = i + 1;
      while (end < code.length && code[end] !== char) end += code[end] === '\\' ? 2 : 1;
      out += code.slice(i, end + 1);
      i = end;
    } else if (char === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      i = end === -1 ? code.length : end - 1;
    } else if (char === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 1;
    } else out += char;
  }
  return out;
}

/**
 * Where a config file registers Tailwind CSS's own generator. In any config: an import or require of
 * `@tailwindcss/vite`, `@tailwindcss/postcss` or `tailwindcss` (its JS entry is only ever used as the
 * PostCSS plugin), or `@tailwindcss/postcss` as a key. In a PostCSS config also the `tailwindcss` key.
 * A string such as `packageName: 'tailwindcss'` in weapp-tailwindcss's own options is not a registration.
 * @param {string} file relative path
 * @param {string} text
 * @returns {string[]}
 */
export function generatorRegistrations(file, text) {
  const code = file.endsWith('package.json') ? JSON.stringify(JSON.parse(text).postcss ?? {}) : stripComments(text);
  const found = [];
  const modules = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|\bimport\s+)(['"])(?<name>@tailwindcss\/(?:vite|postcss)|tailwindcss)\1/g;
  for (const match of code.matchAll(modules)) found.push(`imports ${match.groups.name}`);
  if (/(['"])@tailwindcss\/postcss\1\s*:/.test(code)) found.push('lists @tailwindcss/postcss as a PostCSS plugin');
  const postcssConfig = /(?:^|\/)(?:postcss\.config\.[cm]?[jt]s|\.postcssrc(?:\.\w+)?|package\.json)$/.test(file);
  if (postcssConfig && /(?:^|[{,\s])(['"]?)tailwindcss\1\s*:/.test(code)) found.push('lists tailwindcss as a PostCSS plugin');
  // Plugins given by name in a string list, e.g. plugins: ['@tailwindcss/postcss'].
  if (postcssConfig && /plugins['"]?\s*:\s*\[[^\]]*(['"])(?:@tailwindcss\/postcss|tailwindcss)\1/.test(code)) found.push('lists Tailwind CSS in its plugins array');
  return [...new Set(found)];
}

/**
 * Every registration of Tailwind CSS's own generator in the project's config files (and the `postcss` field
 * of its package.json), as `<file>: <what>`.
 * @param {string} projectDir
 * @param {string[]} [skip] top-level folders not to look into (node_modules and the output are always skipped)
 * @returns {{file: string, problem: string}[]}
 */
export function secondGenerators(projectDir, skip = []) {
  const skipped = new Set(['node_modules', '.git', ...skip]);
  const found = [];
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name) && relPath.split('/').length <= 3) walk(path.join(dir, entry.name), relPath);
      } else if (CONFIG_FILE.test(relPath) || relPath === 'package.json') {
        let registrations;
        try {
          registrations = generatorRegistrations(relPath, readFileSync(path.join(dir, entry.name), 'utf8'));
        } catch {
          registrations = [];
        }
        for (const what of registrations) found.push({file: relPath, problem: `${relPath} ${what}`});
      }
    }
  };
  walk(projectDir, '');
  return found;
}
