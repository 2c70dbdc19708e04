import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import asyncStylesPlugin, {styleCacheGroups} from '../../src/plugins/async-styles';
import {
  chunkNamesByPage,
  pagesByChunkName,
  pagesOfRoutesModule,
  placeStyle,
  routeFamily,
} from '../../src/plugins/async-styles/routes';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import {renderPage} from './ssgTemplatePage';

// The shape Docusaurus 3.9 generates in .docusaurus/routes.js: the docs pages nest under layout routes.
const routesModule = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/p',
    component: ComponentCreator('/blog/p', '3cc'),
    exact: true
  },
  {
    path: '/blog/q',
    component: ComponentCreator('/blog/q', '4dd'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'c8d'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', '9de'),
        routes: [
          {
            path: '/docs/a',
            component: ComponentCreator('/docs/a', '1aa'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/docs/b',
            component: ComponentCreator('/docs/b', '2bb'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/playground',
    component: ComponentCreator('/playground', 'bbd'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const routesChunkNames = {
  '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
  '/playground-bbd': {__comp: 'playground', __context: {plugin: 'pages'}},
  '/docs-c8d': {__comp: 'docsRoot', __context: {plugin: 'docs'}},
  '/docs-9de': {__comp: 'docRoot'},
  '/docs/a-1aa': {__comp: 'docItem', content: 'docA'},
  '/docs/b-2bb': {__comp: 'docItem', content: 'docB'},
  '/blog/p-3cc': {__comp: 'blogPost', content: 'postP'},
  '/blog/q-4dd': {__comp: 'blogPost', content: 'postQ'},
};
const pages = chunkNamesByPage(pagesOfRoutesModule(routesModule), routesChunkNames);
const onAction = new Set(['search-modal']);

const chunk = (initial: boolean, ...groups: (string | null)[]) => ({
  canBeInitial: () => initial,
  groupsIterable: groups.map((name) => ({name})),
});

/** Runs both cache groups' tests and the section group's name for one module held by `chunks`. */
function placeWithCacheGroups(chunks: ReturnType<typeof chunk>[]) {
  const groups = styleCacheGroups(() => pages);
  const module = {identifier: () => 'module'};
  const context = {chunkGraph: {getModuleChunks: () => chunks}};
  return {
    shared: groups.styles.test(module, context),
    section: groups.sectionStyles.test(module, context) ? groups.sectionStyles.name(module) : undefined,
  };
}

describe('async styles: the pages and what they load', () => {
  it('reads the pages from routes.js, each with its layout routes’ chunks first', () => {
    expect([...pages.keys()]).toEqual(['/blog/p', '/blog/q', '/docs/a', '/docs/b', '/playground', '/']);
    expect(pages.get('/docs/a')).toEqual(['docsRoot', 'docs', 'docRoot', 'docItem', 'docA']);
    expect([...(pagesByChunkName(pages).get('docRoot') ?? [])]).toEqual(['/docs/a', '/docs/b']);
  });

  it('fails loudly when routes.js and routesChunkNames.json no longer agree', () => {
    expect(() => chunkNamesByPage(pagesOfRoutesModule(routesModule), {'/-e5f': {}})).toThrow(/not in routesChunkNames/);
    expect(() => pagesOfRoutesModule('export default [ routes: [ ] ]')).toThrow(/format changed/);
  });

  it('names a route’s section by its first path segment', () => {
    expect(routeFamily('/')).toBe('home');
    expect(routeFamily('/docs/a/b')).toBe('docs');
    expect(routeFamily('/playground')).toBe('playground');
  });
});

describe('async styles: where a style module goes', () => {
  it('puts CSS that one page alone loads in that page’s sheet, and CSS of one section’s pages in the section’s sheet', () => {
    expect(placeWithCacheGroups([chunk(false, 'playground')])).toEqual({shared: false, section: 'styles-page-playground'});
    expect(placeWithCacheGroups([chunk(false, 'home')])).toEqual({shared: false, section: 'styles-page-home'});
    expect(placeWithCacheGroups([chunk(false, 'docA')])).toEqual({shared: false, section: 'styles-page-docs-a'});
    expect(placeWithCacheGroups([chunk(false, 'postP')])).toEqual({shared: false, section: 'styles-page-blog-p'});
    expect(placeWithCacheGroups([chunk(false, 'blogPost')])).toEqual({shared: false, section: 'styles-blog'});
    expect(placeWithCacheGroups([chunk(false, 'docItem')])).toEqual({shared: false, section: 'styles-docs'});
    expect(placeWithCacheGroups([chunk(false, 'docRoot')])).toEqual({shared: false, section: 'styles-docs'});
    expect(placeWithCacheGroups([chunk(false, 'docA'), chunk(false, 'docItem')])).toEqual({shared: false, section: 'styles-docs'});
  });

  it('counts the same page in two docs versions as one page', () => {
    const routesOfChunk = new Map([['optionsTable', new Set(['/docs/options', '/docs/4.x/options'])]]);
    expect(placeStyle(['optionsTable'], routesOfChunk, onAction)).toEqual({sheet: 'section', family: 'page-docs-options'});
    const twoPages = new Map([['table', new Set(['/docs/options', '/docs/4.x/intro'])]]);
    expect(placeStyle(['table'], twoPages, onAction)).toEqual({sheet: 'section', family: 'docs'});
  });

  it('leaves CSS that only a reader action loads with its own chunk', () => {
    expect(placeWithCacheGroups([chunk(false, 'search-modal')])).toEqual({shared: false, section: undefined});
    expect(placeStyle(['search-modal', 'playground'], pagesByChunkName(pages), onAction)).toEqual({sheet: 'section', family: 'page-playground'});
  });

  it('shares CSS of the entry, of several sections, and of unnamed or unknown chunk groups', () => {
    for (const chunks of [
      [chunk(true, 'main')],
      [chunk(false, 'docItem'), chunk(false, 'blogPost')],
      [chunk(false, 'docA'), chunk(false, 'postP')],
      [chunk(false, 'home', 'postP')],
      [chunk(false, null)],
      [chunk(false, 'unknown-name')],
    ]) {
      expect(placeWithCacheGroups(chunks)).toEqual({shared: true, section: undefined});
    }
  });
});

describe('async styles: linking a page’s own sheets', () => {
  /** The plugin on a site with the routes above; `emit` runs its hook after a client build wrote `sheets` (chunk name → files). */
  const site = () => {
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'async-styles-'));
    writeFileSync(path.join(generatedFilesDir, 'routes.js'), routesModule);
    writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
    const siteConfig = {url: 'https://example.com', baseUrl: '/'} as DocusaurusConfig;
    const plugin = asyncStylesPlugin({generatedFilesDir, siteConfig} as LoadContext);
    const configure = plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => {plugins: {apply(compiler: object): void}[]};
    let afterEmit: ((compilation: object) => void) | undefined;
    const [linkPageSheets] = configure({optimization: {splitChunks: {cacheGroups: {styles: {}}}}}, false).plugins;
    linkPageSheets?.apply({hooks: {afterEmit: {tap: (_name: string, fn: (compilation: object) => void) => (afterEmit = fn)}}});
    const emit = (sheets: Record<string, string[]>) => {
      const files = {main: ['assets/css/styles.1687f5d9.css', 'assets/js/main.js'], ...sheets};
      afterEmit?.({namedChunkGroups: new Map(Object.entries(files).map(([name, groupFiles]) => [name, {getFiles: () => groupFiles}]))});
    };
    return {siteConfig, emit};
  };
  const siteWithSheets = (sheets: Record<string, string[]>) => {
    const {siteConfig, emit} = site();
    emit(sheets);
    return siteConfig;
  };
  const sheets = {docItem: ['assets/css/styles-docs.1.css'], docA: ['assets/css/styles-page-docs-a.2.css', 'assets/css/styles-docs.1.css'], home: ['assets/css/styles-page-home.3.css']};
  const styleLinks = (html: string) => [...html.matchAll(/<link rel="?stylesheet"?[^>]*>/g)].map(([link]) => link);

  it('links each page’s own sheets right after styles.css, once each, as server rendering writes the page (and 404.html, no route’s, none)', async () => {
    const siteConfig = siteWithSheets(sheets);
    expect(styleLinks(await renderPage(siteConfig, {canonical: 'https://example.com/docs/a', stylesheets: ['assets/css/styles.1687f5d9.css']}))).toEqual([
      '<link rel="stylesheet" href="/assets/css/styles.1687f5d9.css" />',
      '<link rel=stylesheet href=/assets/css/styles-docs.1.css>',
      '<link rel=stylesheet href=/assets/css/styles-page-docs-a.2.css>',
    ]);
    expect(styleLinks(await renderPage(siteConfig, {canonical: 'https://example.com/', stylesheets: ['assets/css/a.css', 'assets/css/styles.1687f5d9.css']}))).toEqual([
      '<link rel="stylesheet" href="/assets/css/a.css" />',
      '<link rel="stylesheet" href="/assets/css/styles.1687f5d9.css" />',
      '<link rel=stylesheet href=/assets/css/styles-page-home.3.css>',
    ]);
    for (const canonical of ['https://example.com/blog/p', 'https://example.com/404.html']) {
      expect(styleLinks(await renderPage(siteConfig, {canonical}))).toEqual(['<link rel="stylesheet" href="/assets/css/styles.1687f5d9.css" />']);
    }
  });

  it('fails the page, and so the build, when it cannot tell the page or has no styles.css to link after', async () => {
    const siteConfig = siteWithSheets(sheets);
    await expect(renderPage(siteConfig, {canonical: 'https://example.com/docs/c', stylesheets: ['assets/css/styles.1687f5d9.css']})).rejects.toThrow(
      /no page has the canonical URL https:\/\/example\.com\/docs\/c/,
    );
    await expect(renderPage(siteConfig, {canonical: 'https://example.com/docs/a', stylesheets: ['assets/css/styles-docs.1.css']})).rejects.toThrow(/shared styles\.css/);
  });

  it('replaces its links when the client build emits again, instead of adding a second set', async () => {
    const {siteConfig, emit} = site();
    emit({home: ['assets/css/styles-page-home.1.css']});
    emit(sheets);
    expect(styleLinks(await renderPage(siteConfig, {canonical: 'https://example.com/'}))).toEqual([
      '<link rel="stylesheet" href="/assets/css/styles.1687f5d9.css" />',
      '<link rel=stylesheet href=/assets/css/styles-page-home.3.css>',
    ]);
  });

  it('changes only the client bundle', () => {
    const plugin = asyncStylesPlugin({generatedFilesDir: '/nowhere'} as LoadContext);
    const configure = plugin.configureWebpack?.bind(plugin) as (config: object, isServer: boolean) => {optimization?: unknown};
    const coreConfig = {optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles'}}}}};
    expect(configure(coreConfig, true)).toEqual({});
    expect(configure(coreConfig, false).optimization).toEqual({
      splitChunks: {cacheGroups: {styles: {test: expect.any(Function)}, sectionStyles: expect.objectContaining({name: expect.any(Function)})}},
    });
  });
});
