import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const entryCss = '@import "weapp-tailwindcss";';

function outputs(page: Page) {
  return {
    wxml: page.getByRole('region', {name: '转换后的模板（WXML）'}),
    wxss: page.getByRole('region', {name: '生成的 WXSS'}),
    tailwind: page.getByRole('region', {name: 'Tailwind CSS 原始输出'}),
  };
}

async function openPlayground(page: Page, hash = ''): Promise<void> {
  await page.goto(`/playground${hash}`);
  await waitForHydration(page);
}

test.describe('playground', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('typing into the template editor updates the WXML and WXSS', async ({page}) => {
    await openPlayground(page);
    const {wxml, wxss, tailwind} = outputs(page);
    // The default sample is transformed as soon as the worker is up.
    await expect(wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});

    await page.getByLabel('模板', {exact: true}).fill(`<view class="w-[123px] {{ on ? 'text-[#abc]' : '' }}">x</view>`);
    await expect(wxml).toContainText(`<view class="w-_b123px_B {{ on ? 'text-_b_habc_B' : '' }}">x</view>`);
    await expect(wxss).toContainText('.w-_b123px_B');
    await expect(wxss).toContainText('color: #abc;');
    await expect(tailwind).toContainText('.w-\\[123px\\]');

    await page.getByRole('checkbox', {name: /px2rpx/}).check();
    await expect(wxss).toContainText('width: 123rpx;');
  });

  test('a shared link restores the template and the options', async ({page, context}) => {
    await openPlayground(page);
    const template = '<view class="w-[321px] hover:bg-[#123456]">分享</view>';
    await page.getByLabel('模板', {exact: true}).fill(template);
    await page.getByRole('checkbox', {name: /px2rpx/}).check();
    await page.getByRole('checkbox', {name: /cssRemoveHoverPseudoClass/}).uncheck();
    await expect(outputs(page).wxss).toContainText('width: 321rpx;', {timeout: 20_000});

    await page.getByRole('button', {name: '复制分享链接'}).click();
    await expect(page.getByRole('button', {name: '已复制链接'})).toBeVisible();
    const link = page.url();
    expect(link).toMatch(/#[zj]=/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const restored = await context.newPage();
    await restored.goto(link);
    await waitForHydration(restored);
    await expect(restored.getByLabel('模板', {exact: true})).toHaveValue(template);
    await expect(restored.getByRole('checkbox', {name: /px2rpx/})).toBeChecked();
    await expect(restored.getByRole('checkbox', {name: /cssRemoveHoverPseudoClass/})).not.toBeChecked();
    await expect(outputs(restored).wxss).toContainText(':hover', {timeout: 20_000});
    await expect(outputs(restored).wxss).toContainText('width: 321rpx;');
  });

  test('a malformed shared link is ignored with a warning', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openPlayground(page, '#z=not*base64');
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    expect(warnings.some((text) => text.includes('分享链接'))).toBe(true);
  });

  test('broken CSS shows an alert and the page keeps working', async ({page}) => {
    await openPlayground(page);
    const {wxml} = outputs(page);
    await expect(wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const cssEditor = page.getByLabel('CSS 入口');
    const alert = page.getByRole('alert').filter({hasText: '转换失败'});

    await cssEditor.fill(`${entryCss}\n@theme {`);
    await expect(alert).toContainText('Missing closing }');
    await expect(page.getByText('上一次成功的结果').first()).toBeVisible();

    await cssEditor.fill(`${entryCss}\n@foo;`);
    await expect(alert).toContainText('@foo');

    await cssEditor.fill(`${entryCss}\n@theme { --color-brand: #07c160; }`);
    await expect(alert).toHaveCount(0);
    await page.getByLabel('模板', {exact: true}).fill('<view class="bg-brand">x</view>');
    await expect(outputs(page).wxss).toContainText('--color-brand: #07c160;');
    await expect(wxml).toContainText('<view class="bg-brand">x</view>');
  });

  test('options and outputs are reachable with the keyboard', async ({page}) => {
    await openPlayground(page);
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const px2rpx = page.getByRole('checkbox', {name: /px2rpx/});
    await px2rpx.focus();
    await page.keyboard.press('Space');
    await expect(px2rpx).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: '查看 px2rpx 文档'})).toBeFocused();
    await outputs(page).wxss.focus();
    await expect(outputs(page).wxss).toBeFocused();
  });
});

test('other pages do not load the playground worker', async ({page}) => {
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/playground\/(worker-|manifest\.json)/.test(request.url())) workerRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(workerRequests).toEqual([]);
});
