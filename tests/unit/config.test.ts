import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {createSoftwareJsonLd} from '../../config/headTags';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import packageJson from '../../package.json';
import cssPipelinePlugin from '../../src/plugins/css-pipeline';

describe('site configuration', () => {
  it('describes a free developer application in JSON-LD', () => {
    const jsonLd = createSoftwareJsonLd('https://example.test');
    expect(jsonLd['@type']).toBe('SoftwareApplication');
    expect(jsonLd.applicationCategory).toBe('DeveloperApplication');
    expect(jsonLd.offers.price).toBe('0');
    expect(jsonLd.url).toBe('https://example.test');
  });

  it('shows the package version in the footer', () => {
    expect(packageJson.version).toBe('1.0.4');
    expect(footer.copyright).toContain(`v${packageJson.version}`);
  });

  it('keeps the navbar items in the documented order', () => {
    expect(navbar.items.map((item) => item.label ?? item['aria-label'])).toEqual([
      '指南',
      '生态及解决方案',
      '常见问题',
      '案例展示',
      '更新及迁移',
      '配置项',
      '博客',
      '在线转换',
      'weapp-vite',
      'GitHub 仓库',
    ]);
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap of the configured site URL', async () => {
    const {robotsTxt} = await import('../../src/plugins/robots');
    expect(robotsTxt('https://example.test', '/')).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robotsTxt('https://example.test', '/docs-site/')).toContain('Sitemap: https://example.test/docs-site/sitemap.xml');
  });
});

describe('css-pipeline plugin', () => {
  const contextWith = (lightningCssMinimizer: boolean) =>
    ({siteConfig: {future: {experimental_faster: {lightningCssMinimizer}}}}) as unknown as LoadContext;

  it('leaves PostCSS without plugins or a config search when Lightning CSS minifies', () => {
    const plugin = cssPipelinePlugin(contextWith(true));
    const options = plugin.configurePostCss?.({ident: 'postcss', plugins: [['postcss-preset-env', {}]]} as never);
    expect(options).toEqual({ident: 'postcss', config: false, plugins: []});
  });

  it('refuses to run without the Lightning CSS minimizer, which would leave styles unprefixed', () => {
    expect(() => cssPipelinePlugin(contextWith(false))).toThrow(/lightningCssMinimizer/);
  });
});
