import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The docs folders of every docs version, relative to the site: the current version (5.x) and the kept 4.x. */
export const DOCS_DIRS = ['docs', 'versioned_docs/version-4.x'];
const unversionedDocs = JSON.parse(readFileSync(fileURLToPath(new URL('../../src/data/unversioned-docs.json', import.meta.url)), 'utf8')).paths;

/**
 * Which weapp-tailwindcss line a site file documents: `'4'` for the 4.x docs, `'5'` for the current docs, and
 * `undefined` for files about both or neither (the unversioned docs of src/data/unversioned-docs.json, the blog).
 * @param {string} file a path relative to the site, with `/` separators
 * @returns {'4' | '5' | undefined}
 */
export function documentedMajorOf(file) {
  if (file.startsWith('versioned_docs/version-4.x/')) return '4';
  if (!file.startsWith('docs/')) return undefined;
  const page = file.slice('docs/'.length).replace(/\.mdx?$/, '');
  return unversionedDocs.some((entry) => page === entry || page.startsWith(`${entry}/`)) ? undefined : '5';
}

/** Folders inside a docs folder that TypeDoc writes at build time. */
export const GENERATED_DOCS_DIRS = ['api', 'api-v2'];

/**
 * Every hand-written doc page of every docs version, as absolute paths.
 * @param {string} root the site folder
 * @returns {string[]}
 */
export function docsMarkdownFiles(root) {
  return DOCS_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir), {skipDirs: GENERATED_DOCS_DIRS}));
}

/**
 * Every .md/.mdx file under `dir`, recursively, skipping the folders named in `skipDirs`.
 * @param {string} dir
 * @param {{skipDirs?: readonly string[]}} [options]
 * @returns {string[]}
 */
export function markdownFiles(dir, {skipDirs = []} = {}) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return skipDirs.includes(name) ? [] : markdownFiles(file, {skipDirs});
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}
