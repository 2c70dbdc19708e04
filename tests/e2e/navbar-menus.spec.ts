// The navbar's menus: the phone drawer is a solid panel, every dropdown (the docs version menu) works from the
// keyboard on the desktop navbar and in the phone drawer, one navbar item is active on each section, and 配置项
// leads to the options overview.
import {test, expect, setColourMode, waitForHydration} from './fixtures';

/** The alpha of a computed CSS colour: `rgb(…)` is 1, `rgba(…, a)` is a, `transparent` is 0. */
const alphaOf = (colour: string): number => (colour === 'transparent' ? 0 : Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1] ?? 1));

for (const mode of ['dark', 'light'] as const) {
  test(`in ${mode} mode the phone menu is a solid panel: the page does not show through it`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await setColourMode(page, mode);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    const layers = await drawer.evaluate((element) => {
      const style = getComputedStyle(element);
      return {background: style.backgroundColor, opacity: style.opacity, filter: style.backdropFilter};
    });
    expect(alphaOf(layers.background), `background ${layers.background}`).toBe(1);
    expect(layers.opacity).toBe('1');
  });
}

test.describe('navbar dropdowns on the desktop', () => {
  test.use({viewport: {width: 1366, height: 900}});

  test('Enter opens each dropdown, the arrow keys move through its links, Escape closes it onto its button', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const dropdowns = page.locator('nav.navbar .dropdown');
    const count = await dropdowns.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const dropdown = dropdowns.nth(index);
      const toggle = dropdown.locator('> .navbar__link');
      const links = dropdown.locator('.dropdown__menu a[href]');
      const menu = dropdown.locator('.dropdown__menu');
      const linkCount = await links.count();
      expect(linkCount).toBeGreaterThan(1);
      // Away from the dropdown, so that hover does not hold it open.
      await page.mouse.move(10, 850);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.nth(linkCount - 1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0), '↓ on the last link wraps to the first').toBeFocused();
      expect(await page.evaluate(() => window.scrollY), 'the arrow keys scrolled the page').toBe(scrollBefore);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // ↓ on the closed dropdown's button opens it at its first link.
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });
});

test.describe('navbar dropdowns in the phone drawer', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('↓ opens a dropdown\'s list at its first link, the arrows move through it, Escape folds it onto its button and a second Escape closes the menu', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', {name: '切换导航栏'});
    await menuButton.click();
    const drawer = page.locator('.navbar-sidebar');
    // Doc pages open the drawer on their own sidebar; the navbar's items are one step back.
    await drawer.getByRole('button', {name: /回到主菜单/}).click();
    const mainMenu = drawer.locator('.navbar-sidebar__item').first();
    const dropdowns = mainMenu.locator('.menu__list-item:has(> .menu__list-item-collapsible)');
    const count = await dropdowns.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const dropdown = dropdowns.nth(index);
      const button = dropdown.locator('> .menu__list-item-collapsible > .menu__link');
      const links = dropdown.locator('> .menu__list a[href]');
      await button.focus();
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      const linkCount = await links.count();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(Math.min(1, linkCount - 1))).toBeFocused();
      await page.keyboard.press('Home');
      await expect(button).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.nth(linkCount - 1), '↑ on the button wraps to the last link').toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);
      await expect(button).toBeFocused();
      await expect(drawer).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test('one navbar item is active on each section', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  for (const path of ['/docs/showcase', '/docs/evolution', '/docs/community/templates']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect.soft(page.locator('nav.navbar .navbar__items:not(.navbar__items--right) .navbar__link--active'), path).toHaveCount(1);
  }
});

test('the navbar item 配置项 leads to the options overview, which links the full reference', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('link', {name: '配置项', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/options$/);
  await expect(page.locator('h1')).toHaveText('配置项概览');
  await expect(page.locator('nav.menu').getByRole('link', {name: '完整配置项参考'})).toHaveAttribute(
    'href',
    '/docs/api/interfaces/UserDefinedOptions',
  );
});
