import {parseAttributes} from '../../scripts/bench/html.mjs';
import {builtText, siteRoutes} from '../build/builtSite';
import {axeViolations, switchToLightMode} from './accessibility';
import {test, expect, waitForHydration} from './fixtures';

// What a page is made of: its CSS-module class names (one per component part, such as `example_juiu`)
// and the stock markup axe judges differently (tabs, admonitions, tables, details, images, and the banner
// of a docs version that is no longer maintained).
const stockMarkers = ['role=tablist', 'theme-admonition', '<table', '<details', '<img', 'theme-doc-version-banner'];
function pageParts(html: string): string[] {
  const moduleClasses = [...html.matchAll(/class=(?:"([^"]*)"|([^\s>]+))/g)]
    .flatMap((match) => (match[1] ?? match[2]).split(/\s+/))
    .filter((name) => /^[a-zA-Z][\w-]*_[\w-]{4}$/.test(name));
  return [...moduleClasses, ...stockMarkers.filter((marker) => html.replaceAll('"', '').includes(marker))];
}
// Live code blocks render on the client only, so their markup is not in the built HTML.
const liveCodePages = ['/docs/community/merge'];

/**
 * A page's layout: the page-type classes Docusaurus puts on `<html>` (blog post, doc page, tag list…).
 * The docs version's class is left out: a 4.x page has the layout of a 5.x page, plus the banner above.
 */
function pageLayout(html: string): string {
  const {class: classes = ''} = parseAttributes(/<html\b([^>]*)>/.exec(html)?.[1] ?? '');
  const pageType = classes.split(/\s+/).filter((name) => !name.startsWith('docs-doc-id-') && !name.startsWith('docs-version-'));
  return `layout:${pageType.sort().join(' ')}`;
}

/**
 * The routes the axe sweep visits in `npm test`: every top-level page (home, blog, search, playground…) and
 * the live code pages, then, until every layout (doc page, category index, blog post, archive, tag list…),
 * component part and kind of stock markup is on a visited page, the page that adds the most of them for
 * its size (the size of its HTML, what axe's time grows with). So each part is checked once, on a short
 * page where there is one.
 * AXE_ALL_ROUTES=1 sweeps every route instead; the scheduled workflow .github/workflows/accessibility.yml does.
 */
function axeRoutes(): string[] {
  if (process.env.AXE_ALL_ROUTES === '1') return siteRoutes;
  const pages = siteRoutes.map((route) => {
    const html = builtText(route);
    return {route, size: html.length, features: new Set([pageLayout(html), ...pageParts(html)])};
  });
  const sample: string[] = [];
  const seen = new Set<string>();
  const visit = (page: (typeof pages)[number]) => {
    sample.push(page.route);
    for (const feature of page.features) seen.add(feature);
  };
  for (const page of pages) if (page.route.lastIndexOf('/') === 0 || liveCodePages.includes(page.route)) visit(page);
  for (;;) {
    const gains = pages.map((page) => ({page, unseen: [...page.features].filter((feature) => !seen.has(feature)).length}));
    const best = gains.filter(({unseen}) => unseen > 0).sort((a, b) => b.unseen / b.page.size - a.unseen / a.page.size)[0];
    if (!best) return sample;
    visit(best.page);
  }
}

/** `routes` in groups of `size`: each group is one test, its routes loaded in turn in one page (a page per route only added a browser context each). */
function inGroups(routes: string[], size: number): string[][] {
  return Array.from({length: Math.ceil(routes.length / size)}, (_, index) => routes.slice(index * size, (index + 1) * size));
}

// A plain colour switch (no view transition), so that axe sees the final colours. Long pages (the
// options reference) take axe a while on a busy two-core machine.
test.describe('accessibility', () => {
  test.use({reducedMotion: 'reduce'});

  for (const routes of inGroups(axeRoutes(), 3)) {
    test(`${routes.join(', ')}: no axe violation in dark and light mode`, async ({page}) => {
      test.setTimeout(120_000 * routes.length);
      for (const route of routes) {
        await test.step(route, async () => {
          // The light pass stored its choice; each route starts in the default dark mode.
          if (route !== routes[0]) await page.evaluate(() => window.localStorage.removeItem('theme'));
          await page.goto(route);
          await waitForHydration(page);
          await expect(page.locator('h1').first(), route).toBeVisible();
          await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'dark');
          expect.soft(await axeViolations(page), `${route}: axe violations in dark mode`).toEqual([]);
          await switchToLightMode(page);
          expect.soft(await axeViolations(page, {colourOnly: true}), `${route}: axe colour violations in light mode`).toEqual([]);
        });
      }
    });
  }
});

// The navbar, the search button and the sidebars change below 997 px: the same rules at phone width.
test.describe('accessibility on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  for (const routes of inGroups(['/', '/docs/intro', '/blog/2025/3/v4-release', '/playground'], 2)) {
    test(`${routes.join(', ')}: no axe violation at 390 px`, async ({page}) => {
      test.setTimeout(60_000 * routes.length);
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(route);
          await waitForHydration(page);
          expect.soft(await axeViolations(page), `${route}: axe violations at 390 px`).toEqual([]);
        });
      }
    });
  }
});

// Pages that were removed or merged keep their address: each old route lands on the page that holds its content.
const movedRoutes = [
  {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
  {from: '/docs/quick-start/v4/UniappHbuilderStyle', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  {from: '/docs/quick-start/v4/UniAppHbuilderShared', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
];

// One page for all of them: each redirect is a load of its own, and a page per route only added a browser context each.
test('the old routes of removed or merged pages lead to the page that holds their content', async ({page}) => {
  for (const {from, to} of movedRoutes) {
    await test.step(`${from} leads to ${to}`, async () => {
      await page.goto(`${from}?from=old#top`);
      await expect(page, from).toHaveURL(`${to}?from=old#top`);
      await waitForHydration(page);
      await expect(page.locator('h1').first(), from).toBeVisible();
    });
  }
});
