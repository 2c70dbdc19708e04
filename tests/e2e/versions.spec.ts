// The site says which weapp-tailwindcss line it documents (issue #27): a navbar version item and one notice
// on every kind of page, in both colour modes, on a phone and on a desktop; a dismissed notice stays away.
import type {Page} from '@playwright/test';
import {documentedVersion, nextMajorUrl, versionsPagePath} from '../../config/site';
import {test, expect, waitForHydration} from './fixtures';
import {hydrationLayoutShift} from './layoutShift';

const pages = ['/', '/docs/intro', '/blog/2026/5/v4.12-release'];
const noticeText = `本站文档适用于 weapp-tailwindcss 4.x（最新 ${documentedVersion}）`;

async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
}

async function expectVersionItem(page: Page, width: number): Promise<void> {
  if (width < 997) {
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const drawer = page.locator('.navbar-sidebar');
    // Doc and blog pages open the menu on their own sidebar; the navbar items are one step back.
    if (await drawer.locator('.navbar-sidebar__items--show-secondary').count()) await drawer.getByRole('button', {name: /回到主菜单/}).click();
    const item = drawer.getByRole('listitem').filter({has: page.getByRole('button', {name: '4.x', exact: true})});
    await item.getByRole('button', {name: '展开下拉菜单'}).click();
    await expect(item.getByRole('link', {name: /^5\.x（上游）/})).toHaveAttribute('href', nextMajorUrl);
    await expect(item.getByRole('link', {name: `4.x（本站，最新 ${documentedVersion}）`})).toBeVisible();
    await page.getByRole('button', {name: '关闭导航栏'}).click();
    return;
  }
  // The item's class sits on its label; the menu is the label's dropdown.
  const item = page.locator('nav.navbar .navbar__items--right .dropdown').filter({has: page.locator('.navbar-version')});
  await expect(item.getByRole('button', {name: '4.x', exact: true})).toBeVisible();
  await item.hover();
  await expect(item.getByRole('link', {name: /^5\.x（上游）/})).toBeVisible();
  await expect(item.getByRole('link', {name: /^5\.x（上游）/})).toHaveAttribute('href', nextMajorUrl);
  await expect(item.getByRole('link', {name: '4.x 与 5.x 的区别'})).toHaveAttribute('href', versionsPagePath);
}

for (const width of [390, 1366]) {
  for (const mode of ['dark', 'light'] as const) {
    test(`at ${width} px in ${mode} mode, home, doc and blog pages name the documented line`, async ({page}) => {
      await page.setViewportSize({width, height: width < 997 ? 844 : 900});
      await setColourMode(page, mode);
      for (const path of pages) {
        const shift = await hydrationLayoutShift(page, path);
        const notice = page.getByRole('region', {name: '站点公告'});
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(noticeText);
        await expect(notice.getByRole('link', {name: 'GitHub 仓库'})).toHaveAttribute('href', nextMajorUrl);
        await expect(notice.getByRole('link', {name: '4.x 与 5.x'})).toHaveAttribute('href', versionsPagePath);
        expect(shift.score, `layout shift on ${path}: ${shift.moved.join(', ')}`).toBe(0);
        await expectVersionItem(page, width);
      }
    });
  }
}

test('a dismissed notice stays dismissed after a reload and on other pages, with no layout shift', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const notice = page.getByRole('region', {name: '站点公告'});
  await notice.getByRole('button', {name: '关闭'}).click();
  await expect(notice).toBeHidden();
  for (const path of ['/docs/intro', '/blog/2026/5/v4.12-release']) {
    const shift = await hydrationLayoutShift(page, path, async () => {
      // Hidden before the first paint by the theme's inline script, not removed after hydration.
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    });
    await expect(page.getByRole('region', {name: '站点公告'})).toHaveCount(0);
    expect(shift.score, `layout shift on ${path}: ${shift.moved.join(', ')}`).toBe(0);
  }
});
