// Every URL the site published before the docs were versioned (src/data/published-urls.txt, taken from the
// sitemap, the built pages and the redirects of that build) still reaches a page: directly, or through one
// redirect (src/plugins/page-redirects) to the same topic in 5.x or to the route's 4.x page.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtText, redirectTarget} from './builtSite';

const published = readFileSync(path.resolve('src/data/published-urls.txt'), 'utf8').split('\n').filter(Boolean);
const hostRedirects = new Map(
  readFileSync(path.join(buildDir, '_redirects'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .map(([from, to, status]) => [from, `${to} ${status}`]),
);

describe('published URLs', () => {
  it('the list covers the docs, the blog and the top-level pages', () => {
    expect(published.length).toBeGreaterThan(150);
    expect(published).toEqual(expect.arrayContaining(['/', '/docs/intro', '/docs/api/interfaces/UserDefinedOptions', '/blog/2026/5/v4.12-release', '/playground']));
  });

  it.each(published)('%s reaches a page', (route) => {
    const html = builtText(route);
    const target = redirectTarget(html);
    if (!target) {
      expect(html).toContain('<h1');
      return;
    }
    // One hop, the same in the host's redirect file, to a real page.
    expect(hostRedirects.get(route)).toBe(`${target} 301`);
    const landing = builtText(target.split('#')[0]);
    expect(redirectTarget(landing), `${route} → ${target} redirects again`).toBeUndefined();
    expect(landing).toContain('<h1');
    // A docs route goes to the same path in 4.x unless config/redirects.ts names the page that now holds its topic.
    if (route.startsWith('/docs/') && !target.startsWith('/docs/4.x/')) expect(target).not.toBe(route);
  });
});
