// A browser window for a timed page load, opened the way a reader's is: before the page, not with it.
// Each new context of Debian's full Chromium opens a window whose own start-up (the browser UI's WebUI
// renderers, the window's compositor) takes about 1.4 CPU-seconds over the next second on this machine;
// a page loaded at once shares two cores with it. A reader follows a link in a window already open.
// The headless shell the tests run does no such work, so the e2e suite does not wait for it.

const POLL_MS = 250;
// A window is settled once the whole browser spends less than this in one poll (idle tabs: 0–30 ms).
const QUIET_CPU_MS = 40;
const MAX_WAIT_MS = 10_000;

/**
 * Opens a page in a fresh context of `browser` (Playwright's Chromium) and waits until all of the
 * browser's processes are quiet (CPU time from DevTools' SystemInfo.getProcessInfo) before returning it,
 * or MAX_WAIT_MS at most.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').BrowserContextOptions} [contextOptions]
 * @returns {Promise<{context: import('@playwright/test').BrowserContext, page: import('@playwright/test').Page}>}
 */
export async function openQuietPage(browser, contextOptions) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await browser.newBrowserCDPSession();
    try {
      const cpuSeconds = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
      const deadline = Date.now() + MAX_WAIT_MS;
      let before = await cpuSeconds();
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const now = await cpuSeconds();
        if ((now - before) * 1000 < QUIET_CPU_MS) break;
        before = now;
      }
    } finally {
      await cdp.detach();
    }
    return {context, page};
  } catch (error) {
    await context.close();
    throw error;
  }
}
