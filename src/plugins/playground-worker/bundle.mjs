// Bundles the playground's Web Worker (src/playground/worker.ts) for the browser with esbuild, into
// <outDir>/playground/worker-<hash>.js, and writes <outDir>/playground/manifest.json, which the
// playground page fetches at runtime to find the worker.
import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = path.join(root, 'src/playground/worker.ts');
const shimDir = path.join(root, 'src/playground/shims');

/** The worker's gzip size the playground aims to stay under. */
export const GZIP_BUDGET = 350 * 1024;

/** Node built-ins the dependencies import only for trivia (env lookups, their own file name). */
const nodeShims = {process: 'process.ts', path: 'path.ts', url: 'url.ts'};

/**
 * How esbuild resolves `args` without the calling plugin: `marker` in pluginData tells the plugin's
 * own onResolve to step aside for this nested request.
 */
function resolveWithout(pluginBuild, args, marker) {
  return pluginBuild.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    pluginData: {...args.pluginData, [marker]: true},
  });
}

/** Packages whose `browser` field already drops a built-in (postcss, browserslist) keep that; the rest get a shim. */
const shimPlugin = {
  name: 'node-shims',
  setup(pluginBuild) {
    pluginBuild.onResolve({filter: /^(node:)?(process|path|url)$/}, async (args) => {
      if (args.pluginData?.shimming) return undefined;
      const resolved = await resolveWithout(pluginBuild, args, 'shimming');
      if (resolved.errors.length === 0) return undefined;
      return {path: path.join(shimDir, nodeShims[args.path.replace(/^node:/, '')])};
    });
  },
};

/** `…/node_modules/<name>/…` → the package's root folder and name (for the innermost node_modules). */
function packageOf(file) {
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(file);
  return match ? {root: match[1], name: match[2]} : undefined;
}

async function packageVersion(packageRoot) {
  return JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')).version;
}

/**
 * npm nests the same version of a package under many dependents (postcss-selector-parser 6.1.6 sits
 * under several postcss plugins here, because the hoisted copy is 7.x). Same name and version means
 * same code, so every import is pointed at one copy: the first by path, which keeps output stable.
 * @param {string[]} inputs the bundle's input files, relative to the site or absolute
 * @returns {Promise<Map<string, string>>} each package root that has an earlier copy among the inputs → that copy
 */
export async function packageFolds(inputs) {
  const rootsByKey = new Map();
  for (const file of inputs) {
    const found = packageOf(path.resolve(root, file));
    if (!found) continue;
    const key = `${found.name}@${await packageVersion(found.root)}`;
    rootsByKey.set(key, [...(rootsByKey.get(key) ?? []), found.root]);
  }
  const folds = new Map();
  for (const roots of rootsByKey.values()) {
    const [first, ...later] = [...new Set(roots)].sort();
    for (const packageRoot of later) folds.set(packageRoot, first);
  }
  return folds;
}

function dedupePlugin(folds) {
  return {
    name: 'dedupe-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^[^./]/}, async (args) => {
        if (args.pluginData?.deduping) return undefined;
        const resolved = await resolveWithout(pluginBuild, args, 'deduping');
        const found = resolved.errors.length === 0 && resolved.namespace === 'file' ? packageOf(resolved.path) : undefined;
        const target = found && folds.get(found.root);
        if (!target) return undefined;
        return {path: target + resolved.path.slice(found.root.length), sideEffects: resolved.sideEffects};
      });
    },
  };
}

function options(plugins) {
  return {
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['chrome100', 'edge100', 'firefox100', 'safari15'],
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'warning',
    // weapp-tailwindcss/index.css is served to Tailwind's `@import "weapp-tailwindcss"` as text.
    loader: {'.css': 'text'},
    inject: [path.join(shimDir, 'process.ts')],
    define: {
      // A classic worker has no import.meta; dependencies only derive a directory name from it.
      'import.meta.url': JSON.stringify('file:///playground/worker.js'),
      'process.env.NODE_ENV': JSON.stringify('production'),
      global: 'globalThis',
    },
    plugins,
  };
}

/**
 * Bundles the worker into `outDir`/playground, replacing an older bundle there.
 * @param {string} outDir a static directory of the site
 * @returns {Promise<{file: string, rawBytes: number, gzipBytes: number}>} the worker's site path and sizes
 */
export async function bundlePlaygroundWorker(outDir) {
  const firstPass = await build(options([shimPlugin]));
  const folds = await packageFolds(Object.keys(firstPass.metafile.inputs));
  // With no copy to fold, a second pass would resolve every import as the first did: its bundle is the same.
  const result = folds.size > 0 ? await build(options([shimPlugin, dedupePlugin(folds)])) : firstPass;
  const code = result.outputFiles[0].contents;

  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const fileName = `worker-${hash}.js`;
  const dir = path.join(outDir, 'playground');
  await mkdir(dir, {recursive: true});
  for (const old of await readdir(dir)) {
    if (/^worker-[\da-f]+\.js$/.test(old) && old !== fileName) await rm(path.join(dir, old));
  }
  await writeFile(path.join(dir, fileName), code);
  const file = `/playground/${fileName}`;
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify({worker: file}, null, 2)}\n`);
  return {file, rawBytes: code.length, gzipBytes: gzipSync(code, {level: 9}).length};
}
