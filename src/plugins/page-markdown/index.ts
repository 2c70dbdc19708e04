// Local plugin: every doc and blog post is also published as Markdown at `<route>.md` (node/render.ts),
// `/llms.txt` links those files, a section per docs version, one for the docs about both versions and one for
// the blog, and `/llms-full.txt` joins them (node/llms.ts). Its theme component puts
// "复制本页（Markdown）" and "查看 Markdown" beside each doc's breadcrumbs. The pages' titles by route are
// also a module of their own (page-titles.json), which the 404 page loads to name the pages it suggests.
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {MessagePort} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {oneJobThread, startWorkerForJob} from '../workerThread';
import {closeTreeChannel, openTreeChannel} from './captureTrees';
import {IMAGES_DIR} from './node/images';
import {llmsFullTxt, llmsTxt, type LlmsFiles, type LlmsPage} from './node/llms';
import type {PageSource} from './node/render';
import type {RenderJob, RenderJobResult} from './node/renderAll';

export interface PageMarkdownOptions {
  readonly llmsFiles: LlmsFiles;
  /** Docs whose path in their version's folder starts with one of these come first, in this order. */
  readonly docsOrder: readonly string[];
  /** Doc paths (a file without extension, or a folder) that are about every version: listed in a group of their own. */
  readonly unversionedDocs: readonly string[];
  /** The llms.txt section titles: each docs version's (by version name), the unversioned docs', the blog's; in this order. */
  readonly groupTitles: {readonly versions: Readonly<Record<string, string>>; readonly unversioned: string; readonly blog: string};
  /**
   * The module (relative to the site) whose `remarkPlugins` export lists the remark plugins of the docs and the blog:
   * the rendering thread loads them from there.
   */
  readonly remarkPluginsModule: string;
}

interface MarkdownPage extends PageSource {
  readonly description: string;
  /** The title of the llms.txt section the page is listed in. */
  readonly group: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The Markdown file of a page: `/docs/intro` → `/docs/intro.md`. */
export const markdownPath = (route: string): string => `${route}.md`;

/**
 * Starts the rendering thread (worker.mjs, node/renderAll.ts), which loads the remark plugins exported by
 * `remarkPluginsModule` (an absolute path) at once; the function it returns sends it the pages and gives their rendering.
 * Given `treePort` (openTreeChannel()), the thread renders pages from the trees the MDX loader parses, which come
 * through it until closeTreeChannel(); without it, it parses every page.
 */
export function startRenderer(remarkPluginsModule: string, treePort?: MessagePort): (job: RenderJob) => Promise<RenderJobResult> {
  return startWorkerForJob(path.join(__dirname, 'worker.mjs'), {remarkPluginsModule, treePort}, 'page-markdown: the rendering thread', treePort ? [treePort] : []);
}

export default function pageMarkdownPlugin(context: LoadContext, options: PageMarkdownOptions): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl.replace(/\/$/, '')}`;
  const resolveSource = (source: string) => source.replace(/^@site/, context.siteDir);
  // Index docs keep a trailing slash in their metadata; the routes (trailingSlash: false) do not.
  const routePath = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);
  const docsRank = (relative: string) => {
    const rank = options.docsOrder.findIndex((prefix) => relative.startsWith(prefix));
    return rank < 0 ? options.docsOrder.length : rank;
  };
  const isUnversioned = (relative: string) => {
    const page = relative.replace(/\.mdx?$/, '');
    return options.unversionedDocs.some((entry) => page === entry || page.startsWith(`${entry}/`));
  };
  const {groupTitles} = options;
  const groupOrder = [...Object.values(groupTitles.versions), groupTitles.unversioned, groupTitles.blog];
  const remarkPluginsModule = path.resolve(context.siteDir, options.remarkPluginsModule);
  let pages: MarkdownPage[] = [];
  const renderer = oneJobThread(() => startRenderer(remarkPluginsModule, openTreeChannel()));
  let rendering: Promise<RenderJobResult> | undefined;
  let sourceRoutes = new Map<string, string>();
  const render = () => renderer.run({pages: pages.map(({route, title, file, markdown}) => ({route, title, file, markdown})), siteUrl, sourceRoutes: [...sourceRoutes]});

  return {
    name: 'page-markdown',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    // A production build starts the rendering thread here, so that it loads its modules while the docs load.
    async loadContent() {
      if (process.env.NODE_ENV === 'production') renderer.startEarly();
    },
    async allContentLoaded({allContent, actions}) {
      const docs = Object.values(allContent[DOCS_PLUGIN] ?? {}) as DocsContent[];
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      const versions = docs.flatMap((content) => content.loadedVersions);
      sourceRoutes = new Map(versions.flatMap((version) => version.docs).map((doc) => [resolveSource(doc.source), routePath(doc.permalink)]));
      const docPages = versions
        .flatMap((version) =>
          version.docs.map((doc) => {
            const relative = path.relative(version.contentPath, resolveSource(doc.source)).split(path.sep).join('/');
            const group = isUnversioned(relative) ? groupTitles.unversioned : (groupTitles.versions[version.versionName] ?? version.label);
            return {doc, group, rank: docsRank(relative), route: routePath(doc.permalink)};
          }),
        )
        .filter(({doc}) => !doc.unlisted && !doc.frontMatter.draft)
        .sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) || a.rank - b.rank || a.route.localeCompare(b.route))
        .map(({doc, group, route}) => ({route, group, title: doc.title, description: doc.description, file: resolveSource(doc.source)}));
      const blogPages = (blog?.blogPosts ?? [])
        .filter((post) => !post.metadata.unlisted)
        .map((post) => ({
          route: routePath(post.metadata.permalink),
          title: post.metadata.title,
          description: post.metadata.description,
          file: resolveSource(post.metadata.source),
          group: groupTitles.blog,
        }));
      // Every page's title by route, for the 404 page's list of nearby pages (src/theme/NotFound/Content).
      await actions.createData('page-titles.json', JSON.stringify(Object.fromEntries([...docPages, ...blogPages].map((page) => [page.route, page.title]))));
      pages = await Promise.all(
        [...docPages, ...blogPages].map(async (page) => ({...page, markdown: await readFile(page.file, 'utf8')})),
      );
      // A production build renders the Markdown while Rspack bundles (postBuild waits for it); `docusaurus start` never publishes it.
      if (process.env.NODE_ENV === 'production') {
        rendering = render();
        // Failures are reported by postBuild, which awaits this promise.
        rendering.catch(() => undefined);
      }
    },
    async postBuild({outDir}) {
      const result = rendering ?? render();
      // The bundles are built: every tree the MDX loader parsed has been sent.
      closeTreeChannel();
      const {rendered: renderedPages, images} = await result;
      if (images.length > 0) await mkdir(path.join(outDir, IMAGES_DIR), {recursive: true});
      for (const [source, name] of images) await copyFile(source, path.join(outDir, IMAGES_DIR, name));
      const groups = groupOrder.map((title) => ({title, pages: [] as LlmsPage[]}));
      for (const [index, page] of pages.entries()) {
        const rendered = renderedPages[index] as RenderJobResult['rendered'][number];
        const file = path.join(outDir, markdownPath(page.route));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, rendered.markdown);
        const group = groups.find((entry) => entry.title === page.group);
        group?.pages.push({title: page.title, description: page.description, markdownUrl: `${siteUrl}${markdownPath(page.route)}`, section: rendered.section});
      }
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(options.llmsFiles, groups));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(options.llmsFiles, groups));
    },
  };
}
