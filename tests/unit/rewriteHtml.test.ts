import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
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
