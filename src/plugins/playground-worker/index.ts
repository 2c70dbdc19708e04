// Local plugin: bundles the playground's Web Worker whenever the site loads (docusaurus build and
// docusaurus start alike), into a generated folder the site serves as static files, so the worker can
// never be missing or stale. The worker is a separate esbuild bundle rather than a chunk of the site:
// it carries Tailwind CSS and PostCSS with Node shims, and only /playground loads it.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {GZIP_BUDGET, bundlePlaygroundWorker} from './bundle.mjs';

/** The generated static folder, relative to the site; docusaurus.config.ts lists it in staticDirectories. */
export const PLAYGROUND_STATIC_DIR = '.docusaurus/playground-static';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export default function playgroundWorkerPlugin(context: LoadContext): Plugin {
  return {
    name: 'playground-worker',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/playground/**/*.ts')],
    async loadContent() {
      const {file, rawBytes, gzipBytes} = await bundlePlaygroundWorker(path.join(context.siteDir, PLAYGROUND_STATIC_DIR));
      const overBudget = gzipBytes > GZIP_BUDGET ? `, over the ${kib(GZIP_BUDGET)} budget` : '';
      console.log(`[playground-worker] ${file}: ${kib(rawBytes)}, gzip ${kib(gzipBytes)}${overBudget}`);
    },
  };
}
