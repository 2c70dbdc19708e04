import {test, expect, waitForHydration} from './fixtures';

test.describe('the Content-Security-Policy', () => {
  test.use({allowedConsole: /CSP violation: script-src-elem blocked inline|Content Security Policy/});

  test('is enforced: a script injected into the page does not run', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const violation = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation'));
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    await violation;
  });
});

test('links to other sites open safely and no element has an inline event handler', async ({page}) => {
  for (const route of ['/', '/docs/intro', '/docs/community/templates', '/blog']) {
    await page.goto(route);
    await waitForHydration(page);
    const unsafe = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'))
        .filter((link) => new URL(link.href).origin !== window.location.origin)
        .filter((link) => !/\bnoopener\b/.test(link.rel) || !/\bnoreferrer\b/.test(link.rel))
        .map((link) => link.href),
    );
    expect(unsafe, route).toEqual([]);
    const handlers = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes).filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
    );
    expect(handlers, route).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('pages read from the server-rendered HTML and plain links navigate', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article .markdown p').first()).toBeVisible();
    const next = page.locator('.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.getByRole('link', {name: '博客'}).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('a transform example shows its generated WXSS and Tailwind CSS, which its tabs load only with scripts', async ({page}) => {
    await page.goto('/docs/quick-start/rem2rpx');
    const fallback = page.locator('figure').filter({hasText: '转换示例'}).first().locator('noscript');
    await expect(fallback.getByText('生成的 WXSS', {exact: true})).toBeVisible();
    await expect(fallback.getByText('Tailwind 原始 CSS', {exact: true})).toBeVisible();
    // rem2rpx is on in this example: the WXSS has rpx, Tailwind's own output still rem.
    await expect(fallback.locator('pre').first()).toContainText('rpx');
    await expect(fallback.locator('pre').last()).toContainText(/\d(\.\d+)?rem/);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('every tab panel shows under its label, the menu links and the table of contents work, in one colour scheme', async ({page}) => {
      // The 4.x uni-app guide: its many tab sets (package managers, single and multi-platform setups).
      await page.goto('/docs/4.x/quick-start/v4/uni-app-vite');
      // Dark page, dark code: the default mode, which code blocks are highlighted for on the server.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const [pageLuminance, codeLuminance] = await page.evaluate(() =>
        [document.documentElement, document.querySelector('pre')].map((element) => {
          const [r = 0, g = 0, b = 0] = (getComputedStyle(element ?? document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        }),
      );
      expect(pageLuminance).toBeLessThan(0.2);
      expect(codeLuminance).toBeLessThan(0.2);

      const panels = page.locator('[role=tabpanel]');
      expect(await panels.count()).toBeGreaterThan(3);
      for (const panel of await panels.all()) await expect(panel.locator('.no-js-tab-label')).toBeVisible();
      const alternative = panels.filter({has: page.getByText('同时构建 H5 / App', {exact: true})});
      await expect(alternative.locator('pre').first()).toBeVisible();
      await expect(page.getByRole('tablist').first()).toBeHidden();

      // No button that needs scripts: the menu's links show in the bar, the table of contents is a <details>.
      await expect(page.locator('.navbar__toggle')).toBeHidden();
      await expect(page.locator('.DocSearch-Button')).toBeHidden();
      await expect(page.locator('.theme-code-block button').first()).toBeHidden();
      await expect(page.locator('.navbar').getByRole('link', {name: '博客'})).toBeVisible();
      await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
      const toc = page.locator('details.no-js-toc');
      await toc.getByText('本页总览').click();
      await toc.getByRole('link').first().click();
      await expect(page).toHaveURL(/#.+$/);
    });
  });

  test('a live code block shows its source as a plain code block', async ({page}) => {
    await page.goto('/docs/community/merge');
    await expect(page.locator('pre code').filter({hasText: 'useWeappMerge'}).first()).toBeVisible();
  });
});

test.describe('when a route chunk fails to load', () => {
  test.use({allowedConsole: /Failed to load resource/, allowedFailedRequests: /\/assets\/js\//});

  test('the navigation falls back to a full page load of the target', async ({page}) => {
    const target = '/blog/2025/3/v4-release';
    let failChunks = false;
    await page.route('**/assets/js/**', (route) => (failChunks ? route.abort('failed') : route.fallback()));
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'document') return;
      documentLoads.push(new URL(request.url()).pathname);
      failChunks = false;
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    failChunks = true;
    // A client-side navigation, as a click on a link to a page not visited yet would start.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect.poll(() => documentLoads).toEqual(['/docs/intro', target]);
    await waitForHydration(page);
    await expect(page.locator('article h1').first()).toBeVisible();
  });
});
