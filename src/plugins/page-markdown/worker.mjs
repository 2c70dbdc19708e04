// The thread that renders the pages' Markdown (node/renderAll.ts) for the plugin (index.ts). The site's modules are
// TypeScript: they are loaded with jiti, as Docusaurus loads docusaurus.config.ts (same transpile cache).
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {cache: true, requireCache: false});
const {renderJob} = workerData;
const {remarkPlugins} = load(renderJob.remarkPluginsModule);
const {renderAll} = load('./node/renderAll.ts');
parentPort.postMessage(await renderAll(renderJob, [...remarkPlugins]));
