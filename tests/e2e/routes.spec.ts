import {readFileSync} from 'node:fs';
import path from 'node:path';
import {axeViolations} from './accessibility';
import {test, expect, waitForHydration} from './fixtures';

// Every page the sitemap lists, plus pages kept out of it on purpose.
const sitemap = readFileSync(path.resolve('build/sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const extraPaths = ['/blog/tags', '/blog/archive', '/blog/authors'];
const paths = [...new Set([...sitemapPaths, ...extraPaths])];

test('the sitemap lists the site', () => {
  expect(sitemapPaths.length).toBeGreaterThan(100);
  expect(sitemapPaths).toContain('/');
  expect(sitemapPaths.some((p) => p.includes('/tags/'))).toBe(false);
});

// A plain colour switch (no view transition), so that axe sees the final colours. Long pages (the
// options reference) take axe a while on a busy two-core machine.
test.use({reducedMotion: 'reduce'});
test.describe.configure({timeout: 120_000});

for (const route of paths) {
  test(`renders ${route}, accessible in dark and light mode`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/weapp-tailwindcss/);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect.soft(await axeViolations(page), 'axe violations in dark mode').toEqual([]);
    await page.getByRole('button', {name: /切换/}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect.soft(await axeViolations(page, {colourOnly: true}), 'axe colour violations in light mode').toEqual([]);
  });
}

// Pages that were removed or merged keep their address: each old route lands on the page that holds its content.
const movedRoutes = [
  {from: '/docs/quick-start/v4/UniappCliStyle', to: '/docs/quick-start/v4/uni-app-vite'},
  {from: '/docs/quick-start/v4/UniappHbuilderStyle', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
  {from: '/docs/quick-start/v4/UniAppHbuilderShared', to: '/docs/quick-start/v4/uni-app-vite-hbuilder'},
];

for (const {from, to} of movedRoutes) {
  test(`the old route ${from} leads to ${to}`, async ({page}) => {
    await page.goto(`${from}?from=old#top`);
    await expect(page).toHaveURL(`${to}?from=old#top`);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('the weapp-tw patch page is a listed page of the v4 sidebar', async ({page}) => {
  await page.goto('/docs/quick-start/v4/patch');
  await waitForHydration(page);
  await expect(page.locator('.theme-unlisted-banner, [class*="unlisted"]')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-menu a[href="/docs/quick-start/v4/patch"]')).toHaveAttribute('aria-current', 'page');
  expect(sitemapPaths).toContain('/docs/quick-start/v4/patch');
});

test('the generated API reference names the documented package, reads naturally and has no edit link', async ({page}) => {
  await page.goto('/docs/api');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('weapp-tailwindcss 4.12.0');
  // Heading texts end with the zero-width space of their hash link.
  const sectionTitles = async () => (await page.locator('article h2').allTextContents()).map((text) => text.replace(/\u200b/g, ''));
  expect(await sectionTitles()).toEqual(['类', '接口', '类型别名', '变量', '函数', '重要配置']);
  await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
  await page.goto('/docs/api/interfaces/UserDefinedOptions');
  expect(await sectionTitles()).toEqual(['继承', '重要配置', '文件匹配', '生命周期', '一般配置']);
  await expect(page.locator('#autoprefixer ~ h4:has-text("添加于") + p').first()).toHaveText('4.12.0');
});
