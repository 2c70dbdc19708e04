// Local plugin: the site's search, in both of its modes. Its theme components (theme/) are the
// search button with its modal and the /search page, for the embedded index and for Algolia alike.
// Without a hosted search (the default), it also builds the embedded index from the loaded docs and
// blog content (in `docusaurus build` and `docusaurus start`) and publishes it, records and MiniSearch
// index together, as static JSON files (one for the pages of no docs version, one for each docs
// version: shared/documents.ts) that the browser fetches when a reader is about to search.
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {documentedMajorOf} from '../../../scripts/lib/markdown-files.mjs';
import {patchTargetFile} from '../patchTarget.mjs';
import {pageRecords, type SearchPage} from './node/records';
import {docPlaces} from './node/sections';
import {serializeSearchIndex} from './shared/documents';
import {SEARCH_PLUGIN_NAME} from './shared/constants';
import {UNVERSIONED_TAG, type DocsVersionTag, type EmbeddedSearchGlobalData} from './shared/types';

export interface SearchPluginOptions {
  /** Whether the embedded index answers queries (no hosted search is configured). */
  readonly embedded: boolean;
  /** Folder (relative to the site) for the index file; the site lists it in `staticDirectories`. */
  readonly outputDir: string;
  /** Title of each docs sidebar, shown above the results from its pages. */
  readonly sidebarTitles: Readonly<Record<string, string>>;
}

// The package exports no package.json; its main entry sits next to the modal's module.
const docSearchModalFile = path.join(path.dirname(require.resolve('@docsearch/react')), 'DocSearchModal.js');

/**
 * The markup theme/SearchBar corrects at run time: DocSearch's modal container is a `role="button"`
 * around the `.DocSearch-Modal` dialog. When DocSearch changes it, the correction must be looked at again.
 */
export function checkDocSearchModalTarget(file = docSearchModalFile): void {
  patchTargetFile('search-modal-dialog', file, 'role:"button",tabIndex:0');
  patchTargetFile('search-modal-dialog', file, 'className:"DocSearch-Modal"');
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  checkDocSearchModalTarget();
  const theme = {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => path.resolve(__dirname, 'theme'),
  };
  if (!options.embedded) return theme;

  const outputDir = path.resolve(context.siteDir, options.outputDir);
  mkdirSync(outputDir, {recursive: true});
  const resolveSource = (source: string) => source.replace(/^@site/, context.siteDir);
  // Index docs keep a trailing slash in their metadata; the routes (trailingSlash: false) do not.
  const routePath = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);

  return {
    ...theme,
    // Starts the index of the /search page before the page's chunks load (client/searchPageStart).
    getClientModules: () => [path.resolve(__dirname, 'client/searchPageStart')],
    async allContentLoaded({allContent, actions}) {
      const docsPlugins = Object.entries(allContent[DOCS_PLUGIN] ?? {}) as [string, DocsContent][];
      const [docsPluginId, docs] = docsPlugins[0] ?? [];
      // Contextual search tags docs records with their plugin and version.
      if (docsPlugins.length !== 1 || !docs) {
        throw new Error('The search plugin indexes exactly one docs plugin; see src/plugins/search/index.ts.');
      }
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      const pages: SearchPage[] = [];
      const docsVersions: DocsVersionTag[] = [];
      for (const version of docs.loadedVersions) {
        const tag = `docs-${docsPluginId}-${version.versionName}`;
        docsVersions.push({tag, label: version.label});
        const places = docPlaces(version.sidebars, options.sidebarTitles);
        for (const doc of version.docs) {
          if (doc.unlisted || doc.frontMatter.draft) continue;
          const file = resolveSource(doc.source);
          pages.push({
            url: routePath(doc.permalink),
            title: doc.title,
            section: places.get(doc.id)?.section ?? '文档',
            category: places.get(doc.id)?.category,
            kind: 'docs',
            // A page about every version (src/data/unversioned-docs.json) is found from the pages of each.
            tag: documentedMajorOf(path.relative(context.siteDir, file).split(path.sep).join('/')) ? tag : UNVERSIONED_TAG,
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
          tag: UNVERSIONED_TAG,
          markdown: post.content,
          file: resolveSource(post.metadata.source),
        });
      }
      pages.sort((a, b) => a.url.localeCompare(b.url));
      const inlinedPartials = new Set<string>();
      const records = pages.flatMap((page) => pageRecords(page, inlinedPartials));
      const indexPaths: Record<string, string> = {};
      for (const old of readdirSync(outputDir)) rmSync(path.join(outputDir, old));
      for (const part of serializeSearchIndex(records, docsVersions)) {
        const json = JSON.stringify(part);
        // The part in the name is for people reading the build; the hash makes the file cacheable for good.
        const name = part.tag === UNVERSIONED_TAG ? 'shared' : (docsVersions.find(({tag}) => tag === part.tag)?.label ?? part.tag).replace(/[^\w.-]+/g, '-');
        const fileName = `search-index.${name}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
        writeFileSync(path.join(outputDir, fileName), json);
        indexPaths[part.tag] = `/${fileName}`;
      }
      actions.setGlobalData({
        indexPaths,
        locale: context.i18n.currentLocale,
      } satisfies EmbeddedSearchGlobalData);
    },
  };
}
