// The compatibility matrix (issue #26): one row per recorded stack, linked both ways with the guides.
import verifiedGuides from '../../src/data/verified-guides.json';
import {guideRoute} from '../../src/data/verifiedGuides';
import {test, expect, waitForHydration} from './fixtures';

const records = Object.values(verifiedGuides);

test('the matrix is in the guide sidebar and lists every recorded stack with its versions', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav.menu').getByRole('link', {name: '兼容性矩阵', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start\/compatibility$/);
  const rows = page.locator('article table').first().locator('tbody tr');
  await expect(rows).toHaveCount(records.length);
  for (const record of records) {
    const row = page.locator(`tr[id="${record.stack}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(record.title);
    await expect(row).toContainText(`${record.framework} ${record.frameworkVersion}`);
    await expect(row).toContainText(record.tailwindcss);
    await expect(row).toContainText(record.weappTailwindcss);
    await expect(row).toContainText(record.date);
  }
  // At desktop width no column is squeezed: bundler, versions, result and date stay on one line.
  const lines = await rows.first().evaluate((row) =>
    Array.from(row.querySelectorAll('td')).slice(1).map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(lines).toEqual([1, 1, 1, 1, 1]);
});

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
