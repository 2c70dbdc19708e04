// `npm run generate:api`: runs TypeDoc for every API reference into its folder, then writes the stamp of the
// pages (./stamp.ts). TypeDoc runs in a worker thread (./worker.mjs).
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {runWorkerOnce} from '../workerThread';
import {typedocRunOptions, type TypedocApiOptions} from './options';
import {currentStamp, INPUT_PATHS, outputDirs, packagesOfFiles, STAMP_FILE, toPosix} from './stamp';

const runTypedoc = (runs: ReturnType<typeof typedocRunOptions>[]): Promise<string[]> =>
  runWorkerOnce(path.join(__dirname, 'worker.mjs'), {runs}, 'TypeDoc worker');

/** Generates the pages of every reference in `options` and their stamp; returns the stamp's path. */
export async function generateApiReference(siteDir: string, options: TypedocApiOptions): Promise<string> {
  for (const dir of outputDirs(options)) rmSync(path.resolve(siteDir, dir), {recursive: true, force: true});
  const readFiles = await runTypedoc(options.references.map((reference) => typedocRunOptions(siteDir, options, reference)));
  // A site file outside the stamp's inputs would change the pages without the check noticing.
  const unstamped = readFiles
    .map((file) => toPosix(path.relative(siteDir, file)))
    .filter((file) => !file.includes('node_modules/') && !INPUT_PATHS.some((input) => file === input || file.startsWith(`${input}/`)));
  if (unstamped.length > 0) throw new Error(`TypeScript read site files the stamp does not cover (add them to INPUT_PATHS in stamp.ts): ${unstamped.join(', ')}`);
  const stamp = currentStamp(siteDir, options, packagesOfFiles(siteDir, readFiles));
  const file = path.join(siteDir, STAMP_FILE);
  writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
  return file;
}
