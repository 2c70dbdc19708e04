// Every patch of Docusaurus or DocSearch internals checks its target while the site builds. When an
// upgrade moves or changes the target, the build stops here, naming the patch and UPGRADING.md, instead
// of the patch quietly doing nothing (or breaking something at run time).
import {existsSync, readFileSync} from 'node:fs';

/**
 * The error of a patch whose target is gone.
 * @param {string} patch the patch's name, as UPGRADING.md lists it
 * @param {string} what what is missing
 */
export function patchTargetMissing(patch, what) {
  return new Error(`Patch "${patch}" no longer applies: ${what}. UPGRADING.md ("${patch}") says what the patch does and what to do now.`);
}

/**
 * The file a patch replaces, rewrites or reads; with `mustContain`, the source text it relies on.
 * @param {string} patch
 * @param {string} file absolute path
 * @param {string} [mustContain]
 * @returns {string} the file
 */
export function patchTargetFile(patch, file, mustContain) {
  if (!existsSync(file)) throw patchTargetMissing(patch, `${file} does not exist`);
  if (mustContain !== undefined && !readFileSync(file, 'utf8').includes(mustContain)) {
    throw patchTargetMissing(patch, `${file} no longer contains \`${mustContain}\``);
  }
  return file;
}
