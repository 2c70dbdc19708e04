// The search plugin's postBuild writes the index worker's address into the built /search page, for the
// page's inline script (client/earlyIndexWorker) to start the worker from the HTML.
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeSearchPageWorker} from '../../src/plugins/search/node/searchPageWorker';

const page = '<!doctype html><html><body><main></main><script data-index=\'[]\' data-locale="zh-cn">!function(){}()</script></body></html>';

function builtSite(workerChunks: string[], html = page): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-page-worker-'));
  mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
  for (const name of [...workerChunks, 'main.0a1b2c3d.js', 'runtime~main.4e5f6a7b.js']) writeFileSync(path.join(dir, 'assets', 'js', name), '');
  writeFileSync(path.join(dir, 'search.html'), html);
  return dir;
}

describe('the /search page’s worker address', () => {
  it('is the one search-worker chunk of the build, under the base URL, on the index script, and nothing else of the page changes', async () => {
    const dir = builtSite(['search-worker.aaa9545b.js']);
    await writeSearchPageWorker(dir, '/');
    expect(readFileSync(path.join(dir, 'search.html'), 'utf8')).toBe(page.replace('<script data-index=', '<script data-worker="/assets/js/search-worker.aaa9545b.js" data-index='));
    // Written to a side file and renamed into place: none is left behind.
    expect(readdirSync(dir).sort()).toEqual(['assets', 'search.html']);
    const other = builtSite(['search-worker.aaa9545b.js']);
    await writeSearchPageWorker(other, '/docs-site/');
    expect(readFileSync(path.join(other, 'search.html'), 'utf8')).toContain('data-worker="/docs-site/assets/js/search-worker.aaa9545b.js"');
  });

  it('is written as the base URL spells it, `$` patterns and all', async () => {
    const dir = builtSite(['search-worker.aaa9545b.js']);
    await writeSearchPageWorker(dir, '/a$&b/');
    expect(readFileSync(path.join(dir, 'search.html'), 'utf8')).toContain('<script data-worker="/a$&b/assets/js/search-worker.aaa9545b.js" data-index=');
  });

  it('fails the build when the bundle has no worker chunk or two, or the page has no index script', async () => {
    await expect(writeSearchPageWorker(builtSite([]), '/')).rejects.toThrow('expected one search-worker chunk in assets/js, found 0');
    await expect(writeSearchPageWorker(builtSite(['search-worker.aaa9545b.js', 'search-worker.bbb9545b.js']), '/')).rejects.toThrow('found 2');
    await expect(writeSearchPageWorker(builtSite(['search-worker.aaa9545b.js'], '<html><body></body></html>'), '/')).rejects.toThrow('expected one index script');
  });
});
