import type {Page} from '@playwright/test';
import {axeViolations, switchToLightMode} from './accessibility';
import {countDialogs, test, expect, waitForHydration} from './fixtures';
import {hydrationLayoutShift} from './layoutShift';

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('is dark by default even when the system prefers light; the toggle switches to light and stores the choice under "theme"', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /切换/}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('storage blocked', () => {

  test('the page still works and a warning is logged', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('blocked by the test', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /切换/}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('link', {name: '常见问题', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/issues$/);
    expect(warnings.some((text) => text.includes('storage is not available'))).toBe(true);
  });
});

// One load of a doc page on a wide window for the first two (the parts are only read, and the skip link is the
// first thing Tab reaches on a page nothing has focused yet), then the addresses of the others in the same page.
test('on a wide window the navbar items, the docs sidebar and the table of contents hydrate and stay; the skip link moves focus to the content; a hostile query string is rendered inert; `.html` and `index.html` addresses lead to the clean URL without errors', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await test.step('the navbar items, the docs sidebar and the table of contents hydrate and stay', async () => {
    const parts = page.locator('.navbar__items .navbar__item, .theme-doc-sidebar-container .theme-doc-sidebar-menu a, .theme-doc-toc-desktop a');
    expect(await parts.count()).toBeGreaterThan(20);
    await expect
      .poll(() => parts.evaluateAll((elements) => elements.filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length))
      .toBe(0);
  });
  await test.step('the skip link moves focus to the content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: '跳到主要内容'});
    await expect(skip).toBeFocused();
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Enter');
    // The theme focuses <main> and drops its tabindex at once, which Chromium answers with a blur; what
    // matters to a keyboard user is that the next Tab lands inside the main content, past the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
  await test.step('a hostile query string is rendered inert', async () => {
    const dialogs = countDialogs(page);
    const payload = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/docs/intro?q=${encodeURIComponent(payload)}#${encodeURIComponent(payload)}`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });
  await test.step('`.html` and `index.html` addresses lead to the clean URL without errors', async () => {
    await page.goto('/docs/intro.html');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.goto('/index.html');
    await waitForHydration(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('routes download on hover or focus, not when their links scroll into view', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) chunkRequests.push(request.url());
  });
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  expect(chunkRequests).toEqual([]);

  await page.locator('.navbar').getByRole('link', {name: '常见问题', exact: true}).hover();
  await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
  const afterHover = chunkRequests.length;
  await page.locator('.navbar').getByRole('link', {name: '博客', exact: true}).focus();
  await expect.poll(() => chunkRequests.length).toBeGreaterThan(afterHover);
});

test('a link shared with an old Chinese heading anchor lands on the renamed heading, and the address takes its short id', async ({page}) => {
  // Before the anchors were fixed, this heading's id was Docusaurus's slug of its text, 现象-1 (the page's second 现象).
  await page.goto(`/docs/issues/group-and-peer#${encodeURIComponent('现象-1')}`);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/docs\/issues\/group-and-peer#peer-symptom$/);
  await expect(page.locator('#peer-symptom')).toBeInViewport();
  await expect(page.locator('#group-symptom')).not.toBeInViewport();
  // An old anchor typed into the address of the open page moves too, and the old address is replaced:
  // Back does not return to it.
  const historyLength = await page.evaluate(() => window.history.length);
  await page.evaluate(() => (window.location.hash = encodeURIComponent('已经报错时如何恢复')));
  await expect(page).toHaveURL(/#recover$/);
  await expect(page.locator('#recover')).toBeInViewport();
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);
});

test.describe('not found', () => {
  test.use({allowedConsole: /Failed to load resource: the server responded with a status of 404/});

  // One page loads them in turn: a fresh page for each only added a browser context each.
  test('missing, overlong and malformed addresses get the Chinese 404 page with status 404', async ({page}) => {
    for (const route of ['/no-such-page', '/docs/no-such-doc', `/docs/${'x'.repeat(3000)}`, '/%E0%A4%A', '/docs/%00']) {
      await test.step(route.slice(0, 40), async () => {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole('heading', {level: 1}), route).toHaveText('找不到页面');
        // Also under /docs/, where the docs plugin renders the 404 content without the stock page around it.
        await expect(page, route).toHaveTitle('找不到页面 | weapp-tailwindcss');
        await expect(page.getByText('请联系原始链接来源网站的所有者'), route).toBeVisible();
        await expect(page.getByRole('link', {name: '返回首页'}), route).toBeVisible();
      });
    }
  });
});

test.describe('not found, with suggestions', () => {
  test.use({allowedConsole: /Failed to load resource: the server responded with a status of 404/});

  test('on a phone the nearest pages start above the fold, and filling them in moves nothing', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const shift = await hydrationLayoutShift(page, '/docs/uni-app-vite', async () => {
      await expect(page.getByRole('navigation', {name: '地址相近的页面'}).getByRole('link').first()).toBeVisible();
    });
    const first = page.getByRole('navigation', {name: '地址相近的页面'}).getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/docs/quick-start/v4/uni-app-vite');
    const box = await first.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(shift.score, `layout shift: ${shift.moved.join(', ')}`).toBe(0);
  });

  test('a mistyped address gets a search for its words and the nearest pages, with status 404 and no injected markup', async ({page}) => {
    const response = await page.goto('/docs/quick-start/v4/uni-app-vitee');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const nearest = page.getByRole('main').getByRole('navigation', {name: '地址相近的页面'});
    // Named by title, not by path; the current docs' page before its 4.x namesake, which says its version.
    await expect(nearest.getByRole('link').first()).toHaveAttribute('href', '/docs/quick-start/v4/uni-app-vite');
    await expect(nearest.getByRole('link').first()).toHaveText('uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS v4');
    await expect(nearest.getByRole('listitem').filter({has: page.locator('a[href="/docs/4.x/quick-start/v4/uni-app-vite"]')})).toContainText('4.x 文档');
    // Everything is in the one main landmark.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', {name: '返回首页'})).toBeVisible();
    const search = page.getByRole('searchbox', {name: '按地址中的词搜索本站'});
    await expect(search).toHaveValue('quick start v4 uni app vitee');
    expect.soft(await axeViolations(page), 'axe violations in dark mode').toEqual([]);
    await switchToLightMode(page);
    expect.soft(await axeViolations(page, {colourOnly: true}), 'axe colour violations in light mode').toEqual([]);
    await page.getByRole('button', {name: '搜索', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=quick%20start%20v4%20uni%20app%20vitee$/);

    const dialogs = countDialogs(page);
    const payload = '"><img src=x onerror=alert(1)>';
    expect((await page.goto(`/docs/${encodeURIComponent(payload)}`))?.status()).toBe(404);
    await waitForHydration(page);
    await expect(search).toHaveValue('img src x onerror alert 1');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });
});

// Without XSLT, which Chromium warns it is removing (with an inline handler the CSP blocks, a console error here).
test('the blog feeds open in a browser as the posts and a Chinese note on subscribing, styled by CSS alone', async ({page, request}) => {
  for (const [feed, itemTag, root, title, note] of [
    ['rss.xml', '<item>', 'rss', 'channel > title', 'channel > description'],
    ['atom.xml', '<entry>', 'feed', 'feed > title', 'feed > subtitle'],
  ] as const) {
    const items = (await (await request.get(`/blog/${feed}`)).text()).split(itemTag).length - 1;
    await page.goto(`/blog/${feed}`);
    // The feed itself is the document (no transform into HTML), drawn by the stylesheet.
    expect(await page.evaluate(() => document.documentElement.localName)).toBe(root);
    const shown = await page.evaluate(
      ({title, note, item}) => {
        const visible = (element: Element) => getComputedStyle(element).display !== 'none';
        const heading = document.querySelector(title);
        return {
          titleSize: heading ? Number.parseFloat(getComputedStyle(heading).fontSize) : 0,
          note: getComputedStyle(document.querySelector(note) ?? document.documentElement, '::after').content,
          posts: Array.from(document.querySelectorAll(item)).filter(visible).length,
          hiddenText: Array.from(document.querySelectorAll('*')).filter((element) => element.localName === 'encoded' || element.localName === 'content').some(visible),
        };
      },
      {title, note, item: root === 'rss' ? 'channel > item' : 'feed > entry'},
    );
    expect(shown.titleSize).toBeGreaterThan(24);
    expect(shown.note).toContain('订阅');
    expect(shown.note).toContain('/blog/subscribe');
    expect(shown.posts).toBe(items);
    expect(shown.hiddenText, 'the posts\' full HTML shows as text').toBe(false);
  }
  // The help itself is a page of the site, reached from the footer.
  await page.goto('/blog');
  await page.locator('footer').getByRole('link', {name: '订阅方法'}).click();
  await expect(page).toHaveURL(/\/blog\/subscribe$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('订阅博客');
  await expect(page.locator('main pre').first()).toHaveText('https://tw.icebreaker.top/blog/rss.xml');
});

test('the home page shows the transform example computed at build time', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('weapp-tailwindcss');
  await expect(page.getByText('w-_b96rpx_B').first()).toBeVisible();
  await page.getByRole('tab', {name: '生成的 WXSS'}).click();
  await expect(page.getByText('.w-_b96rpx_B').first()).toBeVisible();
});

/** Whether the page's Prism is in manual mode, so it never re-highlights the page behind React's back. */
function prismIsManual(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as {Prism?: {manual?: boolean}}).Prism?.manual);
}

// One load of the page for both: the highlighting is read from the server's HTML, then through hydration; the
// live code block, which renders on the client only, after that.
test('code blocks keep their highlighting through hydration, in the colours of the current mode; live code blocks run and react to edits', async ({page}) => {
  await test.step('code blocks keep their highlighting through hydration, in the colours of the current mode', async () => {
    await page.goto('/docs/community/merge');
    const block = page.locator('article pre.prism-code', {has: page.locator('.token.keyword')}).first();
    const tokens = () => block.locator('.token').evaluateAll((spans) => spans.map((span) => `${span.className}:${span.textContent}`));
    const serverTokens = await tokens();
    await waitForHydration(page);
    expect(await prismIsManual(page)).toBe(true);
    expect(await tokens()).toEqual(serverTokens);
    expect(serverTokens.length).toBeGreaterThan(10);
    const keyword = block.locator('.token.keyword').first();
    await expect(keyword).toHaveCSS('color', 'rgb(240, 171, 252)');
    await page.getByRole('button', {name: /切换/}).first().click();
    await expect(keyword).toHaveCSS('color', 'rgb(180, 42, 107)');
  });
  await test.step('live code blocks run and react to edits', async () => {
    const demo = page.locator('[class*="playgroundContainer"]').first();
    await expect(demo).toContainText('px-_b40rpx_B');
    await demo.getByLabel('外部传入的类名').fill('px-2 text-[32rpx]');
    await expect(demo).toContainText('text-_b32rpx_B');
    await expect(page.getByText('实时编辑器').first()).toBeVisible();
  });
});

test('a reader who chose light mode gets light code colours on the blocks the server rendered in dark', async ({page}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'light');
    // The server's blocks are kept through hydration: the colours change in place, without a remount.
    // (Tabs still remount theirs: theme-classic keys them on the browser flag as well.)
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverBlocks: Element[]}).serverBlocks = Array.from(document.querySelectorAll('article pre.prism-code')).filter((block) => !block.closest('[role="tabpanel"]'));
    });
  });
  await page.goto('/blog/2025/3/v4-release');
  await waitForHydration(page);
  const keyword = page.locator('article pre.prism-code .token.keyword').first();
  await expect(keyword).toHaveCSS('color', 'rgb(180, 42, 107)');
  const kept = await page.evaluate(() => {
    const serverBlocks = (window as unknown as {serverBlocks: Element[]}).serverBlocks;
    return serverBlocks.length > 0 && serverBlocks.every((block) => block.isConnected);
  });
  expect(kept).toBe(true);
  // Every grammar is loaded once the page has settled, one per task after the code-block chunk.
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as {Prism?: {languages: Record<string, unknown>}}).Prism?.languages.yaml))).toBe(true);
});

const grainContent = (page: Page) => page.evaluate(() => getComputedStyle(document.body, '::after').content);

test("a post's author GitHub link shows the GitHub mark (src/theme/Icon/Socials/GitHub), white in dark mode", async ({page}) => {
  await page.goto('/blog/2025/3/v4-release');
  await test.step("a post's author GitHub link shows the GitHub mark, white in dark mode", async () => {
    const icon = page.locator('article header a[title="GitHub"] > span');
    await expect(icon).toBeVisible();
    const drawn = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      const {width, height} = element.getBoundingClientRect();
      return {mask: style.maskImage, colour: style.backgroundColor, width, height};
    });
    expect(drawn.mask).toMatch(/url\("[^"]*\/img\/github-mark\.svg"\)/);
    const mark = await page.request.get('/img/github-mark.svg');
    expect(mark.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await mark.text()).toMatch(/^<svg[^>]*viewBox="0 0 24 24"/);
    expect(drawn.colour).toBe('rgb(255, 255, 255)');
    // The 24 px touch target set in custom.css (--docusaurus-blog-social-icon-size).
    expect(drawn.width).toBe(24);
    expect(drawn.height).toBe(24);
  });
});

test.describe('the page grain', () => {
  test.describe('without scripts', () => {
    test.use({javaScriptEnabled: false});

    test('is part of the server-rendered page: drawn from the first frame, not after hydration', async ({page}) => {
      await page.goto('/blog/2025/3/v4-release');
      await expect(page.locator('article h1')).toBeVisible();
      expect(await grainContent(page)).toBe('""');
      expect(await page.evaluate(() => getComputedStyle(document.body, '::after').backgroundImage)).toMatch(/url\("[^"]*\/img\/texture\.svg"\)/);
    });
  });
});

test('a page without code blocks does not load the code highlighter', async ({page}) => {
  await page.goto('/blog/archive');
  await waitForHydration(page);
  expect(await page.evaluate(() => 'Prism' in window)).toBe(false);
  // It arrives with the first code block of a client-side navigation.
  await page.getByRole('link', {name: /weapp-tailwindcss 4\.3 发布/}).click();
  await expect(page.locator('article pre.prism-code .token').first()).toBeVisible();
  expect(await prismIsManual(page)).toBe(true);
});

/**
 * The one-line code blocks on the page whose text is not all in view: cut off by the block's edge (it
 * scrolls sideways) or under its buttons. Each is named by its text.
 */
async function oneLineCodeBlocksHidingText(page: Page): Promise<string[]> {
  return page.locator('.theme-code-block:has(.token-line:only-child)').evaluateAll((blocks) =>
    blocks
      .filter((block) => block.getClientRects().length > 0)
      .filter((block) => {
        const pre = block.querySelector('pre');
        const buttons = block.querySelector('[class*=buttonGroup]');
        if (!pre) return true;
        const text = document.createRange();
        text.selectNodeContents(pre.querySelector('code') ?? pre);
        const textRight = Math.max(...Array.from(text.getClientRects(), (rect) => rect.right));
        const buttonsLeft = buttons ? buttons.getBoundingClientRect().left : Infinity;
        return pre.scrollWidth > pre.clientWidth + 1 || textRight > Math.min(buttonsLeft, pre.getBoundingClientRect().right);
      })
      .map((block) => block.textContent?.trim().slice(0, 40) ?? ''),
  );
}

test.describe('one-line code blocks on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  // One page loads them in turn: a fresh page for each only added a browser context each.
  test('every one-line block shows its whole text, wrapped if need be, and none of it under the buttons', async ({page}) => {
    for (const path of ['/', '/docs/4.x/api/interfaces/UserDefinedOptions', '/docs/quick-start/v4/uni-app-vite', '/blog/subscribe']) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        expect.soft(await page.locator('.theme-code-block:has(.token-line:only-child)').count(), path).toBeGreaterThan(0);
        expect.soft(await oneLineCodeBlocksHidingText(page), path).toEqual([]);
      });
    }
  });
});

test.describe('hydration on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('one-line code blocks keep their buttons beside the line, the menu shows the whole site name, the search modal fills the screen', async ({page}) => {
    const noScriptSheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/no-js.')) noScriptSheets.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    // The home install line: a code block with a copy button, which covers no part of the command.
    const install = page.locator('header .theme-code-block');
    await expect(install).toContainText('npm install -D tailwindcss@4 weapp-tailwindcss@5');
    await expect(install.getByRole('button', {name: '复制代码到剪贴板'})).toBeVisible();
    // The block keeps to the 390 px page, so its copy button is on screen.
    const copyBox = await install.getByRole('button', {name: '复制代码到剪贴板'}).boundingBox();
    expect((copyBox?.x ?? 0) + (copyBox?.width ?? Infinity)).toBeLessThanOrEqual(390);
    expect(await oneLineCodeBlocksHidingText(page)).toEqual([]);
    expect(await page.locator('.no-js-tab-label:visible').count()).toBe(0);

    await page.getByRole('button', {name: '切换导航栏'}).click();
    const siteName = page.locator('.navbar-sidebar .navbar__title');
    await expect(siteName).toHaveText('weapp-tailwindcss');
    expect(await siteName.evaluate((title) => title.scrollWidth - title.clientWidth)).toBe(0);
    // Room to spare, for phone fonts wider than this Chromium's: the name still fits 10 % larger.
    expect(
      await siteName.evaluate((title) => {
        title.style.fontSize = '110%';
        return title.scrollWidth - title.clientWidth;
      }),
    ).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', {name: '搜索'}).first().click();
    await page.getByRole('searchbox').fill('rpx');
    const results = page.locator('.DocSearch-Dropdown');
    // The first query downloads the index and loads it in a worker: allow for a busy machine.
    await expect(results.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 45_000});
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    expect(await results.evaluate((dropdown) => Math.round(dropdown.getBoundingClientRect().bottom))).toBe(844);
    expect(noScriptSheets).toEqual([]);
  });

  // src/components/HiddenOnPhones: what a phone hides is taken out of the page without being hydrated first.
  test('the desktop navbar items, docs sidebar and table of contents leave the page unhydrated, and the menu still lists them', async ({page}) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as {removedDesktopParts: string[]}).removedDesktopParts = removed;
      const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      new MutationObserver((records) => {
        for (const {target, removedNodes} of records) {
          if (!(target instanceof Element)) continue;
          for (const node of Array.from(removedNodes)) {
            if (!(node instanceof Element)) continue;
            const within = (selector: string) => [node, ...Array.from(node.querySelectorAll(selector))].filter((element) => element.matches(selector));
            const found = [
              ...(target.closest('.navbar__items') ? within('.navbar__item').map((element) => ['navbar item', element] as const) : []),
              ...(target.closest('.theme-doc-sidebar-container') ? within('.theme-doc-sidebar-menu').map((element) => ['sidebar', element] as const) : []),
              ...within('.theme-doc-toc-desktop').map((element) => ['toc', element] as const),
            ];
            for (const [part, element] of found) removed.push(`${part}: ${isHydrated(element) ? 'hydrated' : 'unhydrated'}`);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('.navbar__items .navbar__item, .theme-doc-sidebar-container .theme-doc-sidebar-menu, .theme-doc-toc-desktop')).toHaveCount(0);
    const removed = await page.evaluate(() => (window as unknown as {removedDesktopParts: string[]}).removedDesktopParts);
    for (const part of ['navbar item', 'sidebar', 'toc']) expect(removed.filter((entry) => entry.startsWith(`${part}:`)).length, part).toBeGreaterThan(0);
    expect(removed.filter((entry) => entry.endsWith(': hydrated'))).toEqual([]);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: '在线转换'})).toBeVisible();
    await expect(drawer.getByRole('link', {name: 'GitHub 仓库'})).toBeAttached();
  });

  // src/theme/Navbar/MobileSidebar: the closed menu renders when the main thread is first idle, not with hydration.
  test('the closed menu waits for an idle main thread, and opens at once when tapped before that', async ({page}) => {
    // Hold back idle callbacks to find the page as a reader who taps the menu early does.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      (window as unknown as {releaseIdle: () => void}).releaseIdle = () => held.splice(0).forEach((callback) => callback({didTimeout: false, timeRemaining: () => 50}));
      window.requestIdleCallback = (callback) => held.push(callback);
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.evaluate(() => (window as unknown as {releaseIdle: () => void}).releaseIdle());
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: '在线转换'})).toBeVisible();
    await expect(drawer.getByRole('button', {name: '关闭导航栏'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', {name: '切换导航栏'})).toBeFocused();
  });

  // A page's first collation or date format loads ICU data: 50–160 ms of main thread in this Chromium.
  test('code blocks, the mobile sidebar, a blog post and the blog archive hydrate without ICU collation or date formats', async ({page}) => {
    await page.addInitScript(() => {
      const icuCalls: string[] = [];
      (window as unknown as {icuCalls: string[]}).icuCalls = icuCalls;
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        icuCalls.push(`localeCompare ${this}`);
        return localeCompare.apply(this, args);
      };
      for (const name of ['Collator', 'DateTimeFormat'] as const) {
        Intl[name] = new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            icuCalls.push(`Intl.${name}`);
            return Reflect.construct(target, args) as object;
          },
        }) as never;
      }
    });
    // A post's header date comes from theme-classic's useDateTimeFormat, which icu-free-hydration
    // serves without Intl; the post's sidebar must not collate either.
    const pages = [
      {route: '/', reaches: 'pre.prism-code'},
      {route: '/docs/4.x/quick-start/install', reaches: 'pre.prism-code'},
      {route: '/blog/2025/9/v4.3-release', reaches: 'article time', text: '2025年9月13日'},
      {route: '/blog/archive', reaches: 'main li a'},
    ];
    for (const {route, reaches, text} of pages) {
      await page.goto(route);
      await waitForHydration(page);
      expect(await page.locator(reaches).count(), route).toBeGreaterThan(0);
      if (text) await expect(page.locator(reaches).first(), route).toHaveText(text);
      expect(await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls), route).toEqual([]);
    }
  });
});

test.describe('a component that crashes', () => {
  test.use({allowedConsole: /simulated crash/});

  test('shows the Chinese crash page, and retry renders the page again', async ({page}) => {
    // The table of contents queries the page's headings in an effect; making that query throw stands
    // in for any component of the page that crashes.
    await page.addInitScript(() => {
      const original = Document.prototype.querySelectorAll;
      (window as unknown as {crash: boolean}).crash = true;
      Document.prototype.querySelectorAll = function (this: Document, selector: string) {
        if ((window as unknown as {crash: boolean}).crash && selector.includes('h2')) throw new Error('simulated crash');
        return original.call(this, selector);
      } as typeof Document.prototype.querySelectorAll;
    });
    await page.goto('/docs/quick-start/rem2rpx');
    await expect(page.getByText('页面已崩溃。').first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {crash: boolean}).crash = false;
    });
    await page.getByRole('button', {name: '重试'}).first().click();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('a crash outside the page content shows the Chinese last-resort crash page', async ({page}) => {
    // The theme layout reads window.innerWidth after hydration; a throwing getter crashes the layout
    // itself, which leaves only the site-wide error boundary.
    await page.addInitScript(() => {
      const original = Object.getOwnPropertyDescriptor(Window.prototype, 'innerWidth') ?? Object.getOwnPropertyDescriptor(window, 'innerWidth');
      (window as unknown as {crash: boolean}).crash = true;
      Object.defineProperty(window, 'innerWidth', {
        configurable: true,
        get() {
          if ((window as unknown as {crash: boolean}).crash) throw new Error('simulated crash');
          return original?.get?.call(window);
        },
      });
    });
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', {name: '页面崩溃了'})).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {crash: boolean}).crash = false;
    });
    await page.getByRole('button', {name: '重试'}).click();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('when the site scripts cannot load (for example a wrong base URL)', () => {
  test.use({
    allowedConsole: /Failed to load resource/,
    allowedFailedRequests: /\/assets\//,
  });

  test('the home page shows the base-URL banner and the server-rendered content', async ({page}) => {
    // The theme hides the banner from its own stylesheet, so both scripts and styles are missing here.
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toContainText('weapp-tailwindcss');
  });
});
