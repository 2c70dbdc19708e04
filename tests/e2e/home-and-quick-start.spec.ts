// The home page and the quick-start chooser (/quick-start, src/data/quickStart.ts): from the home page's
// button to a setup guide by framework and build, with and without scripts.
import {quickStartFrameworks} from '../../src/data/quickStart';
import {test, expect, waitForHydration} from './fixtures';

const taro = quickStartFrameworks.find((framework) => framework.id === 'taro');
const taroWebpack = taro?.guides.find((guide) => guide.id === 'webpack');

for (const width of [390, 1366]) {
  test(`at ${width} px the home page's "Tailwind CSS v4 快速开始" leads through framework and build to the guide`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    await waitForHydration(page);
    // The two buttons have one width.
    const widths = await page.locator('header a.button').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(Math.abs(widths[0] - widths[1])).toBeLessThan(1);

    await page.getByRole('link', {name: 'Tailwind CSS v4 快速开始'}).click();
    await expect(page).toHaveURL(/\/quick-start$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('快速开始');
    // Every framework is offered; the first is picked, with its first way of building and its guide.
    const frameworks = page.getByRole('group', {name: '1. 项目使用的框架'});
    for (const framework of quickStartFrameworks) await expect(frameworks.getByRole('radio', {name: framework.name, exact: true})).toBeVisible();
    await expect(page.getByRole('link', {name: '打开接入指南'})).toHaveAttribute('href', quickStartFrameworks[0].guides[0].to);

    await frameworks.getByText('Taro', {exact: true}).click();
    const builds = page.getByRole('group', {name: '2. Taro 项目怎样创建与构建'});
    await builds.getByText(taroWebpack?.label ?? '', {exact: true}).click();
    await expect(page.getByText(taroWebpack?.summary ?? '')).toBeVisible();
    await page.getByRole('link', {name: '打开接入指南'}).click();
    await expect(page).toHaveURL(new RegExp(`${taroWebpack?.to}$`));
    await expect(page.locator('article h1')).toContainText('Taro');
  });
}

test('a framework card of the home page opens the chooser with its framework picked, and the keyboard picks the build', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#home-frameworks + ul').getByRole('link', {name: /Taro/}).click();
  await expect(page).toHaveURL(/\/quick-start#taro$/);
  await expect(page.getByRole('radio', {name: 'Taro', exact: true})).toBeChecked();
  const first = page.getByRole('radio', {name: taro?.guides[0].label, exact: true});
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', {name: taroWebpack?.label, exact: true})).toBeChecked();
  await expect(page.getByRole('link', {name: '打开接入指南'})).toHaveAttribute('href', taroWebpack?.to ?? '');
});

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('the chooser still leads to every guide', async ({page}) => {
    await page.goto('/quick-start');
    for (const framework of quickStartFrameworks) {
      await page.getByRole('group', {name: '1. 项目使用的框架'}).getByText(framework.name, {exact: true}).click();
      for (const guide of framework.guides) {
        await page.getByRole('group', {name: `2. ${framework.name} 项目怎样创建与构建`}).getByText(guide.label, {exact: true}).click();
        await expect(page.getByRole('link', {name: '打开接入指南'})).toHaveAttribute('href', guide.to);
      }
    }
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('the home page transform example shows the escaped class names whole', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const example = page.locator('main figure').first();
    await example.scrollIntoViewIfNeeded();
    const hidden = await example.locator('pre').evaluateAll((blocks) =>
      blocks.filter((block) => block.getClientRects().length > 0 && block.scrollWidth > block.clientWidth + 1).map((block) => block.textContent?.slice(0, 30)),
    );
    expect(hidden).toEqual([]);
    await expect(example.getByText('w-_b96rpx_B').first()).toBeInViewport();
  });
});
