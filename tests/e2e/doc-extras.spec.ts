// A doc page's last-updated date, the "这页有帮助吗？" question and the zoomable diagrams; the API
// reference's "generated from" line and the analytics event when the site is built with GTAG_ID.
import type {Page} from '@playwright/test';
import {axeViolations, switchToLightMode} from './accessibility';
import {currentLine, legacyLine} from '../../config/site';
import {expect, test, waitForHydration} from './fixtures';

const DIAGRAM_PAGE = '/docs/principle';
// A page of the 4.x docs: its feedback names 4.x's release, as the current docs' pages name 5.x's.
const API_PAGE = '/docs/4.x/api/interfaces/UserDefinedOptions';

function feedback(page: Page) {
  const group = page.getByRole('group', {name: '这页有帮助吗？'});
  return {
    group,
    helpful: group.getByRole('button', {name: '有帮助', exact: true}),
    notHelpful: group.getByRole('button', {name: '没帮助', exact: true}),
    issueLink: group.getByRole('link', {name: /issue/}),
  };
}

test('a doc page: its last-updated date, the feedback question and a diagram that zooms from the keyboard', async ({page, problems}) => {
  await page.goto(DIAGRAM_PAGE);
  await waitForHydration(page);

  // The date of the page's last commit, in Chinese.
  const footer = page.locator('.theme-doc-footer');
  await expect(footer).toContainText(/最后更新于\s*\d{4}年\d{1,2}月\d{1,2}日/);
  expect(Date.parse((await footer.locator('time').getAttribute('datetime')) ?? '')).toBeLessThanOrEqual(Date.now());

  // Feedback: 👍 just thanks; 👎 offers a prefilled upstream issue in a new tab. Both are announced.
  const {group, helpful, notHelpful, issueLink} = feedback(page);
  const live = group.locator('[aria-live="polite"]');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(live).toHaveText('感谢你的反馈！');
  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(issueLink).toHaveAttribute('target', '_blank');
  await expect(issueLink).toHaveAttribute('rel', /noopener/);
  const issue = new URL((await issueLink.getAttribute('href')) ?? '');
  expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/sonofmagic/weapp-tailwindcss/issues/new');
  const title = (await page.locator('article h1').first().textContent()) ?? '';
  expect(issue.searchParams.get('title')).toContain(title);
  expect(issue.searchParams.get('body')).toContain(`${DIAGRAM_PAGE}\n`);
  expect(issue.searchParams.get('body')).toContain(`weapp-tailwindcss ${currentLine.version}`);
  // Without GTAG_ID nothing reports the answer: no gtag, and the fixture fails on any request off the machine.
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);

  // Zoom: Enter opens the dialog with focus inside, Tab stays inside, Escape closes and focus returns.
  const diagram = page.getByRole('button', {name: /^放大查看图示：weapp-tailwindcss 处理流程示意图/});
  const dialog = page.getByRole('dialog');
  await diagram.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', (await diagram.getByRole('img').getAttribute('src')) ?? '');
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect.soft(await axeViolations(page), 'axe violations with the dialog open and the feedback answered, dark mode').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(diagram).toBeFocused();

  // Space opens it too; a click outside the diagram closes it.
  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(diagram).toBeFocused();

  await switchToLightMode(page);
  await diagram.click();
  await expect(dialog).toBeVisible();
  expect.soft(await axeViolations(page, {colourOnly: true}), 'axe colour violations with the dialog open and the feedback answered, light mode').toEqual([]);

  // On a phone the dialog fits the screen and the diagram is wider than it, to be panned.
  await page.keyboard.press('Escape');
  await page.setViewportSize({width: 390, height: 844});
  await diagram.click();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect((await dialog.getByRole('img').boundingBox())?.width).toBeGreaterThan(390);
  await dialog.getByRole('button', {name: '关闭'}).click();
  await expect(dialog).toBeHidden();
  await expect(diagram).toBeFocused();
  expect(problems.externalRequests).toEqual([]);
});

test('an API page names the release it was generated from; with analytics configured, feedback is reported', async ({page}) => {
  // What the gtag plugin defines when the site is built with GTAG_ID, recording instead of sending.
  await page.addInitScript(() => {
    const events: unknown[][] = [];
    Object.assign(window, {gtagEvents: events, gtag: (...args: unknown[]) => events.push(args)});
  });
  await page.goto(API_PAGE);
  await waitForHydration(page);
  const footer = page.locator('.theme-doc-footer');
  await expect(footer).toHaveText(`根据 weapp-tailwindcss ${legacyLine.version} 生成`);
  await expect(page.getByText(/最后更新于/)).toHaveCount(0);

  const {notHelpful, issueLink} = feedback(page);
  await notHelpful.click();
  await expect(issueLink).toBeVisible();
  expect(new URL((await issueLink.getAttribute('href')) ?? '').searchParams.get('body')).toContain(`weapp-tailwindcss ${legacyLine.version}`);
  const events = await page.evaluate(() => (window as unknown as {gtagEvents: unknown[][]}).gtagEvents.filter((args) => args[1] === 'doc_feedback'));
  expect(events).toEqual([['event', 'doc_feedback', {answer: 'not-helpful', page_path: API_PAGE}]]);
});
