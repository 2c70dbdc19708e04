// Time from a reader's first keystroke in the search modal to the first result shown, on fresh pages of
// a build served on 127.0.0.1: what a reader's first impression of search is made of.
/* global document, window, MutationObserver -- used by the functions page.evaluate runs in the browser */
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../lib/chromium.mjs';
import {serveBuild} from './server.mjs';

/** Chrome DevTools' "Fast 4G" preset: 9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip. */
export const FAST_4G = {offline: false, latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8};

/**
 * Opens `path` in a fresh browser context `runs` times, presses Ctrl+K, types `query` at 60 ms a key
 * and returns, one per run, the milliseconds to the first hit in the DOM from the first key of the
 * query (`fromQueryKey`) and from the Ctrl of Ctrl+K (`fromShortcut`: the modal's chunk, the index and
 * its loading, all the reader waits for). Both count from the time a key was pressed, not the time a
 * handler ran: a main thread busy loading the index would otherwise hide its own delay.
 * @param {{root: string, path?: string, query?: string, runs?: number, network?: typeof FAST_4G}} options
 * @returns {Promise<{fromQueryKey: number, fromShortcut: number}[]>}
 */
export async function firstSearchTimes({root, path = '/docs/intro', query = 'rpx', runs = 5, network}) {
  const server = await serveBuild(root);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      if (network) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', network);
      }
      await page.evaluate((firstKey) => {
        window.firstSearchTiming = new Promise((resolve) => {
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
      times.push({fromQueryKey: Math.round(fromQueryKey), fromShortcut: Math.round(fromShortcut)});
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return times;
}
