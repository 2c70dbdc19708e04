// Findings of the second reader walkthrough (issue #30) that are fixed: each test pins the behaviour.
import {test, expect, waitForHydration} from './fixtures';

test('the home page button for Tailwind CSS v4 opens a chooser of the framework guides', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Tailwind CSS v4 快速开始'}).click();
  await expect(page).toHaveURL(/\/docs\/category\/v4-frameworks$/);
  const main = page.locator('main');
  for (const guide of ['uni-app', 'Taro', 'weapp-vite', 'Mpx']) await expect(main.getByRole('link', {name: new RegExp(guide)}).first()).toBeVisible();
});

test('admonition titles keep the case of option and file names', async ({page}) => {
  await page.goto('/docs/quick-start/v4/taro-vite');
  const heading = page.locator('.theme-admonition').filter({hasText: '不要漏掉 cssEntries'}).locator('[class*="admonitionHeading"]');
  await expect(heading).toHaveCSS('text-transform', 'none');
  await expect(heading).toContainText('cssEntries');
});

for (const path of ['/docs/showcase', '/docs/evolution', '/docs/community/templates']) {
  test(`one navbar item is active on ${path}`, async ({page}) => {
    await page.setViewportSize({width: 1366, height: 900});
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('nav.navbar .navbar__items:not(.navbar__items--right) .navbar__link--active')).toHaveCount(1);
  });
}

for (const width of [390, 1366]) {
  test(`the two home page buttons have one width at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const widths = await page.locator('header a.button').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(Math.abs(widths[0] - widths[1])).toBeLessThan(1);
  });
}

test('showcase cards number entries without reading like a ranking', async ({page}) => {
  await page.goto('/docs/showcase');
  await expect(page.locator('main article p').filter({hasText: /收录序号 \d+/}).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/第 \d+ 位/);
});
