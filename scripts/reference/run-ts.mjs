#!/usr/bin/env node
// Runs one of the TypeScript recording scripts: esbuild bundles it (the site's own modules included, packages
// left as imports) into node_modules/.cache/reference-scripts/, where those imports resolve to the site's
// node_modules, and Node runs the bundle. Unlike jiti, the bundle keeps real dynamic imports, which the scripts
// need to load the installed weapp-tailwindcss 5.x.
//   node scripts/reference/run-ts.mjs scripts/reference/record-transforms.ts [arguments]
import {rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import {siteDir} from './lib.mjs';

const [script, ...rest] = process.argv.slice(2);
if (!script) throw new Error('usage: node scripts/reference/run-ts.mjs <script.ts> [arguments]');
// A file of this process's own: worktrees share node_modules by hard links, and a test runs this while others may
// (esbuild rewrites its output in place, which would write through the link into another checkout's running bundle).
const outfile = path.join(siteDir, 'node_modules/.cache/reference-scripts', `${path.basename(script, '.ts')}.${process.pid}.mjs`);
process.on('exit', () => rmSync(outfile, {force: true}));
// An interrupted run (Ctrl-C, a killed test) removes it too, then ends as the signal would have.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    rmSync(outfile, {force: true});
    process.kill(process.pid, signal);
  });
}
await build({
  entryPoints: [path.resolve(script)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  plugins: [
    {
      // The bundle lives elsewhere: each of the site's modules keeps its own `import.meta.url`, which some read files relative to.
      name: 'own-import-meta-url',
      setup(setupBuild) {
        setupBuild.onLoad({filter: /\.(?:[cm]?[jt]s|tsx)$/}, async (args) => {
          if (!args.path.startsWith(siteDir) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
          const contents = (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
          return {contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') === 'tsx' ? 'tsx' : /ts$/.test(args.path) ? 'ts' : 'js'};
        });
      },
    },
  ],
});
process.argv = [process.argv[0], path.resolve(script), ...rest];
await import(pathToFileURL(outfile).href);
