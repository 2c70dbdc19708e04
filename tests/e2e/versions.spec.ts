// Two docs versions: 5.x (current) at /docs/ and 4.x kept at /docs/4.x/. The navbar's version menu moves
// between the same page in both, 4.x pages carry the "no longer maintained" banner naming 5.x, and one notice
// on every kind of page names the current line; in both colour modes, on a phone and on a desktop.
import type {Page} from '@playwright/test';
import {currentLine, legacyLine, versionsPagePath} from '../../config/site';
import {test, expect, setColourMode, waitForHydration} from './fixtures';
import {hydrationLayoutShift} from './layoutShift';
import {axeViolations} from './accessibility';

// A doc page last: the version menu is used from it once its notice is read.
const pages = ['/', '/docs/4.x/intro', '/blog/2026/5/v4.12-release', '/docs/intro'];
const noticeText = `本站文档对应 weapp-tailwindcss ${currentLine.line}（最新 ${currentLine.version}）`;

/** Opens the version menu the way the width offers it and returns the list holding its links. */
async function openVersionMenu(page: Page, width: number, label: string) {
  if (width < 997) {
    await page.getByRole('button', {name: '切换导航栏'}).click();
    const drawer = page.locator('.navbar-sidebar');
    // Doc and blog pages open the menu on their own sidebar; the navbar items are one step back.
    if (await drawer.locator('.navbar-sidebar__items--show-secondary').count()) await drawer.getByRole('button', {name: /回到主菜单/}).click();
    // In the drawer the version menu is labelled 选择版本; it opens by itself on a page of a version it lists.
    const item = drawer.getByRole('listitem').filter({has: page.getByRole('button', {name: '选择版本', exact: true})});
    const expand = item.getByRole('button', {name: '展开下拉菜单'});
    if (await expand.count()) await expand.click();
    await expect(item.getByRole('button', {name: '收起下拉菜单'})).toBeVisible();
    return item;
  }
  const item = page.locator('nav.navbar .navbar__items--right .dropdown').filter({has: page.locator('.navbar-version')});
  await expect(item.getByRole('button', {name: label, exact: true})).toBeVisible();
  await item.hover();
  return item;
}

for (const width of [390, 1366]) {
  for (const mode of ['dark', 'light'] as const) {
    // One page for both: the notice is read on every kind of page, then the version menu is used from a doc page.
    test(`at ${width} px in ${mode} mode, every kind of page names the current line, without layout shift, and the version menu moves between the same page in 5.x and 4.x`, async ({page}) => {
      await page.setViewportSize({width, height: width < 997 ? 844 : 900});
      await setColourMode(page, mode);
      for (const path of pages) await test.step(`${path} names the current line, without layout shift`, async () => {
        const shift = await hydrationLayoutShift(page, path);
        const notice = page.getByRole('region', {name: '站点公告'});
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(noticeText);
        await expect(notice.getByRole('link', {name: `${legacyLine.line} 版本`})).toHaveAttribute('href', legacyLine.docsPath);
        await expect(notice.getByRole('link', {name: '迁移指南'})).toHaveAttribute('href', versionsPagePath);
        expect(shift.score, `layout shift on ${path}: ${shift.moved.join(', ')}`).toBe(0);
      });

      await test.step('the version menu moves between the same page in 5.x and 4.x', async () => {
        await expect(page).toHaveURL(/\/docs\/intro$/);
        let menu = await openVersionMenu(page, width, currentLine.line);
        await expect(menu.getByRole('link', {name: `从 ${legacyLine.line} 迁移`})).toHaveAttribute('href', versionsPagePath);
        await menu.getByRole('link', {name: legacyLine.line, exact: true}).click();
        await expect(page).toHaveURL(/\/docs\/4\.x\/intro$/);
        // Choosing a version closes the phone drawer, as every other drawer link does.
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

        const banner = page.locator('.theme-doc-version-banner');
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(`此为 weapp-tailwindcss ${legacyLine.line} 版的文档，现已不再积极维护。`);
        await expect(banner.getByRole('link', {name: '最新版本'})).toHaveAttribute('href', '/docs/intro');
        await expect(banner).toContainText(`（${currentLine.line}）`);
        await expect(page.locator('.theme-doc-version-badge')).toHaveText(`版本：${legacyLine.line}`);

        menu = await openVersionMenu(page, width, legacyLine.line);
        await menu.getByRole('link', {name: currentLine.line, exact: true}).click();
        await expect(page).toHaveURL(/\/docs\/intro$/);
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
        await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
      });
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

// A 5.x setup guide as a reader meets it: no 4.x notice, the note on the build it was verified with, the
// 5.x install command, nothing wider than the screen, and no axe violation, in both modes at both widths.
// The page is read in dark mode, then loaded again in light mode, where the colour rules run again (all a
// second colour mode can change, as in the sweep of routes). Two loads and two axe runs: the sweep's time limit.
for (const width of [390, 1366]) {
  test(`at ${width} px in dark and light mode, a 5.x guide shows its 5.x build and install without a 4.x notice`, async ({page}) => {
    test.setTimeout(120_000);
    await page.setViewportSize({width, height: width < 997 ? 844 : 900});
    await page.goto('/docs/quick-start/v4/weapp-vite');
    for (const mode of ['dark', 'light'] as const) {
      if (mode === 'light') {
        await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
        await page.reload();
      }
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('.theme-doc-version-banner'), mode).toHaveCount(0);
      const note = page.locator('article p').filter({hasText: '实际构建验证'}).first();
      await expect(note, mode).toContainText(`weapp-tailwindcss ${currentLine.version}`);
      await expect(note.getByRole('link', {name: '兼容性矩阵'}), mode).toHaveAttribute('href', '/docs/quick-start/compatibility#weapp-vite-5x');
      const install = page.locator('#install ~ div pre').first();
      await expect(install, mode).toContainText(`weapp-tailwindcss@${currentLine.line.replace('.x', '')}`);
      await expect(install, mode).not.toContainText('@tailwindcss/postcss');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), mode).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, {colourOnly: mode === 'light'}), mode).toEqual([]);
    }
  });
}
