// How a worker thread of the local plugins loads the site's TypeScript modules: with jiti, as Docusaurus loads
// docusaurus.config.ts (the same transpile cache), without the require cache so that each thread has its own instances.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

// jiti loads its Babel bundle (1.7 MB) into every thread that creates a loader, though a thread whose modules are all
// in the transpile cache never runs it: here it is loaded on the first module missing from the cache. Resolved now,
// so that a jiti without this file fails every build, not only those that miss the cache.
const require = createRequire(import.meta.url);
const babelFile = require.resolve('jiti/dist/babel');
let babel;
const transform = (options) => (babel ??= require(babelFile))(options);

/** A loader of the site's modules by paths relative to `moduleUrl` (the calling module's `import.meta.url`). */
export const siteModuleLoader = (moduleUrl) => createJiti(fileURLToPath(moduleUrl), {cache: true, requireCache: false, transform});
