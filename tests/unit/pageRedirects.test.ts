import {describe, expect, it} from 'vitest';
import {publishedRouteRedirects, redirectPage} from '../../src/plugins/page-redirects';

const routes = new Set(['/docs/intro', '/docs/4.x/intro', '/docs/4.x/quick-start/install', '/docs/quick-start/v4/uni-app-vite']);
const options = {legacyDocsPath: '/docs/4.x', redirects: [{from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'}]};

describe('redirects of published routes', () => {
  it('leaves routes that are still pages alone', () => {
    expect(publishedRouteRedirects(['/docs/intro'], routes, {...options, redirects: []})).toEqual([]);
  });

  it('sends a docs route the current version dropped to its 4.x page, and a moved page to its configured target', () => {
    expect(publishedRouteRedirects(['/docs/intro', '/docs/quick-start/install'], routes, options)).toEqual([
      {from: '/docs/quick-start/install', to: '/docs/4.x/quick-start/install'},
      {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
    ]);
  });

  it('prefers the configured target (the same topic in 5.x) over the 4.x page', () => {
    const moved = [{from: '/docs/quick-start/install', to: '/docs/intro'}];
    expect(publishedRouteRedirects(['/docs/quick-start/install'], routes, {...options, redirects: moved})).toEqual(moved);
  });

  it('fails the build for a published route nothing answers, a target that is not a page, or a redirect of a live page', () => {
    expect(() => publishedRouteRedirects(['/docs/gone'], routes, options)).toThrow(/\/docs\/gone/);
    expect(() => publishedRouteRedirects([], routes, {...options, redirects: [{from: '/docs/x', to: '/docs/nowhere'}]})).toThrow(/not a page/);
    expect(() => publishedRouteRedirects([], routes, {...options, redirects: [{from: '/docs/intro', to: '/docs/4.x/intro'}]})).toThrow(/still a page/);
  });

  it('writes a page that moves on without an inline script, and escapes the target', () => {
    const html = redirectPage('/docs/a?b="c"', 'https://example.test');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/a?b=&quot;c&quot;">');
    expect(html).toContain('<script src="/redirect.js"></script>');
    expect(html).not.toMatch(/<script>/);
  });
});
