// Local plugin: generates the API reference pages with TypeDoc while the site loads, before the docs
// plugin reads them. Each reference runs in its own worker thread: most of a run is TypeScript parsing
// the packages' declarations, and in parallel threads the references no longer wait for each other.
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {typedocRunOptions, type TypedocApiOptions} from './options';

function runTypedoc(options: ReturnType<typeof typedocRunOptions>): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: options});
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`TypeDoc worker for ${options.out} exited with code ${code}`)),
    );
  });
}

export default async function typedocApiPlugin(context: LoadContext, options: TypedocApiOptions): Promise<Plugin> {
  await Promise.all(
    options.references.map((reference) => runTypedoc(typedocRunOptions(context.siteDir, options, reference))),
  );
  return {name: 'typedoc-api'};
}
