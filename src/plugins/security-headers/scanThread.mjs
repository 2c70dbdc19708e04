// The thread that reads every built page for the hashes of its inline scripts (index.ts). postBuild runs once the
// pages are rendered: the build's main thread then runs the other hooks and the broken-link check while the second
// core is otherwise idle, so the reading and hashing run here, beside them.
import {parentPort, workerData} from 'node:worker_threads';
import {siteModuleLoader} from '../siteModules.mjs';

const load = siteModuleLoader(import.meta.url);
const {pagesScriptHashes} = load('./csp.ts');
const {builtHtmlFiles} = load('../builtHtml.ts');
parentPort.postMessage(await pagesScriptHashes(await builtHtmlFiles(workerData.outDir)));
