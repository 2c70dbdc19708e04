// A doc's Markdown file (`<route>.md`, src/plugins/page-markdown) against the page a reader sees, and the
// doc header's "复制本页（Markdown）" button and "查看 Markdown" link.
import {expect, setColourMode, test, waitForHydration} from './fixtures';

// Has npm2yarn tabs, admonitions and a weapp-transform example (a 4.x page: its content no longer changes).
const route = '/docs/4.x/quick-start/rem2rpx';

// A touch screen: the copy button is tapped.
test.use({hasTouch: true});

/** Heading lines of the Markdown outside code, as text: inline code and emphasis marks removed. */
function markdownHeadings(markdown: string): string[] {
  const prose = markdown.split(/^```.*$/m).filter((_, index) => index % 2 === 0);
  return prose.flatMap((part) => part.match(/^#{1,3} .+$/gm) ?? []).map((line) => line.replace(/[`*]/g, ''));
}

test('a doc’s Markdown file holds what the page shows, and the copy button puts it on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(route);
  await waitForHydration(page);
  const response = await page.request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const markdown = await response.text();
  const article = page.locator('article .theme-doc-markdown');

  // Headings in the page's order (the hash link is a zero-width space).
  const headings = await article.locator('h1, h2, h3').evaluateAll((elements) =>
    elements.map((element) => `${'#'.repeat(Number(element.tagName[1]))} ${(element.textContent ?? '').replace(/\u200b/g, '').trim()}`),
  );
  expect(markdownHeadings(markdown)).toEqual(headings);

  // Every tab's label and every admonition's title.
  const tabLabels = await article.getByRole('tab').allTextContents();
  expect(tabLabels.length).toBeGreaterThanOrEqual(6);
  for (const label of tabLabels) expect(markdown).toContain(`\n**${label}**\n`);
  const admonitionTitles = await article.locator('.theme-admonition [class*="admonitionHeading"]').allTextContents();
  expect(admonitionTitles.length).toBeGreaterThan(0);
  for (const title of admonitionTitles) expect(markdown).toContain(`\n> **${title.trim()}**\n`);

  // Every code block with its title and, after it, the lines the page highlights; the transform example's other
  // outputs once their tabs are opened.
  const codeBlocks = () =>
    article.locator('.theme-code-block').evaluateAll((blocks) =>
      blocks.map((block) => {
        const lines = Array.from(block.querySelectorAll('.token-line'));
        return {
          title: block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? undefined,
          code: lines.map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n'),
          highlighted: lines.flatMap((line, index) => (line.classList.contains('theme-code-block-highlighted-line') ? [index + 1] : [])),
        };
      }),
    );
  /** `[1, 3, 4]` → `第 1、3–4 行`, the way the Markdown lists highlighted lines. */
  const lineList = (lines: number[]) =>
    `第 ${lines
      .reduce<[number, number][]>((runs, line) => {
        const last = runs.at(-1);
        if (last && line === last[1] + 1) last[1] = line;
        else runs.push([line, line]);
        return runs;
      }, [])
      .map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`))
      .join('、')} 行`;
  let highlightedBlocks = 0;
  const checkCodeBlocks = async () => {
    for (const {title, code, highlighted} of await codeBlocks()) {
      const end = `\n${code.trimEnd()}\n\`\`\`\n`;
      expect(markdown).toContain(end);
      if (title) expect(markdown).toContain(` title="${title}"\n${code}`);
      if (highlighted.length > 0) {
        highlightedBlocks += 1;
        expect(markdown).toContain(`${end}\n上面的代码中高亮显示的行：${lineList(highlighted)}。\n`);
      } else expect(markdown).not.toContain(`${end}\n上面的代码中高亮显示的行`);
    }
  };
  await checkCodeBlocks();
  expect(highlightedBlocks).toBeGreaterThan(0);
  expect(markdown).toContain('```html title="你写的模板"');
  for (const output of ['生成的 WXSS', 'Tailwind 原始 CSS']) {
    await article.getByRole('tab', {name: output}).click();
    await checkCodeBlocks();
  }

  // The header's link and copy button.
  await expect(page.getByRole('link', {name: '查看 Markdown'})).toHaveAttribute('href', `${route}.md`);
  await page.getByRole('button', {name: '复制本页（Markdown）'}).tap();
  await expect(page.getByRole('status').filter({hasText: '已复制本页的 Markdown'})).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

  // On a phone both fit beside each other without widening the page.
  await page.setViewportSize({width: 390, height: 844});
  for (const control of [page.getByRole('link', {name: '查看 Markdown'}), page.getByRole('button', {name: /^(复制本页（Markdown）|已复制)$/})]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const mode of ['dark', 'light'] as const) {
  test(`in ${mode} mode on a phone the Markdown controls are quiet, readable and 40 px tap targets`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await setColourMode(page, mode);
    await page.goto(route);
    await waitForHydration(page);
    const title = page.locator('article h1').first();
    const titleWeight = Number(await title.evaluate((element) => getComputedStyle(element).fontWeight));
    for (const control of [page.getByRole('link', {name: '查看 Markdown'}), page.getByRole('button', {name: '复制本页（Markdown）'})]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(40);
      const style = await control.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {fontSize: Number.parseFloat(computed.fontSize), fontWeight: Number(computed.fontWeight), background: computed.backgroundColor};
      });
      expect(style.fontSize).toBeGreaterThanOrEqual(14);
      // No filled button louder than the title: a transparent background, a lighter weight.
      expect(style.background).toBe('rgba(0, 0, 0, 0)');
      expect(style.fontWeight).toBeLessThan(titleWeight);
    }
  });
}
