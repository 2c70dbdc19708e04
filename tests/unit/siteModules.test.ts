// The worker threads of the local plugins load the site's TypeScript through siteModuleLoader (src/plugins/siteModules.mjs):
// a module missing from jiti's transpile cache is transpiled, and a thread whose modules are all in the cache does not
// load jiti's Babel bundle.
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'site-modules-'));
// A new folder each run: the module is missing from the transpile cache the first time it is loaded.
const moduleFile = path.join(dir, 'probe.ts');
writeFileSync(moduleFile, "const answer: number = 42;\nexport const probe = {answer, from: 'TypeScript' as const};\n");

interface Loaded {
  readonly probe: unknown;
  readonly babelLoaded: boolean;
}

// Runs in a new thread, as the plugins' workers do: loads the module, then says whether Babel is in the thread's require cache.
const threadSource = `
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';
const {siteModuleLoader} = await import(workerData.loaderUrl);
const {probe} = siteModuleLoader(workerData.fromUrl)(workerData.moduleFile);
const require = createRequire(workerData.fromUrl);
parentPort.postMessage({probe, babelLoaded: require.resolve('jiti/dist/babel') in require.cache});
`;

function loadInThread(): Promise<Loaded> {
  const workerData = {
    loaderUrl: pathToFileURL(path.join(root, 'src/plugins/siteModules.mjs')).href,
    fromUrl: pathToFileURL(path.join(root, 'src/plugins/index.mjs')).href,
    moduleFile,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(threadSource)}`), {workerData});
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

afterAll(() => {
  rmSync(dir, {recursive: true, force: true});
  // jiti names its cache files after the module's folder and file.
  const cacheDir = path.join(tmpdir(), 'node-jiti');
  for (const name of readdirSync(cacheDir)) if (name.startsWith(`${path.basename(dir)}-probe.ts.`)) rmSync(path.join(cacheDir, name));
});

describe('siteModuleLoader', () => {
  it('transpiles a module missing from the cache, and loads Babel only then', async () => {
    const missed = await loadInThread();
    expect(missed).toEqual({probe: {answer: 42, from: 'TypeScript'}, babelLoaded: true});
    const cached = await loadInThread();
    expect(cached).toEqual({probe: {answer: 42, from: 'TypeScript'}, babelLoaded: false});
  }, 60_000);
});
