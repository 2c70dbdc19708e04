// The thread that renders the pages' Markdown (node/renderAll.ts) for the plugin (index.ts). The site's modules are
// TypeScript: they are loaded with jiti, as Docusaurus loads docusaurus.config.ts (same transpile cache). They are
// loaded as soon as the thread starts; the job (the pages) arrives as a message once the site's content is loaded.
// The trees the MDX loader parses come through `treePort` (captureTrees.ts).
import {parentPort, workerData} from 'node:worker_threads';
import {siteModuleLoader} from '../siteModules.mjs';

const load = siteModuleLoader(import.meta.url);
const {remarkPlugins} = load(workerData.remarkPluginsModule);
const {renderAll} = load('./node/renderAll.ts');
const treeOf = workerData.treePort ? load('./node/treeInbox.ts').treeInbox(workerData.treePort) : undefined;
const renderJob = await new Promise((resolve) => parentPort.once('message', resolve));
parentPort.postMessage(await renderAll(renderJob, [...remarkPlugins], treeOf));
