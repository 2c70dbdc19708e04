// What the server-rendered pages say, read from build/ without a browser: content that hydration does not
// change (the e2e suite fails on any hydration error, so these pages read the same once scripts run).
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {blogFeeds, blogSubscribePath} from '../../config/blogFeeds';
import {gitHistory} from '../../config/lastUpdate';
import {currentLine, legacyLine, releaseNotesPath, siteVersion} from '../../config/site';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {createStaticHandler} from '../../scripts/lib/static-server.mjs';
import {buildDir, builtText, installedVersion, siteUrl, sitemapRoutes} from './builtSite';

/** The 5.x release the current docs' API reference was recorded from (src/data/reference/api-5x.json). */
const recordedVersion5 = (JSON.parse(readFileSync('src/data/reference/api-5x.json', 'utf8')) as {version: string}).version;

const page = (route: string): CheerioAPI => load(builtText(route));

/** A heading's text without the zero-width space the theme adds before its hash link. */
const headingText = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).text().replace(/\u200b/g, '').trim());

describe('the page frame', () => {
  it('the footer names the site version and both documented package releases, each labelled, the copyright line and a safe link to the host', () => {
    const $ = page('/');
    const footer = $('footer');
    expect(footer.text()).toContain(`站点版本 ${siteVersion} · 文档对应 weapp-tailwindcss ${currentLine.version} 与 ${legacyLine.version}`);
    expect(footer.find(`a[href="${releaseNotesPath}"]`).text()).toBe(`weapp-tailwindcss ${currentLine.version}`);
    expect(footer.find(`a[href="${legacyLine.docsPath}"]`).text()).toBe(legacyLine.version);
    expect(footer.text()).toContain('Copyright ©');
    expect(footer.find('a').filter((_, link) => $(link).text().trim() === 'Netlify').attr('rel')).toBe('noopener noreferrer');
  });

  it('the footer links the blog feeds, and each link is a feed file', () => {
    const $ = page('/blog');
    const markers = {RSS: '<rss', Atom: '<feed', 'JSON Feed': '"https://jsonfeed.org/version/'};
    for (const [name, marker] of Object.entries(markers)) {
      const href = $('footer a')
        .filter((_, link) => $(link).text().trim() === name)
        .attr('href');
      expect(href, name).toMatch(/^\/blog\//);
      expect(builtText(href ?? ''), name).toContain(marker);
    }
  });

  it('the RSS and Atom feeds name a CSS stylesheet, not XSLT, which Chromium warns it is removing', () => {
    for (const feed of ['rss', 'atom']) {
      const text = builtText(`/blog/${feed}.xml`);
      expect(text, feed).toMatch(/^<\?xml [^>]*\?><\?xml-stylesheet type="text\/css" href="feed\.css"\?>/);
      expect(text, feed).not.toMatch(/text\/xsl|\.xsl"/);
    }
    expect(existsSync(path.join(buildDir, 'blog/feed.xsl'))).toBe(false);
    const stylesheet = builtText('/blog/feed.css');
    // The note on subscribing names the page with the full help, which CSS cannot link.
    expect(stylesheet).toContain(blogSubscribePath);
    expect(stylesheet).not.toMatch(/url\(|@import/);
  });

  it('the subscribe page gives each feed\'s full address, and the footer links it before the feeds', () => {
    const $ = page(blogSubscribePath);
    expect($('h1').text()).toBe('订阅博客');
    const addresses = $('main pre').map((_, block) => $(block).text().trim()).get();
    expect(addresses).toEqual(blogFeeds.map((feed) => `${siteUrl}${feed.path}`));
    const column = $('footer .footer__col').filter((_, col) => $(col).find('.footer__title').text() === '订阅博客');
    expect(column.find('a').first().attr('href')).toBe(blogSubscribePath);
  });

  it('a doc page has breadcrumbs, a table of contents, Chinese heading anchors and previous/next links', () => {
    const $ = page('/docs/4.x/quick-start/this-plugin');
    expect($('nav[aria-label="页面路径"]')).toHaveLength(1);
    expect($('.table-of-contents').length).toBeGreaterThan(0);
    expect($('a.hash-link').first().attr('title')).toMatch(/的直接链接/);
    expect($('nav[aria-label="文件选项卡"] a')).toHaveLength(2);
  });
});

describe('the home page', () => {
  it('has no space after full-width punctuation', () => {
    const $ = page('/');
    const text = $('main, header')
      .toArray()
      .map((element) => $(element).text())
      .join('\n');
    expect(text).not.toMatch(/[，。、：；！？）] /);
  });
});

describe('the blog pages', () => {
  // The three newest release posts: the first page of every list holds them.
  const posts = ['5.3 发布', '5.2 发布', '5.1 发布'];

  it('the list, archive, author and tag pages show the three newest release posts', () => {
    for (const route of ['/blog', '/blog/archive', '/blog/authors/sonofmagic', '/blog/tags/release']) {
      const main = page(route)('main').text();
      for (const post of posts) expect(main, route).toContain(post);
    }
    expect(page('/blog/authors')('main').text()).toContain('icebreaker');
  });

  it('the post list links the archive and the tag index', () => {
    const $ = page('/blog');
    const links = $('main nav[aria-label="浏览全部博文"] a.button');
    expect(links.toArray().map((link) => [link.attribs.href, $(link).text()])).toEqual([
      ['/blog/archive', '按时间归档'],
      ['/blog/tags', '全部标签'],
    ]);
  });

  it('the tags index lists every tag page without first-character headings', () => {
    const $ = page('/blog/tags');
    expect($('main h2')).toHaveLength(0);
    const tagPages = readdirSync(path.join(buildDir, 'blog/tags')).filter((file) => file.endsWith('.html'));
    const links = $('main ul li a[href^="/blog/tags/"]')
      .toArray()
      .map((link) => `${$(link).attr('href')?.slice('/blog/tags/'.length)}.html`);
    expect(links.sort()).toEqual(tagPages.sort());
  });

  it('a tag page title reads naturally and counts its posts', () => {
    const $ = page('/blog/tags/release');
    // Counted from the posts' front matter: the tag page is paginated, so its articles are only the first page.
    const tagged = markdownFiles(path.resolve('blog')).filter((file) => /^tags: \[[^\]]*\brelease\b/m.test(readFileSync(file, 'utf8')));
    expect($('h1').text()).toBe(`标签「版本发布」的文章（共 ${tagged.length} 篇博文）`);
  });
});

describe('the docs', () => {
  it('the 5.x API reference names the recorded release and lists entries and option groups', () => {
    const index = page('/docs/api');
    expect(index('h1').text()).toBe('API 参考（5.x）');
    expect(index('article').text()).toContain(`weapp-tailwindcss ${recordedVersion5}`);
    expect(headingText(index, 'article h2')).toEqual(['配置项', 'JS 入口', '样式文件', '4.12.0 中有、5.x 中没有的导出']);
    expect(index('.theme-edit-this-page')).toHaveLength(0);
    const options = page('/docs/api/interfaces/UserDefinedOptions');
    expect(headingText(options, 'article h2')).toEqual(['入口与生成', '样式（cssOptions）', '模板与 JS 的转义', '文件匹配', '生命周期', '调试与其他', '内部字段', '4.x 中有、5.x 没有的配置项']);
  });

  it('the 4.x API reference (TypeDoc) names the documented package, reads naturally and has no edit link', () => {
    const index = page('/docs/4.x/api');
    expect(index('h1').text()).toBe(`weapp-tailwindcss ${installedVersion('weapp-tailwindcss')}`);
    expect(headingText(index, 'article h2')).toEqual(['类', '接口', '类型别名', '变量', '函数', '重要配置']);
    expect(index('.theme-edit-this-page')).toHaveLength(0);
    const options = page('/docs/4.x/api/interfaces/UserDefinedOptions');
    // The package's internal split into UserDefinedOptions*Part interfaces (its 继承 list) is not shown.
    expect(headingText(options, 'article h2')).toEqual(['重要配置', '文件匹配', '生命周期', '一般配置']);
    const since = options('#autoprefixer')
      .nextAll('h4')
      .filter((_, heading) => options(heading).text().includes('添加于'))
      .first()
      .next('p');
    expect(since.text()).toBe('4.12.0');
  });

  it('every doc ends with the feedback question and shows its own commit date, or the release an API page was generated from', () => {
    const fullHistory = gitHistory(process.cwd()) === 'full';
    const dates = new Set<string>();
    // Read with regular expressions rather than parsed: there are some 300 doc pages.
    const docPages = sitemapRoutes
      .filter((route) => route === '/docs' || route.startsWith('/docs/'))
      .map((route) => ({route, html: builtText(route)}))
      .filter(({html}) => html.includes('theme-doc-markdown'));
    expect(docPages.length).toBeGreaterThan(100);
    for (const {route, html} of docPages) {
      expect(html.split('>这页有帮助吗？<').length, route).toBe(2);
      const footer = /<footer class="?theme-doc-footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
      const footerText = footer.replace(/<[^>]+>/g, '');
      const reference = /^\/docs\/(4\.x\/)?(api|api-v2)(\/|$)/.exec(route);
      if (reference) {
        // The 5.x reference comes from the recordings of the 5.x package; the 4.x ones from the installed packages.
        const expected = reference[1]
          ? `根据 weapp-tailwindcss ${installedVersion(reference[2] === 'api' ? 'weapp-tailwindcss' : 'weapp-tailwindcss-v2')} 生成`
          : `根据 weapp-tailwindcss ${recordedVersion5} 的记录生成`;
        expect(footerText, route).toBe(expected);
        continue;
      }
      const date = /<time datetime="?([^"\s>]+)/.exec(footer)?.[1];
      // A shallow clone gives every file one commit's date: the build then shows none (config/lastUpdate.ts).
      if (!fullHistory) {
        expect(date, route).toBeUndefined();
        continue;
      }
      expect(footerText, route).toMatch(/^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/);
      dates.add(date ?? '');
    }
    if (fullHistory) expect(dates.size).toBeGreaterThan(1);
  });

  it('the weapp-tw patch page (4.x only) is a listed page of the 4.x v4 sidebar', () => {
    const $ = page('/docs/4.x/quick-start/v4/patch');
    expect($('.theme-unlisted-banner, [class*="unlisted"]')).toHaveLength(0);
    expect($('.theme-doc-sidebar-menu a[href="/docs/4.x/quick-start/v4/patch"]').attr('aria-current')).toBe('page');
    expect(sitemapRoutes).toContain('/docs/4.x/quick-start/v4/patch');
  });
});

describe('the showcase', () => {
  it('numbers its entries without reading like a ranking', () => {
    const $ = page('/docs/showcase');
    expect($('main article p').filter((_, paragraph) => /收录序号 \d+/.test($(paragraph).text())).length).toBeGreaterThan(0);
    expect($('main').text()).not.toMatch(/第 \d+ 位/);
  });
});

describe('the playground', () => {
  it('says it runs 4.12.0 and links what 5.x does differently', () => {
    const $ = page('/playground');
    const note = $('[role="note"][aria-label="在线转换运行的版本"]');
    expect(note.text()).toContain('这里运行的是 weapp-tailwindcss 4.12.0（4.x）');
    const link = (name: string) => note.find('a').filter((_, anchor) => $(anchor).text().includes(name)).attr('href');
    expect(link('cssPreflight')).toBe('/docs/api/interfaces/UserDefinedOptions#csspreflight');
    expect(link('从 4.x 升级到 5.x')).toBe('/docs/migrations/v4-and-v5');
  });
});

describe('the local server', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer(createStaticHandler(buildDir));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the security headers of _headers with every page, the 404 page included', async () => {
    for (const route of ['/', '/docs/intro', '/search', '/no-such-page']) {
      const response = await fetch(`${origin}${route}`);
      const csp = response.headers.get('content-security-policy');
      expect(csp, route).toContain("default-src 'self'");
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), route).toContain('camera=()');
    }
  });
});
