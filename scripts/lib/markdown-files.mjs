import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

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
