// The compatibility matrix: one row per recorded stack, grouped by the weapp-tailwindcss line the guide is for,
// linked both ways with the guides; every row readable whole at phone and desktop widths, never scrolled sideways.
import type {Page} from '@playwright/test';
import verifiedGuides from '../../src/data/verified-guides.json';
import {guideRoute} from '../../src/data/verifiedGuides';
import {test, expect, waitForHydration} from './fixtures';

const records = Object.values(verifiedGuides);
const matrixPaths = ['/docs/quick-start/compatibility', '/docs/4.x/quick-start/compatibility'];
const lineOf = (version: string) => `${version.split('.')[0]}.x`;

/** What a reader of the matrix sees of each row: whether any cell is cut off or hidden, and whether anything scrolls sideways. */
async function matrixLayout(page: Page) {
  return page.locator('article [class*="matrix"]').first().evaluate((matrix) => {
    const width = document.documentElement.clientWidth;
    const rows = Array.from(matrix.querySelectorAll<HTMLElement>('tr[id]'));
    const cutOff = rows.flatMap((row) =>
      Array.from(row.children as HTMLCollectionOf<HTMLElement>)
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.width === 0 || box.height === 0 || box.left < 0 || box.right > width || cell.scrollWidth > cell.clientWidth + 1;
        })
        .map((cell) => `${row.id}: ${cell.textContent?.trim().slice(0, 20)}`),
    );
    const scrolling = [matrix, ...Array.from(matrix.querySelectorAll<HTMLElement>('table'))].filter((box) => box.scrollWidth > box.clientWidth + 1).length;
    // The stacks' table; the guides that cannot be verified here follow in a table of their own.
    const stacks = matrix.querySelector('table')?.querySelectorAll('tr[id]').length ?? 0;
    return {stacks, cutOff, scrolling, pageScrollsSideways: document.documentElement.scrollWidth > width};
  });
}

test('the matrix is in the guide sidebar and lists every recorded stack with its versions, under its weapp-tailwindcss line', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav.menu').getByRole('link', {name: '兼容性矩阵', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/compatibility$/);
  const table = page.locator('article table').first();
  await expect(table.locator('tr[id]')).toHaveCount(records.length);
  for (const record of records) {
    const row = page.locator(`tr[id="${record.stack}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(record.title);
    await expect(row).toContainText(`${record.framework} ${record.frameworkVersion}`);
    await expect(row).toContainText(record.tailwindcss);
    await expect(row).toContainText(record.weappTailwindcss);
    await expect(row).toContainText(record.date);
    // The row sits in its line's group, whose first row names the line.
    await expect(row.locator('xpath=..').locator('tr').first()).toHaveText(`weapp-tailwindcss ${lineOf(record.weappTailwindcss)} 的接入指南`);
  }
});

for (const path of matrixPaths) {
  test(`${path}: on a phone every row is a card showing guide, versions and result; on a desktop a table as wide as the page`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    await waitForHydration(page);
    const phone = await matrixLayout(page);
    expect(phone.stacks).toBe(records.length);
    expect(phone.cutOff, 'cells cut off or hidden at 390 px').toEqual([]);
    expect(phone.scrolling, 'boxes scrolling sideways at 390 px').toBe(0);
    expect(phone.pageScrollsSideways).toBe(false);
    // Each card names its fields: the labels show.
    const firstRow = page.locator('tr[id]').first();
    await expect(firstRow.getByText('weapp-tailwindcss', {exact: true})).toBeVisible();
    await expect(firstRow.getByText('结果', {exact: true})).toBeVisible();

    await page.setViewportSize({width: 1366, height: 900});
    const desktop = await matrixLayout(page);
    expect(desktop.cutOff, 'cells cut off or hidden at 1366 px').toEqual([]);
    expect(desktop.scrolling, 'boxes scrolling sideways at 1366 px').toBe(0);
    // A table, with its header; the page has no table of contents, so the matrix takes that column too.
    await expect(page.locator('article thead').first()).toBeVisible();
    const width = await page.locator('article [class*="matrix"]').first().evaluate((matrix) => matrix.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(900);
    // Bundler, versions, result and date stay on one line.
    const lines = await page.locator('tr[id]').first().evaluate((row) =>
      Array.from(row.querySelectorAll('td')).slice(1).map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1, 1]);
  });
}

for (const {width, height} of [
  {width: 390, height: 844},
  {width: 1366, height: 900},
]) {
  test(`at ${width} px a deep link to the last row lands with the row and its column names in view`, async ({page}) => {
    await page.setViewportSize({width, height});
    const last = records.at(-1)?.stack ?? '';
    await page.goto(`/docs/quick-start/compatibility#${last}`);
    await waitForHydration(page);
    const row = page.locator(`tr[id="${last}"]`);
    await expect(row).toBeInViewport({ratio: 1});
    await expect(row).toHaveCSS('outline-style', 'solid');
    if (width < 997) {
      // A card names its own fields.
      await expect(row.getByText('框架', {exact: true})).toBeInViewport();
      await expect(row.getByText('结果', {exact: true})).toBeInViewport();
    } else {
      // The header row stays in view, not under the navbar.
      const header = row.locator('xpath=ancestor::table').locator('thead th').last();
      await expect(header).toBeInViewport();
      const covered = await header.evaluate((cell) => {
        const box = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && cell.contains(hit));
      });
      expect(covered, 'the header row is covered').toBe(false);
      expect((await header.boundingBox())?.y ?? -1).toBeLessThan((await row.boundingBox())?.y ?? 0);
    }
  });
}

test("a guide's verification note leads to its row, and the row leads back to the guide", async ({page}) => {
  const record = verifiedGuides['taro-webpack-v4'];
  const guidePath = guideRoute(record.page);
  await page.goto(guidePath);
  await waitForHydration(page);
  await page.locator('article').getByRole('link', {name: '兼容性矩阵'}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/quick-start/compatibility#${record.stack}$`));
  const row = page.locator(`tr[id="${record.stack}"]`);
  await expect(row).toBeInViewport();
  // The targeted row is outlined, so it stands out in a long table.
  await expect(row).toHaveCSS('outline-style', 'solid');
  await row.getByRole('link', {name: record.title}).click();
  await expect(page).toHaveURL(new RegExp(`${guidePath}$`));
});
