import {readFileSync} from 'node:fs';
import path from 'node:path';
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

for (const route of paths) {
  test(`renders ${route}`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/weapp-tailwindcss/);
  });
}
