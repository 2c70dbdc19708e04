// How a worker thread of the local plugins loads the site's TypeScript modules: with jiti, as Docusaurus loads
// docusaurus.config.ts (the same transpile cache), without the require cache so that each thread has its own instances.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

/** A loader of the site's modules by paths relative to `moduleUrl` (the calling module's `import.meta.url`). */
export const siteModuleLoader = (moduleUrl) => createJiti(fileURLToPath(moduleUrl), {cache: true, requireCache: false});
