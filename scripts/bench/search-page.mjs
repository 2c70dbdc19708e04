// The /search page opened from a link (`/search?q=…` in a fresh browser context, its window open before
// the page, see quiet-window.mjs): the time from the start of navigation to the first result in the DOM,
// and the page's cumulative layout shift until it has settled, on a desktop window and on an emulated phone.
/* global document, window, Element, MutationObserver -- used by the functions page.evaluate runs in the browser */
import {devices} from '@playwright/test';

import {openQuietPage} from './quiet-window.mjs';

/** The two windows the search page is measured in. */
export const SEARCH_PAGE_VIEWPORTS = {
  desktop: {viewport: {width: 1366, height: 768}},
  phone: {...devices['Pixel 7'], defaultBrowserType: undefined},
};

// How long the page is watched after its first result for shifts that come later (more results, a count).
const SETTLE_MS = 1500;

/**
 * Opens `/search?q=<query>` of the site at `siteUrl` in a fresh context of `browser` and returns the
 * milliseconds from navigation start to the first result and the layout shift score (shifts after
 * input excluded), with the elements that moved, and how long the new window took to settle before it
 * (openQuietPage; null: still busy after 10 s).
 * @param {import('@playwright/test').Browser} browser
 * @param {{siteUrl: string, query?: string, viewport?: keyof typeof SEARCH_PAGE_VIEWPORTS}} options
 * @returns {Promise<{firstResultMs: number, cls: number, shifted: string[], settledMs: number | null}>}
 */
export async function searchPageRun(browser, {siteUrl, query = '安装', viewport = 'desktop'}) {
  const {context, page, settledMs} = await openQuietPage(browser, SEARCH_PAGE_VIEWPORTS[viewport]);
  try {
    await page.addInitScript(() => {
      const watch = {firstResult: 0, cls: 0, shifted: []};
      window.searchPageWatch = watch;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          watch.cls += entry.value;
          for (const source of entry.sources ?? []) {
            const node = source.node;
            const className = node instanceof Element ? node.getAttribute('class')?.split(' ')[0] : undefined;
            watch.shifted.push(node instanceof Element ? `${node.tagName.toLowerCase()}${className ? `.${className}` : ''}` : String(node?.nodeName));
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
      new MutationObserver((_, observer) => {
        if (document.querySelector('main article')) {
          watch.firstResult = performance.now();
          observer.disconnect();
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(`${siteUrl}/search?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(() => window.searchPageWatch.firstResult > 0, undefined, {timeout: 60_000});
    await page.waitForTimeout(SETTLE_MS);
    const watch = await page.evaluate(() => window.searchPageWatch);
    return {firstResultMs: Math.round(watch.firstResult), cls: Number(watch.cls.toFixed(3)), shifted: [...new Set(watch.shifted)], settledMs};
  } finally {
    await context.close();
  }
}
