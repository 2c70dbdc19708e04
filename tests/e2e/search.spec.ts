import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {shownPages} from '../../scripts/lib/search-results';
import {loadSearchIndex, runQuery} from '../../src/plugins/search/client/searchEngine';
import {buildDir} from '../build/builtSite';
import {axeColourViolationsOfScrolled, axeViolations, switchToLightMode} from './accessibility';
import {countDialogs, test, expect, waitForHydration} from './fixtures';
import {hydrationLayoutShift} from './layoutShift';

// A page's first query downloads the index and waits for its worker to load it: a fraction of a second
// here, but CI runs two browsers on two shared cores, and a starved run has taken over 20 s.
const firstQueryTimeout = 45_000;
test.describe.configure({timeout: 90_000});

async function openWithShortcut(page: Page, key: string, path = '/docs/intro') {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press(key);
  const modal = page.locator('.DocSearch-Modal');
  // The modal's code loads on its first use: on a starved machine that alone has taken over 5 s.
  await expect(modal).toBeVisible({timeout: firstQueryTimeout});
  return modal;
}

/**
 * The modal is gone and DocSearch has cleaned up after it. The modal leaves the DOM a moment before React's effects
 * run; until DocSearch's cleanup takes `DocSearch--active` off the body, its Ctrl+K and / listener refuses to open
 * the modal again (seen under load after Escape, Enter and a click on a result).
 */
async function expectModalClosed(page: Page) {
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
}

test('no search request is made before search is used; pointing at the search button starts the index download, before any key is typed', async ({page}) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index|search-modal|search-worker/.test(request.url())) searchRequests.push(request.url());
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(searchRequests).toEqual([]);
  const indexRequest = page.waitForRequest(/\/search-index\.[\w.-]+\.json$/);
  await page.locator('.DocSearch-Button').hover();
  await indexRequest;
});

test('while the index is still downloading, the modal does not claim there are no results', async ({page}) => {
  // The index is held back until the test has looked: a fixed delay raced the checks on a starved machine.
  let releaseIndex = () => {};
  const indexReleased = new Promise<void>((resolve) => {
    releaseIndex = resolve;
  });
  await page.route('**/search-index.*.json', async (route) => {
    await indexReleased;
    await route.continue();
  });
  await openWithShortcut(page, 'Control+k');
  await page.keyboard.type('zzqqxxyy');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeAttached();
  await expect(page.getByText('没有结果')).toBeHidden();
  releaseIndex();
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqqxxyy', {timeout: firstQueryTimeout});
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});

test.describe('when the index cannot be fetched', () => {
  test.use({allowedConsole: /Failed to load resource/, allowedFailedRequests: /search-index\./});

  test('the /search page stays usable', async ({page}) => {
    await page.route('**/search-index.*.json', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/search?q=rpx');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('rpx');
    await expect(page.getByRole('alert')).toContainText('无法获取搜索结果');
    await expect(page.getByRole('searchbox')).toBeEditable();
  });

  test('the modal says results could not be fetched', async ({page}) => {
    await page.route('**/search-index.*.json', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await openWithShortcut(page, 'Control+k');
    await page.locator('.DocSearch-Input').fill('rpx');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('无法获取结果');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('网络');
  });
});

// Three addresses of /search read in turn in one page: a fresh page for each only added a browser context each.
test('/search?q= lists results and keeps the query in the address; a hostile query is shown as text; a query without a version lists the current docs’ guide first, and no 4.x page', async ({page}) => {
  await test.step('/search?q= lists results and keeps the query in the address', async () => {
    await page.goto('/search?q=cssEntries');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('cssEntries');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible({timeout: firstQueryTimeout});
    await expect(page.locator('main article a[href*="cssentries"]').first()).toBeAttached();
    await page.getByRole('searchbox').fill('rem2rpx');
    await expect(page).toHaveURL(/[?&]q=rem2rpx/);
  });
  await test.step('a hostile query on /search is shown as text', async () => {
    const dialogs = countDialogs(page);
    const payload = '<img src=x onerror=alert(1)>"\'<script>alert(2)</script>';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('<img src=x onerror=alert(1)>');
    // The results (titles and snippets are inserted as HTML), or the note that there are none.
    await expect(page.locator('main article').first().or(page.locator('main').getByText('未找到结果'))).toBeVisible({timeout: firstQueryTimeout});
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });
  await test.step('a query without a version lists the current docs’ guide first, and no 4.x page', async () => {
    await page.goto('/search?q=taro%20vite');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible({timeout: firstQueryTimeout});
    const urls = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(urls.findIndex((url) => url.startsWith('/docs/quick-start/v4/taro-vite'))).toBe(0);
    expect(urls.filter((url) => url.startsWith('/docs/4.x/'))).toEqual([]);
  });
});

test('/search?q= downloads the parts of the index it searches once, from its HTML, which also starts the worker that reads them, without waiting for the page’s scripts', async ({page}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/search?q=rem2rpx');
  await expect(page.locator('main article').first()).toBeVisible({timeout: firstQueryTimeout});
  // A download that hydration or the page's client starts again would begin within this time.
  await page.waitForTimeout(1000);
  const downloads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/search-index.'))
      .map((entry) => `${new URL(entry.name).pathname.split('.').slice(0, -2).join('.')} ${(entry as PerformanceResourceTiming).initiatorType}`)
      .sort(),
  );
  // The unversioned pages' part and the current docs version's, each once, by the page's inline script.
  expect(downloads).toEqual(['/search-index.5.x fetch', '/search-index.shared fetch']);
  expect(workers.filter((url) => /\/assets\/js\/search-worker\.[\da-f]+\.js$/.test(url))).toHaveLength(1);
  // The page's client took the worker over.
  expect(await page.evaluate(() => '__searchIndexEarly' in window)).toBe(false);

  // With the site's main script emptied, the HTML alone starts the worker, which reads both parts.
  workers.length = 0;
  await page.route(/\/assets\/js\/main\.[\da-f]+\.js$/, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.goto('/search?q=rem2rpx&version=4.x');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          ((window as {__searchIndexEarly?: {replies: {type: string; tag?: string}[]}}).__searchIndexEarly?.replies ?? []).map(({type, tag}) => (tag ? `${type} ${tag}` : type)).sort(),
        ),
      {timeout: firstQueryTimeout},
    )
    .toEqual(['answers', 'loaded default', 'loaded docs-default-4.x']);
  expect(workers.filter((url) => /\/assets\/js\/search-worker\.[\da-f]+\.js$/.test(url))).toHaveLength(1);
});

/**
 * Holds the page's own queries to the index worker (ids from 0) until releasePageQueries, as on a phone whose worker is
 * still busy; the /search page HTML's query (id -1) goes at once.
 */
async function holdPageQueries(page: Page) {
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage as (this: Worker, message: unknown, transfer: Transferable[]) => void;
    let held: (() => void)[] | undefined = [];
    (window as {releaseQueries?: () => void}).releaseQueries = () => {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((send) => send());
    };
    Worker.prototype.postMessage = function (this: Worker, message: {type?: string; id?: number}, transfer?: Transferable[]) {
      const send = () => post.call(this, message, transfer ?? []);
      if (held && message?.type === 'query' && (message.id ?? -1) >= 0) held.push(send);
      else send();
    } as Worker['postMessage'];
  });
}

const releasePageQueries = (page: Page) => page.evaluate(() => (window as {releaseQueries?: () => void}).releaseQueries?.());

test('/search?q= shows the results its HTML asked the worker for before the page’s scripts run, the very results the page then shows as its own, once', async ({page}) => {
  const address = `/search?q=${encodeURIComponent('安装')}&version=4.x`;
  const resultsHtml = () => page.locator('main article').first().locator('xpath=..').evaluate((list) => list.innerHTML);
  await test.step('with the site’s main script emptied, the HTML’s script writes the results', async () => {
    await page.route(/\/assets\/js\/main\.[\da-f]+\.js$/, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    await page.goto(address);
    await expect(page.locator('#search-early-results article').first()).toBeVisible({timeout: firstQueryTimeout});
    expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe('false');
    // Nothing says the page is still waiting for results, or found none.
    await expect(page.locator('main [class*="loadingSpinner"], main [class*="noResults"]')).toHaveCount(0);
  });
  const early = await resultsHtml();
  expect(early).toContain('/docs/4.x/');
  await test.step('with its scripts, the page shows the same results as its own, and the early box is gone', async () => {
    await page.unrouteAll();
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator('main').getByText(/^找到 \d+ 条结果$/)).toBeVisible({timeout: firstQueryTimeout});
    await expect(page.locator('#search-early-results')).toHaveCount(0);
    expect(await resultsHtml()).toBe(early);
    expect(await page.locator('main article').count()).toBe(await page.locator('main article h2 a').count());
  });
  await test.step('a query typed into the box replaces them', async () => {
    await page.getByRole('searchbox').fill('rem2rpx');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /rem2rpx/i, {timeout: firstQueryTimeout});
    await expect(page.locator('#search-early-results')).toHaveCount(0);
  });
});

test('/search?q= keeps the results its HTML wrote while the page hydrates: hydration leaves the box’s content alone', async ({page}) => {
  await holdPageQueries(page);
  // The site's main script waits until the box has results, so that the page hydrates over them.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[\da-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search?q=rem2rpx', {waitUntil: 'commit'});
  const first = page.locator('#search-early-results article').first();
  await expect(first).toBeVisible({timeout: firstQueryTimeout});
  await first.evaluate((article) => ((window as {writtenByScript?: Element}).writtenByScript = article));
  release();
  await waitForHydration(page);
  // The very element the script wrote is still shown after hydration: nothing else could have put results there.
  expect(await page.evaluate(() => (window as {writtenByScript?: Element}).writtenByScript?.isConnected)).toBe(true);
  await expect(first).toBeVisible();
});

test('/search?q= takes the results its HTML wrote away when the reader chooses another docs version before the page has its own', async ({page}) => {
  await holdPageQueries(page);
  await page.goto('/search?q=rem2rpx');
  await waitForHydration(page);
  await expect(page.locator('#search-early-results article').first()).toBeVisible({timeout: firstQueryTimeout});
  await page.getByRole('combobox', {name: '文档版本'}).selectOption('4.x');
  await expect(page).toHaveURL(/version=4\.x/);
  // The 5.x results are not shown as the 4.x docs' while the page asks: the spinner says it is asking.
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(page.locator('main [class*="loadingSpinner"]')).toBeVisible();
  await releasePageQueries(page);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/docs\/4\.x\//, {timeout: firstQueryTimeout});
});

test('/search without a query downloads the index only once the page has loaded, and then answers a typed query', async ({page}) => {
  await page.goto('/search');
  await waitForHydration(page);
  // The parts come when the main thread is idle after the load event (within 2 s of it).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search-index.')).length), {timeout: 10_000}).toBe(2);
  const {loaded, firstDownload} = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    firstDownload: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search-index.')).map((entry) => entry.startTime)),
  }));
  expect(loaded).toBeGreaterThan(0);
  expect(firstDownload).toBeGreaterThanOrEqual(loaded);
  expect(await page.locator('link[rel="preload"][href*="/search-index."]').count()).toBe(0);
  await page.getByRole('searchbox').fill('rem2rpx');
  await expect(page.locator('main article').first()).toBeVisible({timeout: firstQueryTimeout});
});

// As in the sweep of routes: every rule in dark mode, then the colour rules again in light mode.
test.describe('accessibility with results shown', () => {
  test.use({reducedMotion: 'reduce'});

  // One load of /search?q=rpx for both: the count is read, the query typed again as it was, then axe runs.
  test('the /search page counts the same matches for the same query, typed or opened from a link, and has no axe violation with results in dark and light mode', async ({page}) => {
    await page.goto('/search?q=rpx');
    await test.step('the same query counts the same matches, typed or opened from a link', async () => {
      const count = page.locator('main').getByText(/^找到 \d+ 条结果$/);
      await expect(count).toBeVisible({timeout: firstQueryTimeout});
      const first = await count.innerText();
      await page.locator('main input[type="search"]').fill('rpx ');
      await expect(count).toHaveText(first);
      await page.locator('main input[type="search"]').fill('rpx');
      await expect(count).toHaveText(first);
    });
    await test.step('no axe violation with results in dark and light mode', async () => {
      await waitForHydration(page);
      await expect(page.locator('article').first()).toBeVisible({timeout: firstQueryTimeout});
      await expect(page.locator('main')).toHaveCount(1);
      expect.soft(await axeViolations(page), 'axe violations in dark mode').toEqual([]);
      await switchToLightMode(page);
      expect.soft(await axeViolations(page, {colourOnly: true}), 'axe colour violations in light mode').toEqual([]);
    });
  });
});

const unversionedDocs = (JSON.parse(readFileSync('src/data/unversioned-docs.json', 'utf8')) as {paths: string[]}).paths;
/** Whether a docs address is one of the pages about both versions (src/data/unversioned-docs.json). */
const aboutBothVersions = (href: string) => unversionedDocs.some((entry) => new RegExp(`^/docs/${entry}(?:[/#]|$)`).test(href));

/** The modal's first result. */
const firstModalHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

/** The addresses of the modal's results, in order. */
const modalHitUrls = (page: Page) => page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('data-url') ?? '', 'http://x').pathname));

/** The parts of the index a page has downloaded so far (`shared`, `5.x`, `4.x`), recorded from now on. */
function indexPartsDownloaded(page: Page): () => string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/search-index\.(.+)\.[\da-f]+\.json$/.exec(request.url())?.[1];
    if (part) parts.push(part);
  });
  return () => [...parts].sort();
}

// One 5.x doc page for what the modal does on the reader's way through the docs: a result opens its page
// without reloading the document, where Ctrl+K opens the modal again on the index already loaded. A page for
// each only repeated the load, the modal's code and the index. The order keeps each check's start: the
// modal is first opened here, and the 4.x part is asked for only by the query that names Tailwind CSS v3.
test('on 5.x doc pages, the modal: opens with its own style sheet; has no axe violation with results in dark and light mode; finds the rem-to-rpx guide and opens it; answers with no results, a WeChat error and an option name; searches 5.x first, offers the 4.x docs and brings their part when a query needs it', async ({page}) => {
  test.setTimeout(300_000);
  const downloaded = indexPartsDownloaded(page);
  const modal = page.locator('.DocSearch-Modal');
  const input = page.locator('.DocSearch-Input');
  await page.goto('/docs/intro');
  await waitForHydration(page);

  await test.step('the modal brings its own style sheet when it first opens; Ctrl+K and / open it, Escape closes it', async () => {
    const sheets = () => page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? '').filter(Boolean));
    expect((await sheets()).some((href) => href.includes('search-modal'))).toBe(false);
    await page.keyboard.press('Control+k');
    const container = page.locator('.DocSearch-Container');
    // The modal's code loads on its first use: on a starved machine that alone has taken over 5 s.
    await expect(container).toBeVisible({timeout: firstQueryTimeout});
    await expect(container).toHaveCSS('position', 'fixed');
    expect((await sheets()).some((href) => href.includes('search-modal'))).toBe(true);
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expectModalClosed(page);
    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(modal).toBeVisible();
    await expect(page.getByPlaceholder('搜索文档')).toBeFocused();
  });

  // As in the sweep of routes: every rule in dark mode, then the colour rules in light mode, after a plain
  // colour switch (no view transition) so that axe sees the final colours. The rest of the walk is in light mode.
  await test.step('the open modal with results has no axe violation in dark and light mode', async () => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    for (const theme of ['dark', 'light'] as const) {
      // The modal covers the colour switch: the light pass switches first and opens the modal again.
      if (theme === 'light') {
        await page.keyboard.press('Escape');
        await expectModalClosed(page);
        await switchToLightMode(page);
        await page.keyboard.press('Control+k');
      }
      await expect(input).toBeFocused();
      await input.fill('rpx');
      // The first query downloads and indexes the whole site: allow for a slow, busy machine.
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: firstQueryTimeout});
      expect.soft(await axeViolations(page, {colourOnly: theme === 'light'}), `axe violations in ${theme} mode`).toEqual([]);
      // The link to all results sits under the list, out of the scroll box's view, where axe does not judge colours.
      expect.soft(await axeColourViolationsOfScrolled(page, ['.DocSearch-HitsFooter']), `the modal's footer in ${theme} mode`).toEqual([]);
    }
    await input.fill('');
  });

  await test.step('a Chinese query finds the rem-to-rpx guide and Enter opens it at the heading', async () => {
    // Typed where the reader left off: the emptied input of the open modal.
    await expect(input).toBeFocused();
    // The whole query in one input event: typed key by key, each partial query is answered in turn, and the
    // guide leads the list of `rem 转 r` but not of `rem 转 rp` (the v4 tutorial), so a check could pass on a list
    // that a later answer then replaces before Enter.
    await input.fill('rem 转 rpx');
    await expect(firstModalHit(page)).toHaveAttribute('data-url', /\/docs\/quick-start\/rem2rpx(?:#|$)/, {timeout: firstQueryTimeout});
    await expect(page.locator('.DocSearch-Hits').first()).toContainText('rem');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    // Marks this document: a reload would take the mark away.
    await page.evaluate(() => Object.assign(window, {openedFromIntro: true}));
    await page.keyboard.press('Enter');
    // The address changes before the guide's code has loaded: wait for the guide itself, as a reader would,
    // or the next key lands mid-navigation.
    await expect(page).toHaveURL(/\/docs\/quick-start\/rem2rpx(?:#|$)/);
    await expect(page.locator('main h1')).toHaveText(/^rem 转 rpx/);
    expect(await page.evaluate(() => 'openedFromIntro' in window), 'the result opened in the same document, without a reload').toBe(true);
    await expectModalClosed(page);
  });

  await test.step('a query with no results offers a prefilled GitHub issue link', async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type('zzqqxxyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有结果： "zzqqxxyy"', {timeout: firstQueryTimeout});
    const report = page.locator('.DocSearch-NoResults a[href^="https://github.com/sonofmagic/weapp-tailwindcss/issues/new"]');
    await expect(report).toHaveAttribute('href', /zzqqxxyy/);
  });

  await test.step('a pasted WeChat developer tool error finds the section that explains it', async () => {
    // Pasted whole: the file position and the tool's environment must not decide the results.
    await input.fill('[ WXSS 文件编译错误] ./app.wxss(172:19): error at token `>`(env: macOS,mp,1.06.2409140; lib: 3.7.8)');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeAttached({timeout: firstQueryTimeout});
    const firstThree = await hits.evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('data-url') ?? ''));
    expect(firstThree.some((url) => url.includes('/docs/issues/troubleshooting#error-at-token-gt'))).toBe(true);
  });

  await test.step('an option name finds its entry in the options reference, with its anchor', async () => {
    await input.fill('');
    await page.keyboard.type('customAttributes');
    const hit = page.locator('.DocSearch-Hit a[data-url*="/docs/api/interfaces/UserDefinedOptions#customattributes"]').first();
    await expect(hit).toBeAttached({timeout: firstQueryTimeout});
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    // Results are not links (axe nested-interactive): a click still opens the page at the entry.
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/UserDefinedOptions#customattributes$/);
    await expect(page.locator('main h1')).toHaveText(/UserDefinedOptions$/);
    await expectModalClosed(page);
  });

  await test.step('a 5.x page finds the 5.x page first and offers the same query in the 4.x docs', async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.type('rem2rpx');
    // Typed key by key: the hits of the whole query are the ones whose first hit is its page.
    await expect(firstModalHit(page)).toHaveAttribute('data-url', /\/docs\/quick-start\/rem2rpx(?:#|$)/, {timeout: firstQueryTimeout});
    expect((await modalHitUrls(page)).filter((url) => url.startsWith('/docs/4.x/'))).toEqual([]);
    // No snippet shows the internal type an API entry inherits from.
    await expect(page.locator('.DocSearch-Hit', {hasText: 'UserDefinedOptionsImportantPart'})).toHaveCount(0);
    // 5.x pages download the unversioned pages' part and the 5.x part, not the 4.x one.
    expect(downloaded()).toEqual(['5.x', 'shared']);
    await expect(page.getByRole('link', {name: '在 4.x 文档中搜索“rem2rpx”'})).toHaveAttribute('href', '/search?q=rem2rpx&version=4.x');
  });

  await test.step('a query that names a Tailwind CSS version only the 4.x docs cover finds their guide from a 5.x page, labelled as 4.x', async () => {
    await input.fill('');
    await page.keyboard.type('taro tailwindcss v3');
    await expect(firstModalHit(page)).toHaveAttribute('data-url', /\/docs\/4\.x\/quick-start\/frameworks\/taro(?:#|$)/, {timeout: firstQueryTimeout});
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('4.x 文档 · 指南 · Tailwind CSS v3');
    // The query brought the 4.x part, once.
    expect(downloaded()).toEqual(['4.x', '5.x', 'shared']);
  });

  await test.step('the offer of the 4.x docs opens their search, which downloads no part again', async () => {
    await input.fill('');
    await page.keyboard.type('rem2rpx');
    const other = page.getByRole('link', {name: '在 4.x 文档中搜索“rem2rpx”'});
    await expect(other).toHaveAttribute('href', '/search?q=rem2rpx&version=4.x');
    await other.click();
    await expect(page).toHaveURL(/\/search\?q=rem2rpx&version=4\.x$/);
    await expect(page.getByRole('combobox', {name: '文档版本'})).toHaveValue('4.x');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/docs\/4\.x\/quick-start\/rem2rpx/, {timeout: firstQueryTimeout});
    expect(downloaded()).toEqual(['4.x', '5.x', 'shared']);
  });
});

test.describe('search by docs version', () => {
  test('/search?q=…&version=4.x searches the 4.x docs, and choosing 5.x takes the version out of the address', async ({page}) => {
    const downloaded = indexPartsDownloaded(page);
    await page.goto('/search?q=rem2rpx&version=4.x');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible({timeout: firstQueryTimeout});
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs[0]).toMatch(/^\/docs\/4\.x\/quick-start\/rem2rpx/);
    // The 5.x pages stay out; pages about both versions and the blog may come.
    expect(hrefs.filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/4.x/') && !aboutBothVersions(href))).toEqual([]);
    // An address naming 4.x downloads only the parts a 4.x search reads: neither the HTML nor the page starts the 5.x part.
    expect(downloaded()).toEqual(['4.x', 'shared']);
    await page.getByRole('combobox', {name: '文档版本'}).selectOption('current');
    await expect(page).toHaveURL(/\/search\?q=rem2rpx$/);
    await expect(links.first()).toHaveAttribute('href', /^\/docs\/quick-start\/rem2rpx/);
  });

  test('a page about both versions is found from a 4.x page, which downloads the 4.x part of the index only', async ({page}) => {
    const downloaded = indexPartsDownloaded(page);
    await openWithShortcut(page, 'Control+k', '/docs/4.x/intro');
    await page.keyboard.type('从 v2 迁移');
    await expect(firstModalHit(page)).toHaveAttribute('data-url', /\/docs\/migrations\/v2(?:#|$)/, {timeout: firstQueryTimeout});
    expect(downloaded()).toEqual(['4.x', 'shared']);
    await expect(page.getByRole('link', {name: '在 5.x 文档中搜索“从 v2 迁移”'})).toHaveAttribute('href', `/search?q=${encodeURIComponent('从 v2 迁移')}&version=5.x`);
  });
});

test('/search results read cleanly: no table headers, one breadcrumb per level, no single-character marks, an honest count', async ({page}) => {
  // The FAQ index answers this from a table row, and its sidebar and its title are both 常见问题.
  await page.goto(`/search?q=${encodeURIComponent('组件库 盒模型 不生效')}`);
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible({timeout: firstQueryTimeout});
  const summaries = await page.locator('main article p').allInnerTexts();
  expect(summaries.filter((summary) => /现象\s*文章|组件库\s*文章/.test(summary))).toEqual([]);
  const faqResult = results.filter({has: page.locator('h2 a[href^="/docs/issues#"], h2 a[href="/docs/issues"]')}).first();
  await expect(faqResult).toBeVisible();
  for (const trail of await results.locator('ul.breadcrumbs').evaluateAll((lists) => lists.map((list) => Array.from(list.children, (item) => item.textContent ?? '')))) {
    expect(trail.filter((level, index) => index > 0 && level === trail[index - 1])).toEqual([]);
  }
  const marks = await page.locator('main .search-result-match').allInnerTexts();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.filter((mark) => [...mark.trim()].length < 2)).toEqual([]);
  // Every listed result is counted and every counted one listed (scrolled to the end).
  const count = Number((await page.locator('main').getByText(/^找到 \d+ 条结果$/).innerText()).match(/\d+/)?.[0]);
  // Each scroll to the last result loads the next page; a busy machine takes its time for each.
  for (let shown = await results.count(); shown < count; shown = await results.count()) {
    await results.last().scrollIntoViewIfNeeded();
    await expect.poll(() => results.count(), {timeout: firstQueryTimeout}).toBeGreaterThan(shown);
  }
  await expect(results).toHaveCount(count);
});

test('the modal lists what the benchmarks count as shown: a section lists more than two pages, and a page that a markedly stronger page of a later section came before stays on /search', async ({page}) => {
  const index = loadSearchIndex(readdirSync(buildDir).filter((name) => /^search-index\..+\.json$/.test(name)).map((name) => readFileSync(path.join(buildDir, name), 'utf8')));
  const engineHits = (query: string) =>
    runQuery(index, {query, hitsPerPage: 20, facetFilters: [['language:zh-cn'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}, {origin: 'http://localhost', locale: 'zh-cn'}).hits;
  const modalPages = async () => [...new Set(await modalHitUrls(page))];
  await openWithShortcut(page, 'Control+k');
  const input = page.locator('.DocSearch-Input');
  // The answer is the third page of the first section, which DocSearch's five hits per section cut.
  await input.fill('不用打包工具 直接生成css');
  await expect.poll(modalPages, {timeout: firstQueryTimeout}).toEqual(shownPages(engineHits('不用打包工具 直接生成css')));
  await expect.poll(modalPages).toContain('/docs/tools/weapp-tw-cli');
  const hits = engineHits('box-sizing 盒模型');
  await input.fill('box-sizing 盒模型');
  await expect.poll(modalPages, {timeout: firstQueryTimeout}).toEqual(shownPages(hits));
  expect(shownPages(hits).length).toBeLessThan(new Set(hits.map(({url}) => new URL(url).pathname)).size);
});

for (const viewport of [{width: 1366, height: 768}, {width: 390, height: 844}]) {
  test.describe(`/search opened from a link, ${viewport.width} px wide`, () => {
    test.use({viewport});

    test('shows its results without moving anything on the page', async ({page}) => {
      // Long enough to take several lines at 390 px in the heading, which names the query only after hydration.
      const shift = await hydrationLayoutShift(page, `/search?q=${encodeURIComponent('uni-app vue3 vite 项目 样式没有打包到 app.wxss 怎么办')}`, async () => {
        await expect(page.locator('main article').first()).toBeVisible({timeout: firstQueryTimeout});
        await expect(page.locator('main').getByText(/^找到 \d+ 条结果$/)).toBeVisible();
        // Late shifts (the count, a second page of results) would come within this time.
        await page.waitForTimeout(1000);
      });
      expect(shift.score, `moved: ${shift.moved.join(', ')}`).toBe(0);
    });
  });
}
