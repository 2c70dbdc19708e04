// The thread that bundles the playground's worker (bundle.mjs) for the plugin (index.ts). esbuild calls back into the
// thread that started it for every import it resolves: here those calls are not held up by the other plugins'
// work on the build's main thread (the search index is built there while this bundle is made).
import {parentPort, workerData} from 'node:worker_threads';
import {bundlePlaygroundWorker} from './bundle.mjs';

parentPort.postMessage(await bundlePlaygroundWorker(workerData.outDir));
