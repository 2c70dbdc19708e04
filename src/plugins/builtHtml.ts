// The built HTML pages, for the plugins' postBuild hooks that read them (security-headers hashes their
// inline scripts). What a page needs is written as it is rendered (./ssgTemplate.ts); one hook rewrites one
// page, /search, for an address only the finished client bundle knows (search/node/searchPageWorker.ts).
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`. */
export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}
