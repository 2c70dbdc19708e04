import {describe, expect, it, vi} from 'vitest';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import noJsPlugin from '../../src/plugins/no-js';
import {renderPage} from './ssgTemplatePage';

describe('no-js', () => {
  /** The site's config once the plugin has seen the client bundle's config (when it edits the page template). */
  const configured = (defaultMode: string) => {
    const siteConfig = {themeConfig: {colorMode: {defaultMode}}} as unknown as DocusaurusConfig;
    const plugin = noJsPlugin({siteConfig, baseUrl: '/'} as LoadContext);
    const configure = plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => object;
    expect(configure({}, true)).toEqual({});
    expect(siteConfig.ssrTemplate).toBeUndefined();
    expect(configure({}, false)).toEqual({});
    return siteConfig;
  };

  it('has server rendering write the default colour mode on every page\'s <html>, first, once', async () => {
    const page = await renderPage(configured('dark'));
    expect(page).toMatch(/^<!DOCTYPE html>\n<html data-theme="dark" lang="zh-CN" dir="ltr" class="plugin-pages" data-has-hydrated="false">\n<head>/);
    expect(await renderPage(configured('light'))).toContain('<html data-theme="light" lang="zh-CN"');
    expect(await renderPage(configured('light'), {htmlAttributes: 'lang="zh-CN" data-theme="dark"'})).toContain('<html lang="zh-CN" data-theme="dark">');
  });

  it('leaves the page template alone under docusaurus start, whose pages it does not render', () => {
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const siteConfig = {themeConfig: {colorMode: {defaultMode: 'dark'}}} as unknown as DocusaurusConfig;
      const plugin = noJsPlugin({siteConfig, baseUrl: '/'} as LoadContext);
      (plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => object)({}, false);
      expect(siteConfig.ssrTemplate).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
