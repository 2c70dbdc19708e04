// Local plugin: the site's search, in both of its modes. Its theme components (theme/) are the
// search button with its modal and the /search page, for the embedded index and for Algolia alike.
// Without a hosted search (the default), it also builds the embedded index from the loaded docs and
// blog content (in `docusaurus build` and `docusaurus start`) and publishes it, records and MiniSearch
// index together, as static JSON files (one for the pages of no docs version, one for each docs
// version: shared/documents.ts) that the browser fetches when a reader is about to search. A production
// build makes the index in a worker thread (worker.mjs) while Rspack bundles, and postBuild writes the files;
// `docusaurus start` writes them at once into a static folder. Their names are known before the index is
// made (node/indexFiles.ts).
import {mkdirSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {documentedMajorOf} from '../../../scripts/lib/markdown-files.mjs';
import {patchTargetFile} from '../patchTarget.mjs';
import {oneJobThread, startWorkerForJob} from '../workerThread';
import {indexerDigest, indexFileNames} from './node/indexFiles';
import {pageRecords, type SearchPage} from './node/records';
import {writeSearchPageWorker} from './node/searchPageWorker';
import {docPlaces} from './node/sections';
import {serializeSearchIndex} from './shared/documents';
import {SEARCH_PLUGIN_NAME} from './shared/constants';
import type {StandalonePage} from '../../../config/standalonePages';
import {UNVERSIONED_TAG, docsVersionTag, type DocsVersionTag, type EmbeddedSearchGlobalData, type SearchRecord} from './shared/types';

export interface SearchPluginOptions {
  /** Whether the embedded index answers queries (no hosted search is configured). */
  readonly embedded: boolean;
  /** Folder (relative to the site) for the index files of `docusaurus start`; the site lists it in `staticDirectories`. */
  readonly outputDir: string;
  /** Title of each docs sidebar, shown above the results from its pages. */
  readonly sidebarTitles: Readonly<Record<string, string>>;
  /** The site's React pages, indexed by their title and description (they have no Markdown). */
  readonly standalonePages: readonly StandalonePage[];
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

export interface IndexJob {
  readonly records: readonly SearchRecord[];
  readonly docsVersions: readonly DocsVersionTag[];
}

/** Each part of the index as its tag and the JSON text of its file, in the order of serializeSearchIndex. */
export type IndexedParts = readonly (readonly [tag: string, json: string])[];

/** Starts the indexing thread (worker.mjs), which loads the index builder at once; the function it returns sends it the records and gives the parts. */
export const startIndexer = (): ((job: IndexJob) => Promise<IndexedParts>) =>
  startWorkerForJob(path.join(__dirname, 'worker.mjs'), undefined, 'search: the indexing thread');

/**
 * Writes each part into `dir` under its name in `fileNames`. A part without a name, or a name without a part, means
 * the names published in the global data and the index disagree: then nothing is written.
 */
export async function writeIndexFiles(dir: string, parts: IndexedParts, fileNames: ReadonlyMap<string, string>): Promise<void> {
  if (parts.length !== fileNames.size) throw new Error(`Search index: ${parts.length} parts for ${fileNames.size} file names.`);
  const files = parts.map(([tag, json]) => {
    const fileName = fileNames.get(tag);
    if (!fileName) throw new Error(`Search index: no file name for the part ${tag}.`);
    return [fileName, json] as const;
  });
  for (const [fileName, json] of files) await writeFile(path.join(dir, fileName), json);
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  checkDocSearchModalTarget();
  const theme = {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => path.resolve(__dirname, 'theme'),
  };
  if (!options.embedded) return theme;

  const outputDir = path.resolve(context.siteDir, options.outputDir);
  mkdirSync(outputDir, {recursive: true});
  const production = process.env.NODE_ENV === 'production';
  const indexer = oneJobThread(startIndexer);
  let indexing: Promise<IndexedParts> | undefined;
  let fileNames = new Map<string, string>();
  const resolveSource = (source: string) => source.replace(/^@site/, context.siteDir);
  // Index docs keep a trailing slash in their metadata; the routes (trailingSlash: false) do not.
  const routePath = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);

  return {
    ...theme,
    // Starts the index of the /search page before the page's chunks load (client/searchPageStart).
    getClientModules: () => [path.resolve(__dirname, 'client/searchPageStart')],
    // A production build starts the indexing thread here, so that it loads its modules while the docs load.
    async loadContent() {
      if (production) indexer.startEarly();
    },
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
        const tag = docsVersionTag(docsPluginId, version.versionName);
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
            description: doc.frontMatter.description,
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
          description: post.metadata.frontMatter.description,
          file: resolveSource(post.metadata.source),
        });
      }
      // Kind `docs` for all, /blog/subscribe too: `blog` ranks a page as a release post, after the docs.
      for (const standalone of options.standalonePages) {
        const tag = standalone.docsVersion ? docsVersionTag(docsPluginId, standalone.docsVersion) : UNVERSIONED_TAG;
        pages.push({url: standalone.path, title: standalone.title, section: standalone.section, kind: 'docs', tag, markdown: '', description: standalone.description});
      }
      pages.sort((a, b) => a.url.localeCompare(b.url));
      const inlinedPartials = new Set<string>();
      const records = pages.flatMap((page) => pageRecords(page, inlinedPartials));
      fileNames = indexFileNames(records, docsVersions, indexerDigest(context.siteDir));
      actions.setGlobalData({
        indexPaths: Object.fromEntries([...fileNames].map(([tag, fileName]) => [tag, `/${fileName}`])),
        locale: context.i18n.currentLocale,
      } satisfies EmbeddedSearchGlobalData);
      // Files of an earlier `docusaurus start` would otherwise be copied into the build.
      for (const old of readdirSync(outputDir)) rmSync(path.join(outputDir, old));
      if (production) {
        indexing = indexer.run({records, docsVersions});
        // Failures are reported by postBuild, which awaits this promise.
        indexing.catch(() => undefined);
      } else {
        const parts = serializeSearchIndex(records, docsVersions).map((part) => [part.tag, JSON.stringify(part)] as const);
        await writeIndexFiles(outputDir, parts, fileNames);
      }
    },
    async postBuild({outDir}) {
      if (!indexing) throw new Error('Search index: postBuild ran before the site\'s content was loaded.');
      await writeIndexFiles(outDir, await indexing, fileNames);
      await writeSearchPageWorker(outDir, context.baseUrl);
    },
  };
}
