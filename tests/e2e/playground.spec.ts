import type {FrameLocator, Locator, Page} from '@playwright/test';
import {switchToLightMode} from './accessibility';
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

  // One load of the playground for the four, in an order where no step depends on what an earlier one changed:
  // the malformed link leaves the default sample; the keyboard step turns px2rpx on, which no later step
  // expects off; the CSS entry is put back to the default before the template is typed.
  test('a malformed shared link is ignored with a warning; options and outputs are reachable with the keyboard; broken CSS shows an alert and the page keeps working; typing into the template editor updates the WXML and WXSS', async ({page}) => {
    await test.step('a malformed shared link is ignored with a warning', async () => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await openPlayground(page, '#z=not*base64');
      await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
      expect(warnings.some((text) => text.includes('分享链接'))).toBe(true);
    });
    await test.step('options and outputs are reachable with the keyboard', async () => {
      const px2rpx = page.getByRole('checkbox', {name: /px2rpx/});
      await px2rpx.focus();
      await page.keyboard.press('Space');
      await expect(px2rpx).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: '查看 px2rpx 文档'})).toBeFocused();
      await outputs(page).wxss.focus();
      await expect(outputs(page).wxss).toBeFocused();
    });
    await test.step('broken CSS shows an alert and the page keeps working', async () => {
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
      // Back to the default entry, for the next step.
      await cssEditor.fill(entryCss);
      await expect(alert).toHaveCount(0);
    });
    await test.step('typing into the template editor updates the WXML and WXSS', async () => {
      // The worker is up: the first step saw the default sample transformed.
      const {wxml, wxss, tailwind} = outputs(page);
      await page.getByLabel('模板', {exact: true}).fill(`<view class="w-[123px] {{ on ? 'text-[#abc]' : '' }}">x</view>`);
      await expect(wxml).toContainText(`<view class="w-_b123px_B {{ on ? 'text-_b_habc_B' : '' }}">x</view>`);
      await expect(wxss).toContainText('.w-_b123px_B');
      await expect(wxss).toContainText('color: #abc;');
      await expect(tailwind).toContainText('.w-\\[123px\\]');

      await page.getByRole('checkbox', {name: /px2rpx/}).check();
      await expect(wxss).toContainText('width: 123rpx;');
    });
  });

  test('a shared link restores the template and the options', async ({page, context}) => {
    await openPlayground(page);
    const template = '<view class="w-[321px] hover:bg-[#123456]">分享</view>';
    await page.getByLabel('模板', {exact: true}).fill(template);
    await page.getByRole('checkbox', {name: /px2rpx/}).check();
    await page.getByRole('checkbox', {name: /cssRemoveHoverPseudoClass/}).uncheck();
    await page.getByLabel('预览数据（JSON）').fill('{"shared": 1}');
    await page.getByRole('radio', {name: '414 px'}).check();
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
    await expect(restored.getByLabel('预览数据（JSON）')).toHaveValue('{"shared": 1}');
    await expect(restored.getByRole('radio', {name: '414 px'})).toBeChecked();
    await expect(outputs(restored).wxss).toContainText(':hover', {timeout: 20_000});
    await expect(outputs(restored).wxss).toContainText('width: 321rpx;');
  });



});

test.describe('playground preview', () => {
  const previewFrame = (page: Page) => page.frameLocator('iframe[title="小程序页面预览"]');

  test('draws the template with the generated WXSS, rpx scaled to the screen width', async ({page}) => {
    await openPlayground(page);
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const template =
      '<view class="w-[300rpx] h-[100rpx] bg-[#123456] rounded-[20rpx] flex items-center justify-center"><text class="text-white font-bold">OK</text></view>';
    await page.getByLabel('模板', {exact: true}).fill(template);
    // The escaped class of the new template, so the default sample's preview is not measured.
    const card = previewFrame(page).locator('wx-view.w-_b300rpx_B');
    await expect(card).toHaveCount(1);

    const measure = () =>
      card.evaluate((element) => {
        const style = getComputedStyle(element);
        const text = element.querySelector('wx-text');
        if (!text) throw new Error('no text element');
        const textStyle = getComputedStyle(text);
        const box = element.getBoundingClientRect();
        const textBox = text.getBoundingClientRect();
        return {
          // Numbers: layout rounds to 1/64 px, so 165.6px reads back as 165.594px.
          width: Number.parseFloat(style.width),
          height: Number.parseFloat(style.height),
          background: style.backgroundColor,
          radius: Number.parseFloat(style.borderTopLeftRadius),
          color: textStyle.color,
          weight: textStyle.fontWeight,
          offsetX: Math.abs(box.left + box.width / 2 - (textBox.left + textBox.width / 2)),
          offsetY: Math.abs(box.top + box.height / 2 - (textBox.top + textBox.height / 2)),
        };
      });
    const at375 = await measure();
    expect(at375).toMatchObject({width: 150, height: 50, background: 'rgb(18, 52, 86)', radius: 10, color: 'rgb(255, 255, 255)', weight: '700'});
    expect(at375.offsetX).toBeLessThan(1);
    expect(at375.offsetY).toBeLessThan(1);

    await page.getByRole('radio', {name: '414 px'}).check();
    await expect.poll(async () => (await measure()).width).toBeCloseTo(165.6, 1);
    const at414 = await measure();
    expect(at414.height).toBeCloseTo(55.2, 1);
    expect(at414.radius).toBeCloseTo(11.04, 1);

    const frame = page.locator('iframe[title="小程序页面预览"]');
    await expect(frame).toHaveAttribute('sandbox', '');
  });

  // One page for three templates in turn: each test waited for its own page and transform worker first.
  test('a template cannot run script in the page or in the frame; data fills {{ }} expressions and unsupported ones are listed; the background switch decides the dark: variant', async ({page}) => {
    await openPlayground(page);
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const template = page.getByLabel('模板', {exact: true});
    const frame = previewFrame(page);

    await test.step('a template cannot run script in the page or in the frame', async () => {
      await template.fill(
        '<view id="mark">安全</view><script>parent.__playgroundHacked = 1; document.title = "hacked"</script>' +
          '<image src="data:," onload="parent.__playgroundHacked = 2" onerror="parent.__playgroundHacked = 3"/>' +
          '<a href="javascript:parent.__playgroundHacked = 4">link</a>',
      );
      await expect(frame.locator('#mark')).toHaveText('安全');
      await expect(page.getByText('<script> 不在预览中绘制')).toBeVisible();
      await frame.locator('wx-a').click();
      expect(await frame.locator('script, [onload], [onerror], [href]').count()).toBe(0);
      expect(await page.evaluate(() => (window as {__playgroundHacked?: number}).__playgroundHacked)).toBeUndefined();
      expect(await frame.locator('wx-page').evaluate(() => document.title)).toBe('');
    });

    await test.step('data fills {{ }} expressions and unsupported ones are listed', async () => {
      await template.fill(`<view class="{{ on ? 'text-[#f00]' : '' }}">{{ user.name }}{{ fn() }}</view>`);
      await page.getByLabel('预览数据（JSON）').fill('{"on": true, "user": {"name": "小程序"}}');
      const view = frame.locator('wx-view');
      // Until the new template is drawn, the frame shows the previous one's view: its text decides.
      await expect(view).toHaveCount(1, {timeout: 20_000});
      await expect(view).toHaveText('小程序');
      await expect(view).toHaveCSS('color', 'rgb(255, 0, 0)');
      await expect(page.getByText(/未计算 \{\{ fn\(\) \}\}/)).toBeVisible();
    });

    await test.step('the background switch decides the dark: variant', async () => {
      await template.fill('<view class="bg-white dark:bg-[#010203]">x</view>');
      const view = frame.locator('wx-view.bg-white');
      await page.getByRole('radio', {name: '浅色'}).check();
      await expect(view).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await page.getByRole('radio', {name: '深色'}).check();
      await expect(view).toHaveCSS('background-color', 'rgb(1, 2, 3)');
    });
  });

  test('the output flags what mini-program compilers reject, with a docs link', async ({page}) => {
    await openPlayground(page);
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const warnings = page.getByRole('note', {name: '小程序编译器可能拒绝的写法'});
    // The default example, built with the Tailwind CSS version the guides pin, has nothing to flag.
    await expect(warnings).toHaveCount(0);
    // A class-based dark variant writes :where() selectors.
    await page.getByLabel('CSS 入口').fill(`${entryCss}\n@custom-variant dark (&:where(.dark, .dark *));`);
    await page.getByLabel('模板', {exact: true}).fill('<view class="dark:bg-black">x</view>');
    const isWhere = warnings.locator('[data-check="isWhere"]');
    await expect(isWhere).toContainText(/：\d+ 处/, {timeout: 20_000});
    await expect(isWhere.getByRole('link', {name: '查看说明'})).toHaveAttribute('href', '/docs/quick-start/v4/tutorial/workflow#dark-manual');
  });

  test('on a phone the preview comes below the outputs, and a bar under the navbar jumps to it and back; on a desktop, where input, output and preview sit side by side, there is no bar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPlayground(page);
    await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
    const tailwindBox = await outputs(page).tailwind.boundingBox();
    const previewBox = await page.locator('#playground-preview').boundingBox();
    expect(previewBox && tailwindBox && previewBox.y > tailwindBox.y + tailwindBox.height).toBe(true);
    const bar = page.getByRole('navigation', {name: '跳到在线转换的各部分'});
    await bar.getByRole('link', {name: '预览'}).click();
    // The frame's top is on screen, below the bar, which stays in view.
    const frame = page.locator('iframe[title="小程序页面预览"]');
    await expect(frame).toBeInViewport();
    await expect(bar).toBeInViewport();
    const barBox = await bar.boundingBox();
    expect((await page.locator('#playground-preview').boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) - 1);
    await bar.getByRole('link', {name: '输入'}).click();
    await expect(page.getByLabel('模板', {exact: true})).toBeInViewport();

    // The layout follows the width alone (CSS): the same page at desktop width.
    await page.setViewportSize({width: 1366, height: 900});
    await expect(bar).toBeHidden();
  });
});

/** The default sample as drawn in the preview: the sizes and the title's contrast that make it look like a card. */
async function measureSample(frame: FrameLocator) {
  return frame.locator('wx-page').evaluate((root) => {
    const box = (selector: string) => {
      const element = root.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element.getBoundingClientRect();
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const rgba = (color: string) => {
      const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return {r, g, b, a};
    };
    const luminance = ({r, g, b}: {r: number; g: number; b: number}) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    /** The colour behind `element`: its ancestors' backgrounds, composited from the page up. */
    const backgroundOf = (element: Element) => {
      const layers: ReturnType<typeof rgba>[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) layers.push(rgba(getComputedStyle(node).backgroundColor));
      let colour = {r: 255, g: 255, b: 255};
      for (const layer of layers.reverse()) {
        colour = {r: layer.r * layer.a + colour.r * (1 - layer.a), g: layer.g * layer.a + colour.g * (1 - layer.a), b: layer.b * layer.a + colour.b * (1 - layer.a)};
      }
      return colour;
    };
    const title = Array.from(root.querySelectorAll('wx-text')).find((text) => text.textContent === 'weapp-tailwindcss');
    if (!title) throw new Error('no title');
    const [lighter, darker] = [luminance(rgba(getComputedStyle(title).color)), luminance(backgroundOf(title))].sort((a, b) => b - a);
    const buttonText = box('wx-button wx-text');
    const card = root.querySelector('wx-view');
    if (!card) throw new Error('no card');
    const [cardLighter, cardDarker] = [luminance(backgroundOf(card)), luminance(backgroundOf(root))].sort((a, b) => b - a);
    return {
      cardContrast: (cardLighter + 0.05) / (cardDarker + 0.05),
      avatar: box('wx-image'),
      button: box('wx-button'),
      buttonText: {width: buttonText.width, height: buttonText.height, lineHeight: Number.parseFloat(getComputedStyle(root.querySelector('wx-button wx-text') as Element).lineHeight)},
      titleContrast: (lighter + 0.05) / (darker + 0.05),
    };
  });
}

async function expectCardShape(frame: FrameLocator, frameElement: Locator, page: Page, label: string): Promise<void> {
  const sample = await measureSample(frame);
  // A round avatar, not a pill: as wide as it is tall, 100rpx at any screen width (50 px at 375 px).
  expect(sample.avatar.width, `${label}: avatar size`).toBeGreaterThan(40);
  expect(Math.abs(sample.avatar.width - sample.avatar.height), `${label}: avatar is square`).toBeLessThan(0.5);
  // A horizontal pill: wider than tall, its label on one line.
  expect(sample.button.width, `${label}: button wider than tall`).toBeGreaterThan(sample.button.height * 1.4);
  expect(sample.buttonText.width, `${label}: button text`).toBeGreaterThan(sample.buttonText.height);
  expect(sample.buttonText.height, `${label}: button text on one line`).toBeLessThan(sample.buttonText.lineHeight * 1.5);
  expect(sample.titleContrast, `${label}: title contrast`).toBeGreaterThanOrEqual(4.5);
  // The white card stands apart from the page (WeUI's #EDEDED), not white on white like a list row.
  if (label.endsWith('site')) expect(sample.cardContrast, `${label}: card against the page`).toBeGreaterThanOrEqual(1.1);
  // The whole phone frame (with its border) is on screen.
  const box = await frameElement.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width, `${label}: frame within the viewport`).toBe(true);
}

test('the default sample looks like the card it describes, in both colour modes, on a phone and a desktop', async ({page}) => {
  // Phone first, in the site's default dark mode; the colour switch is then used at desktop width, where it is in the navbar.
  await page.setViewportSize({width: 390, height: 844});
  await openPlayground(page);
  await expect(outputs(page).wxml).toContainText('p-_b20rpx_B', {timeout: 20_000});
  const frameElement = page.locator('iframe[title="小程序页面预览"]');
  const frame = page.frameLocator('iframe[title="小程序页面预览"]');
  await expect(frame.locator('wx-button')).toHaveCount(1);
  // The preview is a light page like most apps, whatever the site's colour mode.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', {name: '浅色'})).toBeChecked();
  // Scaled down to fit the phone's column, not cut off.
  await expect.poll(async () => (await frameElement.boundingBox())?.width ?? 0).toBeLessThan(375 + 16);
  await expectCardShape(frame, frameElement, page, '390 px, dark site');

  await page.setViewportSize({width: 1366, height: 900});
  await expect.poll(async () => (await frameElement.boundingBox())?.width).toBe(375 + 16);
  await expectCardShape(frame, frameElement, page, '1366 px, dark site');
  await switchToLightMode(page);
  await expectCardShape(frame, frameElement, page, '1366 px, light site');
  await page.setViewportSize({width: 390, height: 844});
  await expect.poll(async () => (await frameElement.boundingBox())?.width ?? 0).toBeLessThan(375 + 16);
  await expectCardShape(frame, frameElement, page, '390 px, light site');

  // The sample's own dark: variants keep the title readable on a dark page too.
  await page.getByRole('radio', {name: '深色'}).check();
  await expect(frame.locator('wx-view').first()).toHaveCSS('background-color', 'rgb(15, 23, 43)');
  await expectCardShape(frame, frameElement, page, '390 px, dark preview');
});

test('an example in the 4.x docs opens the playground with the same output', async ({page}) => {
  await page.goto('/docs/4.x/quick-start/rem2rpx');
  await waitForHydration(page);
  const example = page.locator('figure').filter({has: page.getByRole('tablist')}).first();
  const shownCode = () => example.getByRole('tabpanel').locator('code').innerText();
  const shownWxml = await shownCode();
  await example.getByRole('tab', {name: '生成的 WXSS'}).click();
  const shownWxss = await shownCode();
  expect(shownWxss).toContain('rpx');

  await example.getByRole('link', {name: '用在线转换打开'}).click();
  await expect(page).toHaveURL(/\/playground#z=/);
  const {wxml, wxss} = outputs(page);
  const lines = (text: string) => text.split('\n').map((line) => line.trimEnd()).join('\n').trim();
  await expect.poll(async () => lines(await wxml.innerText()), {timeout: 20_000}).toBe(lines(shownWxml));
  expect(lines(await wxss.innerText())).toBe(lines(shownWxss));
  // The switches show what the example was built with.
  await expect(page.getByRole('checkbox', {name: /rem2rpx/})).toBeChecked();
  await expect(page.getByRole('checkbox', {name: /px2rpx/})).not.toBeChecked();
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

test.describe('without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('the playground says it needs JavaScript instead of loading for ever', async ({page}) => {
    await page.goto('/playground');
    await expect(page.getByRole('alert')).toContainText('需要 JavaScript');
    await expect(page.getByText('正在加载转换引擎')).toHaveCount(0);
  });
});
