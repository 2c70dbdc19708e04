import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {rewriteHtmlFile} from '../../src/plugins/rewriteHtml';

describe('rewriteHtmlFile', () => {
  it('applies rewrites of one file started at the same time one after the other, so none is lost', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rewrite-html-')), 'page.html');
    writeFileSync(file, '<html><head></head></html>');
    await Promise.all([
      rewriteHtmlFile(file, (html) => html.replace('<html>', '<html data-theme=dark>')),
      rewriteHtmlFile(file, (html) => html.replace('</head>', '<link rel=stylesheet href=/a.css></head>')),
      rewriteHtmlFile(file, (html) => html.replace('</html>', '<!-- three --></html>')),
    ]);
    expect(readFileSync(file, 'utf8')).toBe('<html data-theme=dark><head><link rel=stylesheet href=/a.css></head><!-- three --></html>');
  });

  it('replaces the file whole, so that a hook reading it meanwhile never sees it half written', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'rewrite-html-'));
    try {
      const file = path.join(folder, 'page.html');
      // A large page, so that writing it takes long enough for sizes read in between to show.
      const page = `<html><head><title>${'页'.repeat(4_000_000)}</title></head></html>`;
      writeFileSync(file, page);
      const [before, after] = [Buffer.byteLength(page), Buffer.byteLength(page) + ' data-theme=dark'.length];
      const sizes = new Set<number>();
      let writing = true;
      const rewrite = rewriteHtmlFile(file, (html) => html.replace('<html>', '<html data-theme=dark>')).finally(() => (writing = false));
      // Read between the write's steps, as the other hooks' reads run.
      while (writing) {
        sizes.add(statSync(file).size);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await rewrite;
      expect([...sizes].filter((size) => size !== before && size !== after)).toEqual([]);
      expect(statSync(file).size).toBe(after);
      expect(readdirSync(folder)).toEqual(['page.html']);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });

  it('passes a failed rewrite on without blocking the next one', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rewrite-html-')), 'page.html');
    writeFileSync(file, '<p>');
    const failing = rewriteHtmlFile(file, () => {
      throw new Error('no <html> tag');
    });
    const next = rewriteHtmlFile(file, (html) => `${html}ok`);
    await expect(failing).rejects.toThrow(/no <html> tag/);
    await next;
    expect(readFileSync(file, 'utf8')).toBe('<p>ok');
  });
});
