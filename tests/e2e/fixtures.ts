import {test as base, expect, type Page} from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
}

interface Fixtures {
  problems: PageProblems;
  /**
   * Console errors matching this are expected by the test and not reported. (A single pattern, not a
   * list: Playwright would read a list of patterns as a fixture's [value, options] pair.)
   */
  allowedConsole: RegExp | undefined;
  /** Request URLs whose failure the test itself causes. */
  allowedFailedRequests: RegExp | undefined;
  /** Addresses of other hosts that the test answers itself with `page.route` (the deploy smoke tests' stubs). */
  stubbedRequests: RegExp | undefined;
}

/**
 * Playwright runs the init script below in every frame, also in the playground's preview frame, which is
 * sandboxed without scripts: Chromium refuses it and logs this. The refusal is the sandbox working.
 */
const sandboxedFrameRefusal = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

/**
 * Every test fails on a console error, an uncaught exception, a failed request or any request for
 * another host. Such a request cannot leave the machine: the browser sends everything but loopback to a
 * proxy address where nothing listens (`blockedProxy` in playwright.config.ts).
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [undefined, {option: true}],
  allowedFailedRequests: [undefined, {option: true}],
  stubbedRequests: [undefined, {option: true}],
  problems: [
    async ({page, allowedConsole, allowedFailedRequests, stubbedRequests}, use) => {
      const problems: PageProblems = {consoleErrors: [], pageErrors: [], failedRequests: [], externalRequests: []};
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !isLoopback(url) && !stubbedRequests?.test(url.href)) problems.externalRequests.push(url.href);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsole?.test(text) && !sandboxedFrameRefusal.test(text)) problems.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      // Anything the Content-Security-Policy of _headers blocks becomes a console error, so it fails the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      const expectedFailure = (url: string) => Boolean(allowedFailedRequests?.test(url));
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        // ERR_ABORTED is the browser cancelling its own request (a reload or navigation while a prefetch
        // is in flight); a request that really fails shows up with an HTTP status or another net error.
        const cancelledByPage = request.failure()?.errorText === 'net::ERR_ABORTED';
        if (isLoopback(url) && !cancelledByPage && !expectedFailure(url.href)) {
          problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
        }
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        const isSubresource = response.request().resourceType() !== 'document';
        if (isLoopback(url) && response.status() >= 400 && isSubresource && !expectedFailure(url.href)) {
          problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
        }
      });
      await use(problems);
      expect.soft(problems.externalRequests, 'requests leaving 127.0.0.1').toEqual([]);
      expect.soft(problems.pageErrors, 'uncaught exceptions').toEqual([]);
      expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.failedRequests, 'failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Makes the next loads of `page` start in `mode`, as a reader's stored choice would. */
export async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
}

/** Dismisses and counts JavaScript dialogs: a hostile input that executes would open one. */
export function countDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  return () => dialogs;
}
