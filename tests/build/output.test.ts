// Checks of the built site that need no browser: run by `npm run test:build` after `npm run build`.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {gzipSync} from 'node:zlib';
import postcss, {type AtRule} from 'postcss';
import {describe, expect, it} from 'vitest';
import {elementIds, parseAttributes} from '../../scripts/bench/html.mjs';
import {COMPILE_HINT, ON_ACTION_GROUPS} from '../../src/plugins/compile-hints';
import {requiredClasses} from '../../src/plugins/css-pipeline/purgeInfima';
import {deserializeSearchRecords, type SearchIndexPart} from '../../src/plugins/search/shared/documents';
import {searchWorkerFile} from '../../src/plugins/search/node/searchPageWorker';
import {NAVBAR_PARSED_ID} from '../../src/theme/Navbar/navbarParsed';
import {builtHtmlFiles} from '../../src/plugins/builtHtml';
import {buildDir, builtText, redirectTarget, siteRoutes, siteUrl, sitemapRoutes} from './builtSite';
import {legacyLine} from '../../config/site';
import {standalonePages} from '../../config/standalonePages';

/** The attributes of every `<tag …>` in a page's HTML. */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) => parseAttributes(match[1]));

/** The page's JSON-LD blocks. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script[^>]*type=(?:"application\/ld\+json"|application\/ld\+json)[^>]*>([^<]+)<\/script>/g)].map(([, json]) => JSON.parse(json as string) as Record<string, unknown>);

/** The page's schema.org SoftwareApplication, if its HTML has one. */
const softwareJsonLd = (html: string): Record<string, unknown> | undefined => jsonLd(html).find((data) => data['@type'] === 'SoftwareApplication');

describe('the sitemap and the pages', () => {
  it('lists the site without tag pages', () => {
    expect(sitemapRoutes.length).toBeGreaterThan(100);
    expect(sitemapRoutes).toContain('/');
    expect(sitemapRoutes.filter((route) => route.includes('/tags/'))).toEqual([]);
  });

  it('gives every page an h1, a title naming the site and its own canonical address', () => {
    const broken = siteRoutes.flatMap((route) => {
      const html = builtText(route);
      const canonical = tags(html, 'link').find((link) => link.rel === 'canonical')?.href;
      const problems = [
        !/<h1[\s>]/.test(html) && 'no h1',
        !/<title[^>]*>[^<]*weapp-tailwindcss/.test(html) && 'title without the site name',
        canonical !== `${siteUrl}${route}` && `canonical ${canonical}`,
      ].filter(Boolean);
      return problems.length ? [`${route}: ${problems.join(', ')}`] : [];
    });
    expect(broken).toEqual([]);
  });

  // Server rendering writes each page's colour mode and finds its style sheets by its canonical link
  // (src/plugins/ssgTemplate.ts): every built page, listed or not (404, tag and paginated pages), must have both right.
  it('writes every built page with the default colour mode and, unless it redirects, its own canonical address', async () => {
    const broken = (await builtHtmlFiles(buildDir)).flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      const relative = path.relative(buildDir, file).split(path.sep).join('/');
      const route = relative === '404.html' ? '/404.html' : `/${relative.replace(/(?:^|\/)index\.html$|\.html$/, '')}`;
      const canonical = tags(html, 'link').find((link) => link.rel === 'canonical')?.href;
      const problems = [
        tags(html, 'html')[0]?.['data-theme'] !== 'dark' && `data-theme ${tags(html, 'html')[0]?.['data-theme']}`,
        !redirectTarget(html) && canonical !== `${siteUrl}${route}` && `canonical ${canonical}`,
      ].filter(Boolean);
      return problems.length ? [`${relative}: ${problems.join(', ')}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('describes the home page to browsers, link previews and search engines', () => {
    const html = builtText('/');
    const meta = Object.fromEntries(tags(html, 'meta').map((attributes) => [attributes.name ?? attributes.property, attributes.content]));
    expect(meta['theme-color']).toBe('#0ea5e9');
    expect(meta['og:title']).toMatch(/weapp-tailwindcss/);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(tags(html, 'html')[0].lang).toBe('zh-CN');
    expect(softwareJsonLd(html)).toMatchObject({'@type': 'SoftwareApplication', applicationCategory: 'DeveloperApplication', offers: {price: '0'}});
  });

  it('describes the product in JSON-LD on the home page only, not in every doc page\'s first round trip', () => {
    expect(softwareJsonLd(builtText('/docs/intro'))).toBeUndefined();
    expect(softwareJsonLd(builtText('/docs/4.x/intro'))).toBeUndefined();
  });

  it('gives a doc page breadcrumb JSON-LD only when its trail has a level above the page', () => {
    const trails = siteRoutes
      .filter((route) => route.startsWith('/docs/'))
      .flatMap((route) => jsonLd(builtText(route)).filter((data) => data['@type'] === 'BreadcrumbList').map((data) => ({route, items: (data.itemListElement as unknown[]).length})));
    expect(trails.filter(({items}) => items < 2).map(({route}) => route)).toEqual([]);
    expect(trails.length).toBeGreaterThan(50);
  });
});

describe('the files beside the pages', () => {
  /** The pages that have a Markdown copy (page-markdown): docs pages but the generated category indexes, and blog posts. */
  const markdownRoutes = () => sitemapRoutes.filter((route) => /^\/docs\/(?!(?:\d+\.x\/)?category\/)|^\/blog\/\d{4}\//.test(route));

  it('robots.txt points at the sitemap', () => {
    expect(builtText('/robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('the blog announces its three feeds, and each is a feed of the posts', () => {
    const feeds = tags(builtText('/blog'), 'link').filter((link) => link.rel === 'alternate' && link.type);
    expect(feeds.map((link) => link.href)).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
    // The stylesheet instruction between the declaration and <rss> is checked in pages.test.ts.
    expect(builtText('/blog/rss.xml')).toMatch(/^<\?xml[^>]*>(?:<\?xml-stylesheet[^>]*>)?\s*<rss[\s\S]*<item>/);
    expect(builtText('/blog/atom.xml')).toMatch(/<feed[\s\S]*<entry>/);
    const jsonFeed = JSON.parse(builtText('/blog/feed.json'));
    expect(jsonFeed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\//);
    expect(jsonFeed.items.length).toBeGreaterThan(0);
  });

  it('llms.txt links every doc and post as Markdown, and llms-full.txt holds each one under its title', () => {
    const listed = [...builtText('/llms.txt').matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)];
    const listedRoutes = listed.map((match) => new URL(match[2]).pathname.replace(/\.md$/, ''));
    const pageRoutes = sitemapRoutes.filter((route) => /^\/docs\/(?!(?:\d+\.x\/)?category\/)|^\/docs$|^\/blog\/\d{4}\//.test(route));
    expect(listed.map((match) => match[2]).every((url) => url.startsWith(`${siteUrl}/`) && url.endsWith('.md'))).toBe(true);
    expect(listedRoutes).toContain('/docs/api/interfaces/UserDefinedOptions');
    expect([...listedRoutes].sort()).toEqual([...pageRoutes].sort());
    const fullHeadings = new Set(builtText('/llms-full.txt').match(/^## .+$/gm));
    expect(listed.map((match) => match[1]).filter((title) => !fullHeadings.has(`## ${title}`))).toEqual([]);
  });

  it('each page’s Markdown starts with its title and has no MDX left, only absolute links', () => {
    const problems = markdownRoutes()
      .flatMap((route) => {
        const markdown = builtText(`${route}.md`);
        const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(builtText(route))?.[1].replace(/<[^>]+>/g, '');
        // Outside code blocks: fences alternate open and closed.
        const prose = markdown.split(/^```.*$/m).filter((_, index) => index % 2 === 0).join('\n');
        return [
          !markdown.startsWith(`# ${h1}\n`) && `title is not "${h1}"`,
          /^import |^export |<(Tabs|TabItem|TransformExample|VerifiedGuide)\b|^:::|\{#[\w-]+\}/m.test(prose) && 'MDX left over',
          /\]\((?!https?:|mailto:)/.test(prose) && 'relative link',
        ]
          .filter(Boolean)
          .map((problem) => `${route}: ${problem}`);
      });
    expect(problems).toEqual([]);
  });

  it('every image a page’s Markdown shows is a file of the build (page-markdown copies them beside the pages)', () => {
    const images = markdownRoutes().flatMap((route) =>
      [...builtText(`${route}.md`).matchAll(/!\[[^\]]*\]\((\S+?)(?:\s+"[^"]*")?\)/g)].map((match) => ({route, url: new URL(match[1], siteUrl)})),
    );
    expect(images.length).toBeGreaterThan(0);
    const missing = images
      .filter(({url}) => url.origin === siteUrl && !statSync(path.join(buildDir, decodeURIComponent(url.pathname)), {throwIfNoEntry: false})?.isFile())
      .map(({route, url}) => `${route}: ${url.pathname}`);
    expect(missing).toEqual([]);
  });

  /** The parts of the search index in the build (shared/documents.ts). */
  const indexParts = () =>
    readdirSync(buildDir)
      .filter((file) => /^search-index\.[\w.-]+\.json$/.test(file))
      .map((file) => ({file, part: JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexPart}));

  it('the search index is one file for the pages of no docs version and one for each docs version, each named for its part and a digest of what it is made from (src/plugins/search/node/indexFiles.ts), each under the budget', () => {
    const parts = indexParts();
    expect(parts.map(({part}) => part.tag).sort()).toEqual(['default', 'docs-default-4.x', 'docs-default-current']);
    const names = {default: 'shared', 'docs-default-current': '5.x', 'docs-default-4.x': '4.x'} as Record<string, string>;
    for (const {file, part} of parts) expect(file).toMatch(new RegExp(`^search-index\\.${names[part.tag].replace('.', '\\.')}\\.[\\da-f]{10}\\.json$`));
    // The budget of scripts/bench-search.ts: a reader's first search downloads two of these.
    for (const {file} of parts) expect(gzipSync(readFileSync(path.join(buildDir, file))).length, file).toBeLessThan(450 * 1024);
  });

  // src/plugins/shared-site-chunks leaves the worker's chunk whole: a chunk split out of it is one more request,
  // which the worker makes only once its script runs, before it can read the index (the modal's first hit).
  it('the search worker reads the index and answers a query with its one script, loading no other chunk', () => {
    const worker = searchWorkerFile(buildDir);
    const replies: {type: string; tag?: string; results?: {hits: unknown[]}[]}[] = [];
    const scope: Record<string, unknown> = {
      postMessage: (reply: (typeof replies)[number]) => replies.push(reply),
      importScripts: (...urls: string[]) => {
        throw new Error(`the worker loaded another script: ${urls.join(', ')}`);
      },
      location: new URL(`${siteUrl}/assets/js/${worker}`),
      TextDecoder,
      performance,
    };
    scope.self = scope;
    vm.runInContext(readFileSync(path.join(buildDir, 'assets/js', worker), 'utf8'), vm.createContext(scope));
    const send = scope.onmessage as (event: {data: unknown}) => void;
    const context = {origin: siteUrl, locale: 'zh-cn'};
    // The shared part first, as the page hands them over.
    for (const {file, part} of indexParts().filter(({part}) => part.tag !== 'docs-default-4.x').sort((a, b) => Number(b.part.tag === 'default') - Number(a.part.tag === 'default'))) {
      send({data: {type: 'load', tag: part.tag, file: new Uint8Array(readFileSync(path.join(buildDir, file))).buffer, context}});
    }
    const facetFilters = [['language:zh-cn'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    send({data: {type: 'query', id: 1, requests: [{indexName: 'docs', params: {query: 'rpx', hitsPerPage: 5, facetFilters}}]}});
    expect(replies.map(({type, tag}) => [type, tag])).toEqual([['loaded', 'default'], ['loaded', 'docs-default-current'], ['answers', undefined]]);
    expect(replies[2].results?.[0].hits.length).toBe(5);
  });

  it('every search record leads to a built page and to a heading id on it', () => {
    const records = indexParts().flatMap(({part}) => deserializeSearchRecords(part));
    expect(records.length).toBeGreaterThan(500);
    const idsByPage = new Map<string, Set<string>>();
    const missing = records.filter((record) => {
      const [route, anchor] = record.url.split('#');
      const ids = idsByPage.get(route) ?? elementIds(builtText(route));
      idsByPage.set(route, ids);
      return anchor !== undefined && !ids.has(anchor);
    });
    expect(missing.map((record) => record.url)).toEqual([]);
  });

  it('the search index carries the sidebar category of a guide that sits below the top level, which ranking reads with its title', () => {
    const rows = indexParts().flatMap(({part}) => part.pages);
    const categoryOf = (url: string) => rows.find(([page]) => page === url)?.[4];
    expect(categoryOf('/docs/quick-start/native/install')).toBe('原生小程序（gulp / webpack）');
    expect(categoryOf('/docs/quick-start/v4/taro-vite')).toBe('Taro');
    expect(categoryOf('/docs/intro')).toBeUndefined();
  });

  it('every search record is in the part of its docs version, and the pages about both versions, the blog and the standalone pages of no docs version in the unversioned part', () => {
    const unversioned = (JSON.parse(readFileSync('src/data/unversioned-docs.json', 'utf8')) as {paths: string[]}).paths;
    const expectedTag = (url: string) => {
      const standalone = standalonePages(legacyLine.version).find((page) => page.path === url);
      if (standalone) return standalone.docsVersion ? `docs-default-${standalone.docsVersion}` : 'default';
      if (url.startsWith('/docs/4.x')) return 'docs-default-4.x';
      const docsPath = /^\/docs\/(.+)$/.exec(url)?.[1];
      if (url.startsWith('/blog') || (docsPath && unversioned.some((entry) => docsPath === entry || docsPath.startsWith(`${entry}/`)))) return 'default';
      return 'docs-default-current';
    };
    const pages = indexParts().flatMap(({part}) => part.pages.map(([url]) => ({url, tag: part.tag})));
    expect(pages.filter(({url, tag}) => tag !== expectedTag(url)).map(({url, tag}) => `${url}: ${tag}`)).toEqual([]);
    expect(pages.map(({url}) => url)).toEqual(expect.arrayContaining(standalonePages(legacyLine.version).map((page) => page.path)));
    expect(new Set(pages.map(({url}) => url)).size).toBe(pages.length);
  });
});

describe('scripts pages share', () => {
  const scriptsDir = path.join(buildDir, 'assets/js');
  const scripts = readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, code: readFileSync(path.join(scriptsDir, file), 'utf8')}));

  // src/plugins/shared-site-chunks: without it, each route chunk that imports one of these carries its own copy.
  it.each([
    ['the navbar (every page)', `"${NAVBAR_PARSED_ID}"`],
    ['the code block\'s kept ref (home page, docs, blog)', 'set current(element)'],
  ])('bundles the site\'s own code that many pages import once: %s', (_name, marker) => {
    expect(scripts.filter(({code}) => code.includes(marker)).map(({file}) => file)).toHaveLength(1);
  });
});

describe('what a page draws first', () => {
  it('the page grain is drawn from the first frame: no attribute set by a script gates its rule', () => {
    const stylesheets = readdirSync(path.join(buildDir, 'assets/css')).map((file) => readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'));
    const grainSelectors = stylesheets.flatMap((css) => [...css.matchAll(/([^{}]*)body::?after\s*\{/g)].map((match) => `${match[1]}body::after`));
    expect(grainSelectors.length).toBeGreaterThan(0);
    for (const selector of grainSelectors) expect(selector.trim()).toBe('body::after');
  });

  it('every page holds its first frame until the navbar is parsed whole: the head expects the marker that follows the navbar', () => {
    for (const route of siteRoutes) {
      const html = builtText(route);
      const head = html.slice(0, html.indexOf('<body'));
      const expects = [...head.matchAll(/<link\b[^>]*\brel="?expect"?[^>]*>/g)].map(([tag]) => parseAttributes(tag));
      expect(expects, route).toEqual([expect.objectContaining({href: `#${NAVBAR_PARSED_ID}`, blocking: 'render'})]);
      const navbar = html.indexOf('class="theme-layout-navbar ');
      const marker = html.indexOf(`<span id=${NAVBAR_PARSED_ID} hidden>`);
      const content = html.indexOf('id=__docusaurus_skipToContent_fallback');
      // Straight after the navbar's closing tag, before the page's content.
      expect(navbar, route).toBeGreaterThan(0);
      expect(marker > navbar && marker < content && html.slice(0, marker).endsWith('</nav>'), route).toBe(true);
    }
  });

  it('every script a page loads asks Chromium to compile it when it loads; the chunks fetched on a reader’s action (search modal, diagram zoom) do not', () => {
    const scriptsDir = path.join(buildDir, 'assets/js');
    const scripts = readdirSync(scriptsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({file, code: readFileSync(path.join(scriptsDir, file), 'utf8')}));
    const unhinted = scripts.filter(({code}) => !code.startsWith(COMPILE_HINT));
    // The on-action chunks and the DocSearch library split out of the modal's, nothing a page loads.
    const onAction = (file: string) => [...ON_ACTION_GROUPS].some((name) => file.startsWith(`${name}.`));
    for (const name of ON_ACTION_GROUPS) expect(unhinted.map(({file}) => file)).toContainEqual(expect.stringMatching(new RegExp(`^${name}\\.`)));
    for (const {file, code} of unhinted) expect(onAction(file) || code.includes('DocSearchModal'), file).toBe(true);
    expect(scripts.length - unhinted.length).toBeGreaterThan(50);
  });
});

describe('render-blocking CSS', () => {
  const cssDir = path.join(buildDir, 'assets/css');
  /** The style sheets a page with scripts on loads: those inside `<noscript>` (src/plugins/no-js) are not. */
  const stylesheetsOf = (route: string) =>
    tags(builtText(route).replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), 'link')
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => String(link.href));
  const sharedSheet = readdirSync(cssDir).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file)) ?? '';
  const sharedCss = readFileSync(path.join(cssDir, sharedSheet), 'utf8');

  it('keeps every Infima rule that can match an element of a built page (the purge drops only what nothing can match)', () => {
    const builtCode = [
      ...siteRoutes.map(builtText),
      ...readdirSync(path.join(buildDir, 'assets/js')).map((file) => readFileSync(path.join(buildDir, 'assets/js', file), 'utf8')),
    ].join('\n');
    const names = new Set([...builtCode.matchAll(/[A-Za-z_][\w-]*/g)].map(([word]) => word));
    // The minifier's rewrites: spaces, attribute quotes, `*:x` for `:x`, `:before` for `::before`.
    const compact = (selector: string) =>
      selector
        .replace(/\s+/g, '')
        .replace(/['"]/g, '')
        .replace(/\*(?=:)/g, '')
        .replace(/::(before|after)/g, ':$1');
    const builtSelectors = new Set<string>();
    postcss.parse(sharedCss).walkRules((rule) => {
      for (const selector of rule.selectors) builtSelectors.add(compact(selector));
    });
    const missing: string[] = [];
    postcss.parse(readFileSync('node_modules/infima/dist/css/default/default.css', 'utf8')).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      for (const selector of rule.selectors) {
        // Vendor-prefixed selectors are the minifier's to keep or drop for the site's browsers.
        if (/:-(moz|webkit|ms)-/.test(selector)) continue;
        if (requiredClasses(selector).every((name) => names.has(name)) && !builtSelectors.has(compact(selector))) missing.push(selector);
      }
    });
    expect(missing).toEqual([]);
    // And the purge ran: Infima's pill component is nowhere on the site.
    expect(names.has('pills')).toBe(false);
    expect(sharedCss).not.toContain('.pills');
  });

  it('links each page to the shared sheet first, then only its own section’s sheet', () => {
    const sheetsByPage = new Map([
      ['/', ['styles', 'styles-page-home']],
      ['/playground', ['styles', 'styles-page-playground']],
      ['/search', ['styles', 'styles-page-search']],
      ['/blog/2025/3/v4-release', ['styles', 'styles-blog']],
      ['/docs/intro', ['styles', 'styles-docs']],
      ['/docs/options', ['styles', 'styles-docs', 'styles-page-docs-options']],
    ]);
    for (const [route, sheets] of sheetsByPage) {
      expect(stylesheetsOf(route).map((href) => path.basename(href).replace(/\.[0-9a-f]+\.css$/, '')), route).toEqual(sheets);
    }
    // The search modal's CSS, DocSearch's variables included, is no page's.
    expect(sharedCss).not.toContain('--docsearch-modal-width');
  });
});
