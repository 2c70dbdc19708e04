import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {tabStops} from './keyboard';

/**
 * Links of the drawer's visible panel that a finger cannot reach: scrolled into view one by one, the
 * element at a link's centre must be the link itself (or inside it). Returns their texts.
 */
async function untappableDrawerLinks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The drawer and its panels slide in with CSS transitions.
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
    const drawer = document.querySelector('.navbar-sidebar');
    const panels = drawer ? Array.from(drawer.querySelectorAll<HTMLElement>('.navbar-sidebar__item')) : [];
    const visiblePanel = panels.find((panel) => {
      const box = panel.getBoundingClientRect();
      return box.left >= -1 && box.left < window.innerWidth / 2;
    });
    if (!visiblePanel) return ['(no visible panel)'];
    const links = Array.from(visiblePanel.querySelectorAll<HTMLElement>('a[href], button'));
    if (links.length === 0) return ['(no links)'];
    return links
      .filter((link) => link.getClientRects().length > 0)
      .filter((link) => {
        link.scrollIntoView({block: 'center'});
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && link.contains(hit));
      })
      .map((link) => link.textContent?.trim() || link.getAttribute('aria-label') || link.tagName);
  });
}

/** Opens the phone menu on `path`, checks every link of each panel can be tapped, then taps one. */
async function expectMenuUsable(page: Page, path: string, opensOnSidebar = false, status = 200): Promise<void> {
  await page.setViewportSize({width: 390, height: 844});
  expect((await page.goto(path))?.status(), path).toBe(status);
  await waitForHydration(page);
  await page.getByRole('button', {name: '切换导航栏'}).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toBeVisible();
  // The drawer covers the screen's height, not the navbar's 60 px.
  expect((await drawer.boundingBox())?.height, path).toBeGreaterThan(800);
  if (opensOnSidebar) {
    // Doc and blog pages open on their own sidebar; the main menu is one tap back.
    expect(await untappableDrawerLinks(page), `${path}: its sidebar`).toEqual([]);
    await page.getByRole('button', {name: /回到主菜单/}).click();
  }
  expect(await untappableDrawerLinks(page), `${path}: the main menu`).toEqual([]);
  await drawer.getByRole('link', {name: '常见问题', exact: true}).tap();
  await expect(page).toHaveURL(/\/docs\/issues$/);
  await expect(drawer).toBeHidden();
}

const pagesByType = [
  {type: 'home', path: '/'},
  {type: 'doc', path: '/docs/intro', opensOnSidebar: true},
  {type: 'generated API doc', path: '/docs/api', opensOnSidebar: true},
  {type: 'blog list', path: '/blog', opensOnSidebar: true},
  {type: 'blog post', path: '/blog/2025/3/v4-release', opensOnSidebar: true},
  {type: 'playground', path: '/playground'},
  {type: 'search', path: '/search?q=rpx'},
  {type: 'not-found', path: '/no-such-page', status: 404},
];

test.describe('phone menu', () => {
  test.use({hasTouch: true});

  test.describe(() => {
    // The not-found page's own 404 logs this; a subresource that fails still fails the test (failed requests,
    // tests/e2e/fixtures.ts), and every other page is checked to answer 200.
    test.use({allowedConsole: /Failed to load resource: the server responded with a status of 404/});

    // One page visits them in turn: a fresh page for each only added a browser context each.
    test('on every kind of page, the not-found page too, every link of the opened menu can be tapped', async ({page}) => {
      test.setTimeout(30_000 * pagesByType.length);
      for (const {type, path, opensOnSidebar, status} of pagesByType) {
        await test.step(`a ${type} page (${path})`, () => expectMenuUsable(page, path, opensOnSidebar, status));
      }
    });
  });

  for (const {width, colorScheme} of [
    {width: 320, colorScheme: 'dark'},
    {width: 996, colorScheme: 'light'},
  ] as const) {
    test(`at ${width} px in ${colorScheme} mode the doc sidebar in the menu can be tapped`, async ({page}) => {
      await page.setViewportSize({width, height: 700});
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/intro');
      await waitForHydration(page);
      if (colorScheme === 'light') {
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      }
      await page.getByRole('button', {name: '切换导航栏'}).click();
      expect((await page.locator('.navbar-sidebar').boundingBox())?.height).toBeGreaterThan(650);
      expect(await untappableDrawerLinks(page)).toEqual([]);
    });
  }

  // One load of a doc page for both: the search button is only read, before the menu is opened.
  test('the icon-only search button still has a name on a phone; Escape closes the menu and focus returns to the menu button; Tab stays inside it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await test.step('the icon-only search button still has a name', async () => {
      await expect(page.getByRole('button', {name: '搜索', exact: true})).toBeVisible();
      // Icon only: the text takes no room.
      expect((await page.locator('.DocSearch-Button-Placeholder').boundingBox())?.width).toBe(0);
    });
    await test.step('Escape closes the menu and focus returns to the menu button; Tab stays inside it', async () => {
      const toggle = page.getByRole('button', {name: '切换导航栏'});
      await toggle.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', {name: '关闭导航栏'})).toBeFocused();
      const keys = Array.from({length: 40}, (_, step) => (step % 3 === 2 ? 'Shift+Tab' : 'Tab'));
      const stops = await tabStops(page, keys, '.navbar-sidebar');
      expect(stops.map((stop) => stop.within)).toEqual(keys.map(() => true));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  });
});

test.describe('keyboard focus', () => {
  test('every element Tab reaches on a doc page shows a focus indicator', async ({page}) => {
    await page.goto('/docs/4.x/quick-start/install');
    await waitForHydration(page);
    const stops = (await tabStops(page, Array.from({length: 60}, () => 'Tab'))).filter((stop) => stop.name !== null);
    const reached = new Set(stops.map((stop) => stop.name ?? ''));
    const withoutIndicator = stops.filter((stop) => !stop.indicated).map((stop) => stop.name);
    expect(reached.size).toBeGreaterThan(20);
    expect([...reached].some((name) => name.includes('搜索'))).toBe(true);
    expect(withoutIndicator).toEqual([]);
  });

  // One load of a doc page for the three: the search button is only read; the sidebar ends expanded, as it
  // was; the modal step starts by focusing a link of the content.
  test("the search button's accessible name is the text it shows; collapsing and expanding the doc sidebar keeps focus on the toggle; the search modal keeps Tab inside and Escape returns focus to where the reader was", async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await test.step("the search button's accessible name is the text it shows", async () => {
      const button = page.locator('.DocSearch-Button');
      const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
      expect(visible).toMatch(/^搜索 (Ctrl|⌘) K$/);
      await expect(button).not.toHaveAttribute('aria-label');
      await expect(page.getByRole('button', {name: visible, exact: true})).toHaveCount(1);
    });
    await test.step('collapsing and expanding the doc sidebar keeps focus on the toggle', async () => {
      await page.getByRole('button', {name: '收起侧边栏', exact: true}).focus();
      await page.keyboard.press('Enter');
      const expand = page.getByRole('button', {name: '展开侧边栏', exact: true});
      await expect(expand).toBeFocused();
      // Tab moves on; it no longer expands the sidebar (the stock button toggled on every key).
      await page.keyboard.press('Tab');
      await expect(expand).toBeVisible();
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', {name: '收起侧边栏', exact: true})).toBeFocused();
    });
    await test.step('the search modal keeps Tab inside and Escape returns focus to where the reader was', async () => {
      const contentLink = page.locator('main article a[href^="/docs/"]').first();
      await contentLink.focus();
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      // The modal's code loads on its first use: allow for a busy machine, as the other first opens do.
      await expect(input).toBeFocused({timeout: 45_000});
      await input.fill('rpx');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 45_000});
      const keys = Array.from({length: 40}, (_, step) => (step < 25 ? 'Tab' : 'Shift+Tab'));
      const stops = await tabStops(page, keys, '.DocSearch-Modal');
      expect(stops.map((stop) => stop.within)).toEqual(keys.map(() => true));
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toBeHidden();
      await expect(contentLink).toBeFocused();
    });
  });
});
