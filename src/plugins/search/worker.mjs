// The thread that builds the embedded index (shared/documents.ts) for the plugin (index.ts) in a production build:
// the plugin sends it the records once the site's content is loaded, and it makes the index while Rspack bundles
// (postBuild writes the files). The site's modules are TypeScript: they are loaded with jiti, as Docusaurus loads
// docusaurus.config.ts (same transpile cache), as soon as the thread starts.
import {parentPort} from 'node:worker_threads';
import {siteModuleLoader} from '../siteModules.mjs';

const load = siteModuleLoader(import.meta.url);
const {serializeSearchIndex} = load('./shared/documents.ts');
const {records, docsVersions} = await new Promise((resolve) => parentPort.once('message', resolve));
// Each part as its tag and the JSON text of its file.
parentPort.postMessage(serializeSearchIndex(records, docsVersions).map((part) => [part.tag, JSON.stringify(part)]));
