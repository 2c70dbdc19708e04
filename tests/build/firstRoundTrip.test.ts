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

  const routes = ['/', SITE_DOC_PATHS.doc, SITE_DOC_PATHS.doc4x, benchmarkArticle(path.resolve('.')).route];
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

  it('no page has a meta keywords tag (search engines ignore it; the front matter keeps the keywords)', () => {
    expect(siteRoutes.filter((route) => /<meta\s[^>]*name=(?:"keywords"|keywords)[\s/>]/.test(builtText(route)))).toEqual([]);
  });

  it('the no-JS table of contents is the same markup as the desktop one, so gzip stores it once', () => {
    const lists = siteRoutes.flatMap((route) => {
      const html = builtText(route);
      const noJs = /<details class=no-js-toc><summary>[^<]*<\/summary>(<ul[\s\S]*?<\/ul>)<\/details>/.exec(html)?.[1];
      const desktop = /theme-doc-toc-desktop">(<ul[\s\S]*?<\/ul>)<\/div>/.exec(html)?.[1];
      return noJs && desktop ? [{route, same: noJs === desktop}] : [];
    });
    expect(lists.length).toBeGreaterThan(100);
    expect(lists.filter(({same}) => !same).map(({route}) => route)).toEqual([]);
  });
});
