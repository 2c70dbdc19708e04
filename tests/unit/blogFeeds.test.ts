// The blog's feeds are written in a thread of their own (src/plugins/blog/feeds.ts): they must be the files the blog
// plugin's lib/feed.js writes on the main thread, with the stylesheet instruction in the RSS and Atom ones.
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import type {BlogPost, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig} from '@docusaurus/types';
import {createFeedFilesInThread} from '../../src/plugins/blog';
import {feedJob, writeFeeds, type FeedFilesArgs} from '../../src/plugins/blog/feeds';
import {withFeedStylesheet} from '../../src/plugins/blog/feedStylesheet';

const {createBlogFeedFiles} = createRequire(import.meta.url)('@docusaurus/plugin-content-blog/lib/feed.js') as {
  createBlogFeedFiles: (args: FeedFilesArgs) => Promise<void>;
};

const dir = mkdtempSync(path.join(tmpdir(), 'blog-feeds-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const post = (slug: string, date: string, body: string): BlogPost =>
  ({
    id: slug,
    content: body,
    metadata: {
      permalink: `/blog/${slug}`,
      title: `标题 ${slug}`,
      description: `摘要 ${slug}`,
      date: new Date(date),
      authors: [{name: '作者', url: 'https://example.com/author', key: 'a', page: null}],
      tags: [{label: '发布', permalink: '/blog/tags/release', inline: false}],
      frontMatter: {},
      source: `@site/blog/${slug}.md`,
    },
  }) as unknown as BlogPost;

/** A build folder with the posts' rendered pages, and the arguments the blog plugin's postBuild gives lib/feed.js. */
function feedArgs(name: string, {extraPosts = 0, paragraphs = 1} = {}): FeedFilesArgs {
  const outDir = path.join(dir, name);
  const extra = Array.from({length: extraPosts}, (_, index) => post(`p${index}`, '2025-12-01', `第 ${index} 篇`));
  const posts = [post('b', '2026-02-01', '第二篇'), post('a', '2026-01-01', '第一篇'), ...extra];
  for (const {id} of posts) {
    mkdirSync(path.join(outDir, 'blog'), {recursive: true});
    const text = `<p>正文 ${id}</p>`.repeat(paragraphs);
    const html = `<html><body><div id="__blog-post-container">${text}<a href="../docs/x">链接</a><img src="/img/${id}.png" srcset="/img/${id}.png 1x, /img/${id}@2x.png 2x"></div></body></html>`;
    writeFileSync(path.join(outDir, 'blog', `${id}.html`), html);
  }
  return {
    blogPosts: posts,
    // What the plugin really passes holds functions (remark plugins, the config's plugins); the thread gets the rest.
    options: {
      routeBasePath: 'blog',
      remarkPlugins: [() => undefined],
      feedOptions: {type: ['rss', 'atom', 'json'], title: '订阅', description: '说明', copyright: 'Copyright', language: 'zh-CN', limit: false, xslt: {rss: null, atom: null}},
    } as unknown as PluginOptions,
    siteConfig: {url: 'https://example.com', baseUrl: '/', title: '站点', favicon: 'img/logo.svg', trailingSlash: false, plugins: [() => ({name: 'x'})]} as unknown as DocusaurusConfig,
    outDir,
    locale: 'zh-cn',
    contentPaths: {contentPath: path.join(dir, 'blog-src'), contentPathLocalized: undefined},
  };
}

const files = (outDir: string) => Object.fromEntries(readdirSync(path.join(outDir, 'blog')).map((file) => [file, readFileSync(path.join(outDir, 'blog', file), 'utf8')]));

describe('the blog feed thread', () => {
  it('writes the files lib/feed.js writes on the main thread, with the stylesheet instruction in RSS and Atom', async () => {
    const here = feedArgs('here');
    await createBlogFeedFiles(here);
    for (const feed of ['rss', 'atom']) {
      const file = path.join(here.outDir, 'blog', `${feed}.xml`);
      writeFileSync(file, withFeedStylesheet(readFileSync(file, 'utf8'), file, 'feed.css'));
    }
    const threaded = feedArgs('thread');
    await createFeedFilesInThread(threaded);
    const expected = files(here.outDir);
    expect(Object.keys(expected).sort()).toEqual(['a.html', 'atom.xml', 'b.html', 'feed.json', 'rss.xml']);
    expect(expected['rss.xml']).toContain('https://example.com/img/a@2x.png 2x');
    expect(files(threaded.outDir)).toEqual(expected);
  }, 60_000);

  it('leaves the main thread little of the work', async () => {
    const mainThreadCpu = async (work: () => Promise<unknown>) => {
      const before = process.threadCpuUsage();
      await work();
      const used = process.threadCpuUsage(before);
      return used.user + used.system;
    };
    // Many long posts, so that the parsing and the feeds' text outweigh the thread's start and its messages.
    const size = {extraPosts: 10, paragraphs: 1000};
    const here = await mainThreadCpu(() => writeFeeds(createBlogFeedFiles, feedJob(feedArgs('cpu-here', size))));
    // The least of three runs: the test worker's main thread also does the runner's own work (garbage collection,
    // messages), which in 2 of 6 full `npm run test:unit` runs put 50–110 ms into one measurement.
    const threaded: number[] = [];
    for (const run of ['1', '2', '3']) threaded.push(await mainThreadCpu(() => createFeedFilesInThread(feedArgs(`cpu-thread-${run}`, size))));
    expect(Math.min(...threaded)).toBeLessThan(here / 5);
  }, 60_000);

  it('fails the build with the error lib/feed.js throws in the thread', async () => {
    const args = feedArgs('no-page');
    rmSync(path.join(args.outDir, 'blog', 'a.html'));
    await expect(createFeedFilesInThread(args)).rejects.toThrow(/Expected output HTML file to be found at .*no-page.*permalink blog\/a/);
  }, 60_000);

  it('fails the build when lib/feed.js reads an option or a config field the thread is not given', async () => {
    const readsMore = async ({siteConfig}: FeedFilesArgs) => void siteConfig.i18n;
    await expect(writeFeeds(readsMore, feedJob(feedArgs('more')))).rejects.toThrow(/Patch "blog-feed-thread" no longer applies: lib\/feed\.js reads siteConfig\.i18n/);
    const readsOption = async ({options}: FeedFilesArgs) => void options.path;
    await expect(writeFeeds(readsOption, feedJob(feedArgs('more')))).rejects.toThrow(/reads options\.path/);
  });

  it('gives the thread no function, and refuses a feed item callback it could not send', () => {
    const job = feedJob(feedArgs('clone'));
    expect(() => structuredClone(job)).not.toThrow();
    // A field the config leaves unset is still given, so that reading it is not taken for a newer lib/feed.js.
    const {favicon, ...withoutFavicon} = feedArgs('clone').siteConfig;
    expect(favicon).toBe('img/logo.svg');
    expect(Object.keys(feedJob({...feedArgs('clone'), siteConfig: withoutFavicon as DocusaurusConfig}).siteConfig)).toContain('favicon');
    const args = feedArgs('callback');
    const withCallback = {...args, options: {...args.options, feedOptions: {...args.options.feedOptions, createFeedItems: async () => []}}};
    expect(() => feedJob(withCallback)).toThrow(/createFeedItems is a function/);
  });
});
