// Local plugin: generates the API reference pages with TypeDoc while the site loads, before the docs
// plugin reads them. TypeDoc runs in a worker thread, so the build's main thread does not keep its heap.
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedPagesDate} from '../../../config/lastUpdate';
import {typedocRunOptions, type TypedocApiOptions} from './options';

/** What the pages are generated from: the installed packages' declarations (the lock file) and the TypeDoc setup. */
const GENERATED_FROM = ['package-lock.json', 'typedoc', 'config/typedoc.ts', 'src/plugins/typedoc-api'];

function runTypedoc(runs: ReturnType<typeof typedocRunOptions>[], lastUpdated: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: {runs, lastUpdated}});
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`TypeDoc worker exited with code ${code}`))));
  });
}

export default async function typedocApiPlugin(context: LoadContext, options: TypedocApiOptions): Promise<Plugin> {
  await runTypedoc(
    options.references.map((reference) => typedocRunOptions(context.siteDir, options, reference)),
    generatedPagesDate(context.siteDir, GENERATED_FROM),
  );
  return {name: 'typedoc-api'};
}
