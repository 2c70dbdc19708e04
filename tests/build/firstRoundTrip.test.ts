// Lighthouse's simulation (and a real phone on a new connection) sends the first 10 × 1460 bytes of a
// response in one round trip; a page whose HTML and headers pass that waits one more round trip (150 ms in
// the mobile preset) before its first paint. Measured as `npm run bench` serves the build: gzip, with the
// headers of `_headers`.
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SITE_DOC_PATHS, benchmarkArticle} from '../../scripts/bench/pages.mjs';
import {serveBuild, wireBytes} from '../../scripts/bench/server.mjs';
import {buildDir, builtText, siteRoutes} from './builtSite';

const firstRoundTrip = 10 * 1460;

describe('the pages the benchmark measures arrive in the first round trip', () => {
  let server: Awaited<ReturnType<typeof serveBuild>>;
  beforeAll(async () => {
    server = await serveBuild(buildDir);
  });
  afterAll(() => server.close());

  // The 5.x doc page (SITE_DOC_PATHS.doc) does not fit yet: about 0.6 KB over.
  const routes = ['/', SITE_DOC_PATHS.doc4x, benchmarkArticle(path.resolve('.')).route];
  it.each(routes)('%s: HTML and response headers within 14,600 bytes', async (route) => {
    expect(await wireBytes(server.url, route)).toBeLessThanOrEqual(firstRoundTrip);
  });
});

describe('bytes a page does not need', () => {
  it('no link or list item of a doc or post is served with an empty class attribute', () => {
    const articles = (route: string) => [...builtText(route).matchAll(/<article[\s>][\s\S]*?<\/article>/g)].map(([article]) => article);
    const empty = siteRoutes.filter((route) => articles(route).some((article) => /<(?:a|li)\s[^>]*class=""/.test(article)));
    expect(empty).toEqual([]);
  });
});
