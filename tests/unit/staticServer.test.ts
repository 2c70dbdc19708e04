import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {resolveRequestPath} from '../../scripts/lib/static-server.mjs';
import {headersFor, parseHeadersFile} from '../../scripts/lib/headers-file.mjs';

describe('resolveRequestPath', () => {
  it('redirects .html, index.html and trailing slashes to the clean URL', () => {
    expect(resolveRequestPath('/docs/intro.html')).toEqual({redirect: '/docs/intro'});
    expect(resolveRequestPath('/docs/issues/index.html')).toEqual({redirect: '/docs/issues'});
    expect(resolveRequestPath('/index.html')).toEqual({redirect: '/'});
    expect(resolveRequestPath('/docs/intro/')).toEqual({redirect: '/docs/intro'});
  });

  it('tries the file, then the .html page, then the folder index', () => {
    expect(resolveRequestPath('/')).toEqual({files: ['index.html']});
    expect(resolveRequestPath('/docs/issues')).toEqual({
      files: ['docs/issues', 'docs/issues.html', 'docs/issues/index.html'],
    });
  });
});

describe('_headers parsing', () => {
  const rules = parseHeadersFile(`# comment
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`);

  it('reads patterns and their headers', () => {
    expect(rules).toHaveLength(2);
    expect(headersFor(rules, '/docs/intro')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ]);
    expect(headersFor(rules, '/assets/js/main.js')).toHaveLength(3);
  });
});

describe('caching in static/_headers', () => {
  const rules = parseHeadersFile(readFileSync('static/_headers', 'utf8'));
  const cacheControl = (pathname: string) => headersFor(rules, pathname).find(([name]) => name === 'Cache-Control')?.[1];

  it('keeps hashed files for a year and has every other response revalidated', () => {
    for (const hashed of ['/assets/js/main.0a1b2c3d.js', '/search-index.5.x.cf702a06cb.json', '/search-index.shared.cf702a06cb.json', '/playground/worker-92505aab848f.js']) {
      expect(cacheControl(hashed), hashed).toBe('public, max-age=31536000, immutable');
    }
    for (const named of ['/', '/docs/intro', '/search', '/playground', '/playground/manifest.json', '/llms.txt', '/sitemap.xml']) {
      expect(cacheControl(named), named).toBeUndefined();
    }
  });
});
