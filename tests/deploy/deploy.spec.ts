import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from '../e2e/fixtures';
import {deployEnv} from './env.mjs';

// Smoke tests of a build made with the deploy job's variables (npm run test:deploy). Algolia and Google
// are answered by stubs in the browser; the fixtures fail a test on any console error (CSP violations
// included), any failed request and any request that would leave the machine.

// The hosts the stubs below answer: requests for them are the tests' to check, not a leak.
test.use({stubbedRequests: /^https:\/\/(?:www\.googletagmanager\.com|[\w-]+\.algolia(?:net)?\.(?:net|com))\//});

// Algolia's v5 lite client sends each request's parameters flat, next to indexName.
interface AlgoliaRequest {
  readonly indexName: string;
  readonly query?: string;
}

const highlight = (value: string) => ({value, matchLevel: 'full', matchedWords: ['rem']});

/**
 * Answers Algolia's search API with one hit, a section of the rem2rpx guide, and gtag.js with an empty
 * script; returns the search requests and the gtag.js addresses the page asked for.
 */
async function stubHostedServices(page: Page): Promise<{searches: AlgoliaRequest[]; gtag: string[]}> {
  const gtag: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    gtag.push(route.request().url());
    await route.fulfill({contentType: 'text/javascript', body: 'window.gtagStubLoaded = true;'});
  });
  const seen: AlgoliaRequest[] = [];
  const answer = async (route: Route) => {
    const body = route.request().postDataJSON() as {requests: AlgoliaRequest[]};
    seen.push(...body.requests);
    const url = `${deployEnv.SITE_URL}/docs/quick-start/rem2rpx#enable`;
    const hierarchy = {lvl0: '指南', lvl1: 'rem 转 rpx（或 px）', lvl2: '开启 rem2rpx', lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const hit = {
      objectID: 'rem2rpx-enable',
      url,
      url_without_anchor: url.split('#')[0],
      anchor: 'enable',
      type: 'lvl2',
      content: null,
      hierarchy,
      _highlightResult: {hierarchy: {lvl0: highlight('指南'), lvl1: highlight('<mark>rem</mark> 转 rpx（或 px）'), lvl2: highlight('开启 <mark>rem</mark>2rpx')}},
      _snippetResult: {hierarchy: {lvl1: highlight('<mark>rem</mark> 转 rpx（或 px）')}},
    };
    const results = body.requests.map((request) => ({
      index: request.indexName,
      hits: [hit],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      facets: {},
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: request.query ?? '',
      params: '',
    }));
    await route.fulfill({json: {results}});
  };
  await page.route('https://*.algolia.net/**', answer);
  await page.route('https://*.algolianet.com/**', answer);
  return {searches: seen, gtag};
}

test('the search modal asks the hosted index and lists its hits, within the CSP', async ({page}) => {
  const {searches} = await stubHostedServices(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('rem');
  // The Ask AI entry comes first: the assistant is configured.
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('问 AI');
  const hit = page.locator('.DocSearch-Hit', {hasText: 'rem 转 rpx'});
  await expect(hit).toBeVisible();
  expect(searches.some((request) => request.indexName === deployEnv.ALGOLIA_INDEX_NAME && request.query === 'rem')).toBe(true);
  // Hits of the configured site URL lead into this site.
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/rem2rpx#enable$/);
});

test('the modal offers the query in the 4.x docs, and /search asks the hosted index for the version its address names', async ({page}) => {
  const {searches} = await stubHostedServices(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  // The modal's code loads on its first use; keys pressed before its box has focus go to the page.
  await expect(page.locator('.DocSearch-Input')).toBeFocused({timeout: 15_000});
  await page.keyboard.type('rem');
  await expect(page.getByRole('link', {name: '在 4.x 文档中搜索“rem”'})).toHaveAttribute('href', '/search?q=rem&version=4.x');
  await page.goto('/search?q=rem&version=4.x');
  await expect(page.locator('main article h2').first()).toContainText('开启 rem2rpx');
  expect(JSON.stringify(searches)).toContain('docusaurus_tag:docs-default-4.x');
});

test('the /search page lists the hosted hits', async ({page}) => {
  await stubHostedServices(page);
  await page.goto('/search?q=rem');
  await expect(page.locator('main article h2').first()).toContainText('开启 rem2rpx');
  // No embedded index exists in this build.
  expect((await page.request.get('/search-index.json')).status()).toBe(404);
});

test('analytics load gtag.js with the measurement id, and its inline snippet is allowed by the CSP', async ({page}) => {
  const {gtag} = await stubHostedServices(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => gtag).toContain(`https://www.googletagmanager.com/gtag/js?id=${deployEnv.GTAG_ID}`);
  // The inline snippet ran (a CSP block would be a console error): it queued the config call.
  const queued = await page.evaluate(() => JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []));
  expect(queued).toContain(deployEnv.GTAG_ID);
});

for (const path of ['/', '/docs/intro', '/blog', '/playground']) {
  test(`${path} renders with the deployed configuration`, async ({page}) => {
    await stubHostedServices(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
