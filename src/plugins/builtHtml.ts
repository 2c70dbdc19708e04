// The built HTML pages, for the plugins' postBuild hooks that read them (security-headers hashes their
// inline scripts). No hook rewrites them: what a page needs is written as it is rendered (./ssgTemplate.ts).
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`. */
export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}
