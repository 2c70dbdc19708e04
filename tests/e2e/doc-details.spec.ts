// Details of doc and blog pages: tables that stay readable on a phone, headings that break well, admonition
// titles that keep their case, the blog sidebar's hyphenated words. (The showcase's numbering is read from
// the built page: tests/build/pages.test.ts.)
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** The text of each line an element's text is laid out on. */
function linesOf(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const lines: string[] = [];
      let top: number | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (top === undefined || rect.top > top + 2) lines.push('');
          top = rect.top;
          lines[lines.length - 1] += node.data[index];
        }
      }
      return lines.map((line) => line.trim());
    }),
  );
}

// Four pages read in turn in one page: a fresh page for each only added a browser context each.
test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('tables, code names and headings keep to the screen and break well', async ({page}) => {
    await test.step('the release notes table keeps dates and versions whole and its titles readable, as labelled cards', async () => {
      await page.goto('/docs/releases');
      await waitForHydration(page);
      const table = page.locator('article table').first();
      const layout = await table.evaluate((element) => ({scrolls: element.scrollWidth > element.clientWidth + 1, width: element.getBoundingClientRect().width}));
      expect(layout.scrolls).toBe(false);
      // Dates never break ("2026-" / "05-04" before).
      for (const lines of await linesOf(page, 'article table tbody td:nth-child(2)')) expect(lines.length).toBe(1);
      // A post's title gets the card's width: at most two lines (five before).
      for (const lines of await linesOf(page, 'article table tbody td:nth-child(3)')) expect(lines.length, lines.join(' / ')).toBeLessThanOrEqual(2);
      // Each field is named in the card.
      await expect(table.locator('tbody tr').first().getByText('CHANGELOG', {exact: true})).toBeVisible();
    });

    await test.step('cards keep long code names inside the page: the option table of the migration guide does not scroll sideways', async () => {
      await page.goto('/docs/migrations/v4-and-v5');
      await waitForHydration(page);
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('article table'))
          .filter((table) => getComputedStyle(table).overflowX === 'visible' && table.scrollWidth > table.clientWidth + 1)
          .map((table) => table.querySelector('tbody td')?.textContent?.slice(0, 30)),
      );
      expect(overflowing, 'stacked tables wider than the page').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    await test.step('the title of an API page keeps its identifier on one line', async () => {
      await page.goto('/docs/api/interfaces/UserDefinedOptions');
      await waitForHydration(page);
      const [lines] = await linesOf(page, 'article h1');
      expect(lines.some((line) => line.endsWith('UserDefinedOptions')), lines.join(' / ')).toBe(true);
    });

    await test.step('a heading does not leave one character on its last line', async () => {
      await page.goto('/search?q=%E9%85%8D%E7%BD%AE%E9%A1%B9%E7%9A%84%E9%BB%98%E8%AE%A4%E5%80%BC');
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toHaveCSS('text-wrap-style', 'balance');
      for (const lines of await linesOf(page, 'main h1')) expect(lines.at(-1)?.length ?? 0, lines.join(' / ')).toBeGreaterThan(1);
    });
  });
});

test('the blog sidebar keeps hyphenated words (--spacing, uni-app) whole', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/blog/2026/5/v4.12-release');
  await waitForHydration(page);
  const lines = (await linesOf(page, 'aside nav a')).flat();
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.filter((line) => /-$/.test(line))).toEqual([]);
});

test('admonition titles keep the case of option and file names', async ({page}) => {
  // The 4.x Taro Vite guide keeps an admonition titled with an option name.
  await page.goto('/docs/4.x/quick-start/v4/taro-vite');
  const heading = page.locator('.theme-admonition').filter({hasText: '不要漏掉 cssEntries'}).locator('[class*="admonitionHeading"]');
  await expect(heading).toHaveCSS('text-transform', 'none');
  await expect(heading).toContainText('cssEntries');
});
