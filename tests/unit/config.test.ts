import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {createSoftwareJsonLd} from '../../config/headTags';
import {navbar} from '../../config/navbar';
import {footer} from '../../config/footer';
import {announcementBar} from '../../config/announcementBar';
import {currentLine, legacyLine, siteVersion} from '../../config/site';
import cssPipelinePlugin from '../../src/plugins/css-pipeline';

describe('site configuration', () => {
  it('describes a free developer application in JSON-LD', () => {
    const jsonLd = createSoftwareJsonLd('https://example.test');
    expect(jsonLd['@type']).toBe('SoftwareApplication');
    expect(jsonLd.applicationCategory).toBe('DeveloperApplication');
    expect(jsonLd.offers.price).toBe('0');
    expect(jsonLd.url).toBe('https://example.test');
  });

  it('names the site version and both documented weapp-tailwindcss releases in the footer, each labelled', () => {
    expect(footer.copyright).toContain(`站点版本 ${siteVersion}`);
    expect(footer.copyright).toContain(`文档对应 <a href="/docs/releases">weapp-tailwindcss ${currentLine.version}</a> 与 <a href="${legacyLine.docsPath}">${legacyLine.version}</a>`);
  });

  it('has the notice name the current line and link the kept 4.x docs and the migration guide', () => {
    expect(announcementBar?.content).toContain(`weapp-tailwindcss ${currentLine.line}（最新 ${currentLine.version}）`);
    expect(announcementBar?.content).toContain(`href="${legacyLine.docsPath}"`);
    expect(announcementBar?.content).toContain('href="/docs/migrations/v4-and-v5"');
  });

  it('points every navbar doc item at a doc that exists', () => {
    const docIds = navbar.items.flatMap((item) => ('docId' in item ? [item.docId] : []));
    expect(docIds.length).toBeGreaterThan(0);
    for (const docId of docIds) {
      expect(['md', 'mdx'].some((ext) => existsSync(new URL(`../../docs/${docId}.${ext}`, import.meta.url))), docId).toBe(true);
    }
  });

  // (Its sidebar's link to the full reference is checked in the browser: sidebars.ts reads the API
  // reference's generated sidebar, which exists only after a build.)
  it('leads 配置项 to the options overview', () => {
    const optionsItem = navbar.items.find((item) => item.label === '配置项');
    expect(optionsItem && 'docId' in optionsItem ? optionsItem.docId : undefined).toBe('options/index');
  });

  it('links the three blog feeds from the footer', () => {
    const footerHtml = footer.links.flatMap((column) => column.items.map((item) => ('html' in item ? item.html : '')));
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']) {
      expect(footerHtml.some((html) => html.includes(`href="${feed}"`)), feed).toBe(true);
    }
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

  it('purges unused Infima rules in production builds only', () => {
    const plugin = cssPipelinePlugin({...contextWith(true), siteDir: '/site'} as LoadContext);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const options = plugin.configurePostCss?.({ident: 'postcss', plugins: []} as never) as {plugins: {postcssPlugin: string}[]};
      expect(options.plugins.map((entry) => entry.postcssPlugin)).toEqual(['purge-infima']);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('refuses to run without the Lightning CSS minimizer, which would leave styles unprefixed', () => {
    expect(() => cssPipelinePlugin(contextWith(false))).toThrow(/lightningCssMinimizer/);
  });
});
