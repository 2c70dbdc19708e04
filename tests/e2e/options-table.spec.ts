// The options overview: at phone, tablet and desktop widths every description is readable
// beside or under its option, and no table needs sideways scrolling.
import {test, expect, waitForHydration} from './fixtures';

const widths = [1366, 768, 390];

test('the options tables keep every description readable at 390, 768 and 1366 px', async ({page}) => {
  // Reached the way a reader does, through the navbar (a client-side navigation).
  await page.setViewportSize({width: widths[0], height: 900});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('link', {name: '配置项', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/options$/);
  const tables = page.locator('article [class*="optionsTable"] table');
  // One table per option group (the 5.x overview has four).
  await expect(tables.first()).toBeVisible();
  expect(await tables.count()).toBeGreaterThanOrEqual(3);
  for (const width of widths) {
    await page.setViewportSize({width, height: 900});
    const measured = await tables.evaluateAll((elements) =>
      elements.map((table) => {
        const rows = Array.from(table.querySelectorAll('tbody tr'));
        const descriptions = rows.map((row) => (row.lastElementChild ?? row).getBoundingClientRect());
        const fontSize = Number.parseFloat(getComputedStyle(table).fontSize);
        return {
          rows: rows.length,
          overflow: table.scrollWidth - table.clientWidth,
          narrowestInCharacters: Math.min(...descriptions.map((box) => box.width)) / fontSize,
          rightmost: Math.max(...descriptions.map((box) => box.right)),
          hidden: descriptions.filter((box) => box.width === 0 || box.height === 0).length,
        };
      }),
    );
    for (const table of measured) {
      expect(table.rows, `${width} px`).toBeGreaterThan(3);
      expect(table.overflow, `${width} px: the table scrolls sideways`).toBeLessThanOrEqual(0);
      expect(table.hidden, `${width} px`).toBe(0);
      expect(table.rightmost, `${width} px: a description ends off screen`).toBeLessThanOrEqual(width);
      // At least 18 characters a line on a phone, 20 on the wider layouts (the stock table left one or two at 1366 px).
      expect(table.narrowestInCharacters, `${width} px`).toBeGreaterThanOrEqual(width < 600 ? 18 : 20);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(width);
  }
  // On a phone the description comes right under the option's name, the labelled type and default after it.
  await page.setViewportSize({width: 390, height: 900});
  const cells = page.locator('article tr').filter({has: page.locator('a[href$="#rem2rpx"]')}).locator('td');
  await expect(cells.nth(2)).toHaveText('默认值关闭');
  const [name, description, stated] = await Promise.all(
    [cells.first(), cells.last(), cells.nth(2)].map((cell) => cell.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)),
  );
  expect(description.top).toBeGreaterThanOrEqual(name.bottom - 1);
  expect(stated.top).toBeGreaterThanOrEqual(description.bottom - 1);
});
