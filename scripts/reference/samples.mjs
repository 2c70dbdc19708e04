// `record-api.mjs --check` for the 5.x line: compiles every complete 5.x code sample of the docs and the blog
// (scripts/lib/code-samples.mjs says which samples are 5.x) against the real declarations of an installed 5.x,
// the check `npm test` cannot make (it has only the recorded export and option names).
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compileSamples, extractSamplesFromFiles} from '../lib/code-samples.mjs';
import {docsMarkdownFiles, markdownFiles} from '../lib/markdown-files.mjs';
import {siteDir} from './lib.mjs';

/** 5.x pages whose rewrite is in progress (tests/fixtures/code-samples-5x-pending.json). */
const pendingPages = () => new Set(JSON.parse(readFileSync(path.join(siteDir, 'tests/fixtures/code-samples-5x-pending.json'), 'utf8')).pages);

/** The complete 5.x samples of the site, with paths relative to the site. */
export function samples5x() {
  const files = [...docsMarkdownFiles(siteDir), ...markdownFiles(path.join(siteDir, 'blog'))];
  const cwd = process.cwd();
  process.chdir(siteDir);
  try {
    return extractSamplesFromFiles(files).filter((sample) => !sample.partial && sample.weappLine === '5');
  } finally {
    process.chdir(cwd);
  }
}

/**
 * @param {string} packageDir the installed weapp-tailwindcss 5.x
 * @param {{pending?: ReadonlySet<string>}} [options] pages whose samples are known to be still 4.x (reported, not failed)
 * @returns {Promise<boolean>}
 */
export async function typeCheckSamples(packageDir, {pending = pendingPages()} = {}) {
  const samples = samples5x();
  const errors = compileSamples(samples, {
    workDir: path.join(tmpdir(), 'wt-reference-samples-5x'),
    packageDir,
    typeRoots: [path.join(siteDir, 'node_modules/@types')],
  });
  const pendingErrors = errors.filter((error) => pending.has(error.split(':')[0]));
  const failures = errors.filter((error) => !pending.has(error.split(':')[0]));
  console.log(`5.x code samples compiled against ${packageDir}: ${samples.length} samples, ${failures.length} errors` + (pendingErrors.length ? ` (+${pendingErrors.length} on pages not yet rewritten for 5.x)` : ''));
  for (const error of failures) console.error(`  ${error}`);
  return failures.length === 0;
}
