// Time from a reader's first keys in the search modal (Ctrl+K, then the query's first letter) to the first
// result shown, on a fresh page of a build served on 127.0.0.1: what a reader's first impression of
// search is made of.
/* global document, window, MutationObserver -- used by the functions page.evaluate runs in the browser */

/** Chrome DevTools' "Fast 4G" preset: 9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip. */
export const FAST_4G = {offline: false, latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8};

/**
 * Opens `path` of the site at `siteUrl` in a fresh context of `browser`, presses Ctrl+K, types `query`
 * at 60 ms a key and returns the milliseconds to the first hit in the DOM from the first key of the
 * query (`fromQueryKey`) and from the Ctrl of Ctrl+K (`fromShortcut`: the modal's chunk, the index and
 * its loading, all the reader waits for). Both count from the time a key was pressed, not the time a
 * handler ran: a main thread busy loading the index would otherwise hide its own delay.
 * @param {import('@playwright/test').Browser} browser
 * @param {{siteUrl: string, path?: string, query?: string, network?: typeof FAST_4G}} options
 * @returns {Promise<{fromQueryKey: number, fromShortcut: number}>}
 */
export async function firstSearchTime(browser, {siteUrl, path = '/docs/intro', query = 'rpx', network}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}${path}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.evaluate((firstKey) => {
      window.firstSearchTiming = new Promise((resolve, reject) => {
        // A modal that never lists a hit (60 s, as the /search measure waits) fails the run with what it shows, rather than holding the benchmark forever.
        setTimeout(() => reject(new Error(`no search hit within 60 s; the modal shows: ${document.querySelector('.DocSearch-Modal')?.textContent?.slice(0, 300) ?? '(no modal)'}`)), 60_000);
        let shortcutDown = 0;
        let queryKeyDown = 0;
        document.addEventListener('keydown', (event) => {
          shortcutDown ||= event.timeStamp;
          if (!queryKeyDown && event.key === firstKey) queryKeyDown = event.timeStamp;
        }, true);
        new MutationObserver((_, observer) => {
          if (queryKeyDown && document.querySelector('.DocSearch-Hit')) {
            observer.disconnect();
            const now = performance.now();
            resolve({fromQueryKey: now - queryKeyDown, fromShortcut: now - shortcutDown});
          }
        }).observe(document.body, {childList: true, subtree: true});
      });
    }, query[0]);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(query, {delay: 60});
    const {fromQueryKey, fromShortcut} = await page.evaluate(() => window.firstSearchTiming);
    return {fromQueryKey: Math.round(fromQueryKey), fromShortcut: Math.round(fromShortcut)};
  } finally {
    await context.close();
  }
}
