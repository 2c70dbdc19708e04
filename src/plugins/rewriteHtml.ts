// The built HTML pages, for the plugins' postBuild hooks. Docusaurus runs those hooks at the same time;
// two of them (async-styles, no-js) rewrite pages. Each rewrite of a file waits for the previous one, so
// neither overwrites the other's, and replaces the file whole, because other hooks read the pages
// meanwhile (the blog's feeds, security-headers' hashes of inline scripts) and must never see one half written.
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`. */
export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

const pending = new Map<string, Promise<void>>();

/** Reads `file`, passes its text to `transform` and writes the result back if it changed, after any earlier rewrite of the same file. */
export function rewriteHtmlFile(file: string, transform: (html: string) => string): Promise<void> {
  const rewrite = (pending.get(file) ?? Promise.resolve()).then(async () => {
    const html = await readFile(file, 'utf8');
    const written = transform(html);
    if (written === html) return;
    // Written beside the page, then renamed over it: a rename on one file system replaces the page at once.
    const beside = `${file}.${process.pid}.rewriting`;
    await writeFile(beside, written);
    await rename(beside, file);
  });
  const settled = rewrite.catch(() => undefined);
  pending.set(file, settled);
  void settled.then(() => {
    if (pending.get(file) === settled) pending.delete(file);
  });
  return rewrite;
}
