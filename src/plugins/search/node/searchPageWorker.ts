// The /search page's inline script (client/earlyIndexWorker) starts the index worker from the page's HTML,
// before the page's scripts run: it needs the worker's address, which has a content hash that only the
// client bundle knows. The bundle names the worker's chunk `search-worker` (client/localClient), so after
// the build its one file in assets/js is the worker the page's own scripts would start.
import {readdirSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

const WORKER_CHUNK = /^search-worker\.[0-9a-f]+\.js$/;
const SCRIPT_START = '<script data-index=';

/** The file name of the built index worker in `outDir`/assets/js; the build fails unless there is exactly one. */
export function searchWorkerFile(outDir: string): string {
  const workers = readdirSync(path.join(outDir, 'assets', 'js')).filter((file) => WORKER_CHUNK.test(file));
  if (workers.length !== 1) {
    throw new Error(`Search page: expected one search-worker chunk in assets/js, found ${workers.length} (${workers.join(', ')}).`);
  }
  return workers[0];
}

/** Writes the index worker's address into the built /search page's inline script (`data-worker`). */
export async function writeSearchPageWorker(outDir: string, baseUrl: string): Promise<void> {
  const worker = searchWorkerFile(outDir);
  const page = path.join(outDir, 'search.html');
  const html = await readFile(page, 'utf8');
  if (html.split(SCRIPT_START).length !== 2) throw new Error(`Search page: expected one index script (${SCRIPT_START}…) in ${page}.`);
  // Renamed into place: other plugins' postBuild hooks read the built pages at the same time (builtHtml.ts).
  const written = `${page}.worker-address`;
  // A function, so that `$` in the base URL is not read as a replacement pattern (`$&`, `$'`).
  await writeFile(written, html.replace(SCRIPT_START, () => `<script data-worker="${baseUrl}assets/js/${worker}" data-index=`));
  await rename(written, page);
}
