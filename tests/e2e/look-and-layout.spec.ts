// How pages look: the blog's archive and list headings and the announcement bar in both colour modes, code-block
// copy buttons on a touch screen, the home page's framework cards at three widths, and a page whose HTML
// arrives slowly painted with its navbar whole.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {test, expect, setColourMode, waitForHydration} from './fixtures';

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('code-block copy buttons are visible without hovering', async ({page}) => {
    await page.goto('/docs/quick-start/v4/weapp-vite');
    await waitForHydration(page);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const copy = page.locator('.theme-code-block').first().getByRole('button', {name: /复制/});
    await expect(copy).toHaveCSS('opacity', '1');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => setColourMode(page, mode));

    // Two pages read in turn in one page: a fresh page for each only added a browser context each.
    test('the blog archive has a themed header, distinct title and subtitle, newest post first; the announcement bar is not white in dark mode and not dark in light mode', async ({page}) => {
      await test.step('the blog archive has a themed header, distinct title and subtitle, newest post first', async () => {
        await page.goto('/blog/archive');
        await waitForHydration(page);
        const header = page.locator('header').filter({has: page.locator('h1')});
        const title = await header.locator('h1').textContent();
        const subtitle = await header.locator('p').textContent();
        expect(title).not.toBe(subtitle);
        // The header takes the page's own surface colour, not a fixed primary-coloured hero.
        const colours = await header.evaluate((element) => {
          const surface = getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-surface-color');
          const probe = document.createElement('div');
          probe.style.backgroundColor = surface;
          document.body.append(probe);
          const expected = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return {actual: getComputedStyle(element).backgroundColor, expected};
        });
        expect(colours.actual).toBe(colours.expected);
        const dates = await page.locator('main li a').evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
        expect(dates[0]).toContain('v5.3-release');
        expect(dates.at(-1)).toContain('v4-release');
      });

      await test.step('the announcement bar is not white in dark mode and not dark in light mode', async () => {
        await page.goto('/');
        await waitForHydration(page);
        const bar = page.getByRole('region', {name: '站点公告'});
        const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).toBe(mode === 'dark' ? 'rgb(8, 47, 73)' : 'rgb(224, 242, 254)');
      });
    });
  });
}

test('the blog list draws post titles smaller than its own h1', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const size = (selector: string) => page.locator(selector).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size('main article header h2')).toBeLessThan(await size('main h1'));
});

// The grid is laid out by CSS alone: one load, resized to each width.
test('the framework cards sit symmetrically at 390, 768 and 1366 px', async ({page}) => {
  await page.goto('/');
  const grid = page.locator('#home-frameworks + ul');
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({width, height: 900});
    const rows = await grid.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const byTop = new Map<number, {left: number; right: number; count: number}>();
      for (const item of Array.from(list.children)) {
        const {top, left, right} = item.getBoundingClientRect();
        const row = byTop.get(Math.round(top)) ?? {left, right, count: 0};
        byTop.set(Math.round(top), {left: Math.min(row.left, left), right: Math.max(row.right, right), count: row.count + 1});
      }
      return [...byTop.values()].map((row) => ({count: row.count, leftGap: row.left - box.left, rightGap: box.right - row.right}));
    });
    // Every row is centred, and no row holds a lone card next to fuller rows.
    for (const row of rows) expect(Math.abs(row.leftGap - row.rightGap), `${width} px`).toBeLessThan(2);
    const counts = rows.map((row) => row.count);
    expect(Math.max(...counts) - Math.min(...counts), `${width} px`).toBeLessThanOrEqual(1);
  }
});

test('a page whose HTML stops arriving inside the navbar is first painted with the navbar whole, so the navbar never shifts', async ({page, baseURL}) => {
  // In front of the site: the page's HTML stops for a while just before the navbar's search box, as it can
  // on a slow connection; everything else passes through.
  const stallMs = 1500;
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream'});
      const searchBox = body.indexOf('navbarSearchContainer');
      if (!request.url?.startsWith('/search') || searchBox < 0) return response.end(body);
      const cut = body.lastIndexOf('<', searchBox);
      response.write(body.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, stallMs));
      response.end(body.subarray(cut));
    })().catch((error: unknown) => {
      // A failure here fails the page's request (and the test), rather than leaving it waiting.
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.setViewportSize({width: 1366, height: 768});
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as {navbarShifts: string[]}).navbarShifts = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {sources?: {node: Node | null}[]})[]) {
          for (const {node} of entry.sources ?? []) {
            if (node instanceof Element && node.closest('.navbar')) moved.push(node.className);
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    const {port} = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/search?q=${encodeURIComponent('安装')}`);
    await expect(page.locator('.navbar [class*="navbarSearchContainer"]')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as {navbarShifts: string[]}).navbarShifts)).toEqual([]);
    // Nothing was painted while the HTML stalled inside the navbar: rendering waited for the marker after it
    // (without the wait, Chromium paints the half-parsed page and the navbar shifts when the rest comes).
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    expect(firstPaint).toBeGreaterThan(stallMs - 100);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
