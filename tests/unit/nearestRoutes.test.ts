import {describe, expect, it} from 'vitest';
import {redirects} from '../../config/redirects';
import {nearestRoutes, pathWords} from '../../src/theme/NotFound/Content/nearestRoutes';

const routes = [
  '/',
  '/blog',
  '/blog/2025/3/v4-release',
  '/docs/intro',
  '/docs/uni-app-x',
  '/docs/quick-start/v4/uni-app-vite',
  '/docs/quick-start/v4/uni-app-vite-hbuilder',
  '/docs/quick-start/v4/uni-app-x',
  '/docs/quick-start/v4/taro-vite',
  '/docs/4.x/quick-start/v4/uni-app-vite',
];
const oldRoutes = redirects;

describe('the 404 page suggestions', () => {
  it('finds the page behind a typo, a different case, a trailing slash or a .html suffix, best first', () => {
    expect(nearestRoutes('/docs/quick-start/v4/uni-app-vitee', routes, [])[0]).toBe('/docs/quick-start/v4/uni-app-vite');
    expect(nearestRoutes('/Docs/Intro/', routes, [])[0]).toBe('/docs/intro');
    expect(nearestRoutes('/docs/intro.html', routes, [])[0]).toBe('/docs/intro');
    expect(nearestRoutes('/blog/v4-release', routes, [])[0]).toBe('/blog/2025/3/v4-release');
  });

  it('finds a page by its own name under the wrong folders, before pages whose names only start like it, and the current docs first', () => {
    for (const wanted of ['/docs/uni-app-vite', '/docs/quick-start/uni-app-vite', '/docs/v4/uni-app-vite', '/docs/quickstart/v4/uni-app-vite']) {
      const nearest = nearestRoutes(wanted, routes, []);
      expect(nearest[0], wanted).toBe('/docs/quick-start/v4/uni-app-vite');
      expect(nearest.indexOf('/docs/4.x/quick-start/v4/uni-app-vite'), wanted).toBe(1);
      const hbuilder = nearest.indexOf('/docs/quick-start/v4/uni-app-vite-hbuilder');
      if (hbuilder >= 0) expect(hbuilder, wanted).toBeGreaterThan(1);
    }
    // A 4.x address with a typo stays in 4.x.
    expect(nearestRoutes('/docs/4.x/quick-start/v4/uni-app-vit', routes, [])[0]).toBe('/docs/4.x/quick-start/v4/uni-app-vite');
  });

  it('leads a mistyped old route of the site to the page that replaced it', () => {
    expect(oldRoutes.length).toBeGreaterThan(0);
    expect(nearestRoutes('/docs/quick-start/v4/UniappCliStyles', routes, oldRoutes)[0]).toBe('/docs/quick-start/v4/uni-app-vite');
  });

  it('offers nothing for an address like no page, and survives odd input', () => {
    expect(nearestRoutes('/no-such-page', routes, oldRoutes)).toEqual([]);
    expect(nearestRoutes('/%E0%A4%A', routes, oldRoutes)).toEqual([]);
    const start = performance.now();
    expect(nearestRoutes(`/docs/${'x'.repeat(3000)}`, routes, oldRoutes)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('turns the address into search words', () => {
    expect(pathWords('/docs/quick-start/v4/UniappCliStyle')).toBe('quick start v4 uniapp cli style');
    expect(pathWords('/blog/%E5%8F%91%E5%B8%83.html')).toBe('发布');
    expect(pathWords('/%E0%A4%A')).toBe('e0 a4 a');
    expect(pathWords('/"><img src=x onerror=alert(1)>')).toBe('img src x onerror alert 1');
    expect(pathWords(`/docs/${'x'.repeat(3000)}`).length).toBeLessThanOrEqual(80);
  });
});
