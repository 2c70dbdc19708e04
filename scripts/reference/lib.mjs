// Shared by the reference recording scripts (scripts/reference/record-*.mjs). Each script runs an installed
// weapp-tailwindcss that the site itself does not depend on (5.x is not on the registry the site installs from),
// writes what it observed into a JSON file under src/data/reference/, and with `--check` fails when the
// committed file no longer matches what the installed package gives. The site's build and `npm test` only read
// those files, never the package.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
export const recordingsDir = path.join(siteDir, 'src/data/reference');

/**
 * The two lines the site documents: where each one's package is found and the file its facts go to.
 * 4.x defaults to the package the site installs (4.12.0); 5.x has no default.
 */
export const LINES = {
  4: {env: 'WEAPP_TW_4X', fallback: path.join(siteDir, 'node_modules/weapp-tailwindcss')},
  5: {env: 'WEAPP_TW_5X', fallback: undefined},
};

/**
 * The folder of the weapp-tailwindcss package of a line, from its environment variable. A folder that holds the
 * package in node_modules (a sandbox project) is accepted too.
 * @param {4 | 5} line
 */
export function packageDirOf(line) {
  const {env, fallback} = LINES[line];
  const given = process.env[env] ?? fallback;
  if (!given) {
    throw new Error(`Set ${env} to the folder of an installed weapp-tailwindcss ${line}.x, e.g. ${env}=/path/to/project/node_modules/weapp-tailwindcss`);
  }
  const candidates = [given, path.join(given, 'node_modules/weapp-tailwindcss')];
  const dir = candidates.find((candidate) => existsSync(path.join(candidate, 'package.json')) && readPackage(candidate).name === 'weapp-tailwindcss');
  if (!dir) throw new Error(`${env}=${given}: no weapp-tailwindcss package there`);
  const {version} = readPackage(dir);
  if (!version.startsWith(`${line}.`)) throw new Error(`${env}=${given}: weapp-tailwindcss ${version} is not a ${line}.x release`);
  return path.resolve(dir);
}

/** @param {string} dir */
export function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The JS entries of the package: every `exports` subpath that has an `import` file (CSS files, `./package.json`
 * and the `./*` catch-all are not entries), with the files it loads and declares.
 * @param {string} dir the package folder
 * @returns {{subpath: string, specifier: string, file: string, types: string | undefined}[]}
 */
export function packageEntries(dir) {
  return Object.entries(readPackage(dir).exports ?? {}).flatMap(([subpath, target]) => {
    if (!target || typeof target !== 'object' || typeof target.import !== 'string') return [];
    return [{
      subpath,
      specifier: subpath === '.' ? 'weapp-tailwindcss' : `weapp-tailwindcss/${subpath.slice(2)}`,
      file: path.join(dir, target.import),
      types: typeof target.types === 'string' ? path.join(dir, target.types) : undefined,
    }];
  });
}

// A real dynamic import even when jiti runs the calling script (it would otherwise transpile the package's ESM).
const nativeImport = new Function('specifier', 'return import(specifier)');

/** @param {string} file */
export const importFile = (file) => nativeImport(pathToFileURL(file).href);

/** The JSON text a recording is written as: stable key order as produced, two-space indent, final newline. */
export const recordingText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes a recording, or with `--check` compares it with the committed file and exits non-zero on a difference.
 * @param {string} name file name under src/data/reference/
 * @param {unknown} value
 * @param {{check: boolean}} mode
 */
export function writeOrCheck(name, value, {check}) {
  const file = path.join(recordingsDir, name);
  const text = recordingText(value);
  if (!check) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(siteDir, file)}`);
    return true;
  }
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (committed === text) {
    console.log(`ok: ${path.relative(siteDir, file)} matches the installed package`);
    return true;
  }
  console.error(`DIFFERS: ${path.relative(siteDir, file)} no longer matches the installed package:`);
  for (const line of lineDiff(committed, text).slice(0, 60)) console.error(`  ${line}`);
  return false;
}

/** A short line diff (committed `-`, observed `+`), enough to see what changed. */
function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const setA = new Set(a);
  const setB = new Set(b);
  return [...a.filter((line) => !setB.has(line)).map((line) => `- ${line}`), ...b.filter((line) => !setA.has(line)).map((line) => `+ ${line}`)];
}

export const checkMode = process.argv.includes('--check');
