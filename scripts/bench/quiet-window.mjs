// A browser window for a timed page load, opened the way a reader's is: before the page, not with it.
// In the second after a new context's window opens, Debian's full Chromium spends about 1.4 CPU-seconds
// on this machine, most of it in a renderer that preloads the address bar's popup
// (chrome://omnibox-popup.top-chrome/); a page loaded at once shares two cores with it. A reader follows
// a link in a window already open. The headless shell the tests run does no such work, so the e2e suite
// does not wait for it; nor does the modal measure, which times keys pressed after its page has hydrated.

const POLL_MS = 250;
// A window is settled once the whole browser spends less than this in each of QUIET_POLLS polls in a row
// (an idle browser: 0–30 ms; the start-up has paused for one poll between bursts).
const QUIET_CPU_MS = 40;
const QUIET_POLLS = 2;
const MAX_WAIT_MS = 10_000;

/**
 * Opens a page in a fresh context of `browser` (Playwright's Chromium) and waits until all of the
 * browser's processes are quiet (CPU time from DevTools' SystemInfo.getProcessInfo), MAX_WAIT_MS at most.
 * `settledMs` is how long that took, or null when the browser was still busy at MAX_WAIT_MS.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} [contextOptions]
 * @returns {Promise<{context: import('@playwright/test').BrowserContext, page: import('@playwright/test').Page, settledMs: number | null}>}
 */
export async function openQuietPage(browser, contextOptions) {
  const started = Date.now();
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await browser.newBrowserCDPSession();
    let settledMs = null;
    try {
      const cpuSeconds = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
      let before = await cpuSeconds();
      let quietPolls = 0;
      while (settledMs === null && Date.now() - started < MAX_WAIT_MS) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const now = await cpuSeconds();
        quietPolls = (now - before) * 1000 < QUIET_CPU_MS ? quietPolls + 1 : 0;
        if (quietPolls === QUIET_POLLS) settledMs = Date.now() - started;
        before = now;
      }
    } finally {
      // A browser that has gone away fails the run with its own error, not this one's.
      await cdp.detach().catch(() => {});
    }
    return {context, page, settledMs};
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}
