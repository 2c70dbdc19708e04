// Local plugin, used only when no hosted search is configured: builds the embedded search index from
// the loaded docs and blog content (in `docusaurus build` and in `docusaurus start`), publishes it as a
// static JSON file fetched when a reader first searches, and points the /search page at it.
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {serializeSearchDocuments} from '../../search/build';
import {pageRecords, type SearchPage} from '../../search/records';
import {docSections} from './sections';

export interface SearchIndexGlobalData {
  /** Site-relative path of the index file, without the base URL. */
  readonly indexPath: string;
}

export interface SearchIndexOptions {
  /** Folder (relative to the site) that is also listed in `staticDirectories`. */
  readonly outputDir: string;
  /** Section label of each docs sidebar, shown above results. */
  readonly sidebarLabels: Readonly<Record<string, string>>;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  mkdirSync(outputDir, {recursive: true});
  const resolveSource = (source: string) => source.replace(/^@site/, context.siteDir);
  // Index docs keep a trailing slash in their metadata; the routes (trailingSlash: false) do not.
  const routePath = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);

  return {
    name: 'search-index',
    getClientModules() {
      return [path.resolve(__dirname, '../../search/embedded.css')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../search/algoliaLiteShim.ts')},
        },
      };
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages: SearchPage[] = [];
      for (const version of docs?.loadedVersions ?? []) {
        const sections = docSections(version.sidebars, options.sidebarLabels);
        for (const doc of version.docs) {
          if (doc.unlisted || doc.frontMatter.draft) continue;
          const file = resolveSource(doc.source);
          pages.push({
            url: routePath(doc.permalink),
            title: doc.title,
            section: sections.get(doc.id) ?? '文档',
            kind: 'docs',
            markdown: readFileSync(file, 'utf8'),
            file,
          });
        }
      }
      for (const post of blog?.blogPosts ?? []) {
        if (post.metadata.unlisted) continue;
        pages.push({
          url: routePath(post.metadata.permalink),
          title: post.metadata.title,
          section: '博客',
          kind: 'blog',
          markdown: post.content,
          file: resolveSource(post.metadata.source),
        });
      }
      pages.sort((a, b) => a.url.localeCompare(b.url));
      const inlinedPartials = new Set<string>();
      const records = pages.flatMap((page) => pageRecords(page, inlinedPartials));
      const json = JSON.stringify(serializeSearchDocuments(records));
      const fileName = `search-index.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
      for (const old of readdirSync(outputDir)) rmSync(path.join(outputDir, old));
      writeFileSync(path.join(outputDir, fileName), json);
      actions.setGlobalData({indexPath: `/${fileName}`} satisfies SearchIndexGlobalData);
    },
  };
}
