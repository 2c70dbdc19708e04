// Local plugin: bundles the playground's Web Worker whenever the site loads (docusaurus build and
// docusaurus start alike), into a generated folder the site serves as static files, so the worker can
// never be missing or stale. The worker is a separate esbuild bundle rather than a chunk of the site:
// it carries Tailwind CSS and PostCSS with Node shims, and only /playground loads it.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runWorkerOnce} from '../workerThread';
import {GZIP_BUDGET} from './bundle.mjs';

/** The generated static folder, relative to the site; docusaurus.config.ts lists it in staticDirectories. */
export const PLAYGROUND_STATIC_DIR = '.docusaurus/playground-static';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface BundledWorker {
  readonly file: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** Bundles the worker in a thread of its own (thread.mjs) into `outDir`/playground. */
export const bundleInThread = (outDir: string): Promise<BundledWorker> =>
  runWorkerOnce(path.join(__dirname, 'thread.mjs'), {outDir}, 'playground-worker: the bundling thread');

export default function playgroundWorkerPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.siteDir, PLAYGROUND_STATIC_DIR);
  let bundling: Promise<BundledWorker> | undefined;
  return {
    name: 'playground-worker',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/playground/**/*.ts')],
    // Started here and awaited once every plugin has loaded its content: the bundle is made while the docs load
    // and the search index is built, and is in its static folder before Rspack copies that folder.
    async loadContent() {
      bundling = bundleInThread(outDir);
      // Failures are reported by allContentLoaded, which awaits this promise.
      bundling.catch(() => undefined);
    },
    async allContentLoaded() {
      const {file, rawBytes, gzipBytes} = await (bundling ?? bundleInThread(outDir));
      const overBudget = gzipBytes > GZIP_BUDGET ? `, over the ${kib(GZIP_BUDGET)} budget` : '';
      console.log(`[playground-worker] ${file}: ${kib(rawBytes)}, gzip ${kib(gzipBytes)}${overBudget}`);
    },
  };
}
