// The queries a walkthrough of the built site found answered wrongly (rem2rpx below its API entry, `uniapp`
// without the uni-app guides, a pasted message below other errors…), asked of the index the build wrote,
// as the search modal asks them from a page of the current docs.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {shownPages} from '../../scripts/lib/search-results';
import {modalHits} from '../../src/plugins/search/client/modalHits';
import {loadSearchIndex, runQuery} from '../../src/plugins/search/client/searchEngine';
import {buildDir} from './builtSite';

const index = loadSearchIndex(
  readdirSync(buildDir)
    .filter((name) => /^search-index\..+\.json$/.test(name))
    .map((name) => readFileSync(path.join(buildDir, name), 'utf8')),
);

const hitsFor = (query: string, version: 'current' | '4.x' = 'current') =>
  runQuery(index, {query, hitsPerPage: 20, facetFilters: [['language:zh-cn'], ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]]}, {origin: 'http://localhost', locale: 'zh-cn'}).hits;

/** The pages the modal lists for a query asked from a page of the current docs, in its order. */
const pagesFor = (query: string) => shownPages(hitsFor(query));

/** The section (path and anchor) of the first result the modal lists, asked from a page of the given docs version. */
const firstSectionFor = (query: string, version: 'current' | '4.x') => {
  const url = new URL(modalHits(hitsFor(query, version))[0].url);
  return url.pathname + url.hash;
};

describe('queries a reader asked, on the built index', () => {
  it.each([
    // The page whose address is the query, not the API entry of the option.
    ['rem2rpx', ['/docs/quick-start/rem2rpx']],
    // The plugin's 2.x, whose migration page says 升级.
    ['从 v2 迁移', ['/docs/migrations/v2']],
    // A pasted message that a guide quotes word for word.
    ["Error: Cannot find module 'webpack/lib/FlagEntryExportAsUsedPlugin'", ['/docs/quick-start/v4/mpx']],
    // A framework named alone, or with how to set it up: its guides, not uni-app x's, the archived page named by its address or the template list.
    ['uniapp', ['/docs/quick-start/v4/uni-app-vite', '/docs/quick-start/v4/uni-app-webpack', '/docs/quick-start/v4/uni-app-vite-hbuilder']],
    ['taro react 项目怎么装', ['/docs/quick-start/v4/taro-vite', '/docs/quick-start/v4/taro-webpack']],
    ['taro4.x 怎么用 tailwindcss', ['/docs/quick-start/v4/taro-vite', '/docs/quick-start/v4/taro-webpack']],
    ['uni-app 安装', ['/docs/quick-start/v4/uni-app-vite', '/docs/quick-start/v4/uni-app-webpack', '/docs/quick-start/v4/uni-app-vite-hbuilder']],
    // The product's name before the query says where the reader is: the page the rest names.
    ['weapp-tailwindcss rem2rpx', ['/docs/quick-start/rem2rpx']],
    ['weapp-tailwindcss 5 rem2rpx', ['/docs/quick-start/rem2rpx']],
    ['weapp-tailwindcss troubleshooting', ['/docs/issues/troubleshooting']],
    // The archived page is the one that answers an old project's upgrade.
    ['@vue/cli-service 4 升级', ['/docs/upgrade/uni-app']],
    // The React pages, which have no Markdown: indexed by their title and description.
    ['playground', ['/playground']],
    ['在线转换', ['/playground']],
    ['rss', ['/blog/subscribe']],
    // Words of its description: the subscribe page is no release post, which would give way to the docs.
    ['RSS 阅读器', ['/blog/subscribe']],
  ])('%s: first %j', (query, pages) => {
    expect(pages).toContain(pagesFor(query)[0]);
  });

  it.each([
    ['webpack 4 postcss 7', ['/docs/4.x/quick-start/v2', '/docs/upgrade/uni-app']],
    ['rpx 转换', ['/docs/quick-start/rem2rpx', '/docs/quick-start/css-unit-transform']],
    // The pages say 暗色模式 and 深色模式.
    ['暗黑模式', ['/docs/quick-start/apply-themes', '/docs/quick-start/v4/tutorial/workflow']],
  ])('%s: one of %j in the first three', (query, pages) => {
    expect(pagesFor(query).slice(0, 3).some((page) => pages.includes(page)), pagesFor(query).slice(0, 5).join(' ')).toBe(true);
  });

  // Messages and questions from upstream issues that no section answered: the first result is the section that
  // names them, not another entry of the same page (the page alone ranked first before these sections existed).
  it.each<[string, 'current' | '4.x', string]>([
    ["TypeError: Cannot destructure property 'NormalModule' of 'compiler.webpack' as it is undefined.", 'current', '/docs/issues/troubleshooting#compiler-webpack-undefined'],
    ['[pages/index/index] Some selectors are not allowed in component wxss, including tag name selectors, ID selectors, and attribute selectors.(./app.wxss:272:149)', 'current', '/docs/issues/troubleshooting#component-wxss-selectors'],
    ['warn - No utility classes were detected in your source files. If this is unexpected, double-check the `content` option in your Tailwind CSS configuration.', '4.x', '/docs/4.x/issues/troubleshooting#no-utility-classes-detected'],
    ['ModuleBuildError: Module build failed (from ./node_modules/less-loader/dist/cjs.js):\n"use strict";var ui=Object.defineProperty;…{Features:()=>$e,Polyfills:()=>Qe,__unstable__loadDesignSystem:()=>Hn,compile:()=>qn', '4.x', '/docs/4.x/issues/troubleshooting#less-loader-tailwind-js'],
  ])('%s (asked from the %s docs): first %s', (query, version, section) => {
    expect(firstSectionFor(query, version)).toBe(section);
  });
});
