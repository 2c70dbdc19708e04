// Local plugin: the render-blocking CSS of a page is the CSS that page can use. Core's `styles` cache
// group merges every style sheet of the site into one styles.css (to keep CSS order stable); this
// plugin narrows it to the CSS that more than one section of the site loads, gives each section (docs,
// blog) a styles-<section>.css of the CSS only its pages load and each page a styles-page-<path>.css of
// the CSS it alone loads (home, playground, search, /docs/options…), and leaves CSS that only the
// browser renders after hydration (the search modal, the live code editor) with its chunk.
// Server rendering links each page's section sheet right after styles.css, through the page template
// (../ssgTemplate.ts), because core's own lookup does not (the manifest's module ids do not match the names
// Loadable reports); client navigation loads it with the route's chunks, and the loader finds the link
// already there.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {patchTargetMissing} from '../patchTarget.mjs';
import {editSsgTemplate} from '../ssgTemplate';
import {ON_ACTION_GROUPS} from '../compile-hints';
import {
  chunkNamesByPage,
  isSharedSheet,
  pagesByChunkName,
  pagesOfRoutesModule,
  placeStyle,
  STYLESHEET_LOOP,
  stylesheetLinks,
  stylesheetLoopWithPageSheets,
  type RoutesChunkNames,
  type StylePlacement,
} from './routes';

interface BundlerConfig {
  readonly optimization?: {readonly splitChunks?: false | {readonly cacheGroups?: Record<string, unknown>}};
}

interface ModuleLike {
  identifier(): string;
}

interface ChunkLike {
  canBeInitial(): boolean;
  readonly groupsIterable: Iterable<{readonly name?: string | null}>;
}

interface ChunkGroupLike {
  getFiles(): readonly string[];
}

interface CompilerLike {
  readonly hooks: {
    readonly afterEmit: {tap(name: string, fn: (compilation: {readonly namedChunkGroups: ReadonlyMap<string, ChunkGroupLike>}) => void): void};
  };
}

/**
 * Chunk groups only the browser renders, after hydration, whose CSS therefore need not be in any page's
 * HTML: those fetched on a reader's action or when idle, and the live code editor (BrowserOnly, lazy;
 * src/theme/LiveCodeBlock).
 */
const CLIENT_ONLY_GROUPS: ReadonlySet<string> = new Set([...ON_ACTION_GROUPS, 'live-code-block']);

type CacheGroupContext = {readonly chunkGraph: {getModuleChunks(module: ModuleLike): readonly ChunkLike[]}};

/** Core's cache group that merges all CSS into styles.css: the group this plugin narrows. */
export function checkStylesCacheGroup(config: BundlerConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups?.styles) {
    throw patchTargetMissing('async-styles', "core's client bundler config has no optimization.splitChunks.cacheGroups.styles");
  }
}

/** The cache groups for the shared sheet and the section sheets, placing each style module by the routes that load it. */
export function styleCacheGroups(readPages: () => Map<string, string[]>) {
  let routesOfChunk: Map<string, Set<string>> | undefined;
  const placements = new Map<string, StylePlacement>();
  const place = (module: ModuleLike, {chunkGraph}: CacheGroupContext): StylePlacement => {
    const id = module.identifier();
    let placement = placements.get(id);
    if (!placement) {
      const chunks = chunkGraph.getModuleChunks(module);
      if (chunks.some((chunk) => chunk.canBeInitial())) placement = {sheet: 'shared'};
      else {
        routesOfChunk ??= pagesByChunkName(readPages());
        const groupNames = chunks.flatMap((chunk) => [...chunk.groupsIterable].map((group) => group.name ?? undefined));
        placement = placeStyle(groupNames, routesOfChunk, CLIENT_ONLY_GROUPS);
      }
      placements.set(id, placement);
    }
    return placement;
  };
  return {
    styles: {test: (module: ModuleLike, context: CacheGroupContext) => place(module, context).sheet === 'shared'},
    sectionStyles: {
      type: 'css/mini-extract',
      chunks: 'all' as const,
      enforce: true,
      priority: 50,
      test: (module: ModuleLike, context: CacheGroupContext) => place(module, context).sheet === 'section',
      name: (module: ModuleLike) => {
        const placement = placements.get(module.identifier());
        return placement?.sheet === 'section' ? `styles-${placement.family}` : undefined;
      },
    },
  };
}

export default function asyncStylesPlugin(context: LoadContext): Plugin {
  /** Page path → the chunk names it loads, from the route files Docusaurus generates before bundling. */
  const readPages = (): Map<string, string[]> =>
    chunkNamesByPage(
      pagesOfRoutesModule(readFileSync(path.join(context.generatedFilesDir, 'routes.js'), 'utf8')),
      JSON.parse(readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as RoutesChunkNames,
    );
  return {
    name: 'async-styles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      checkStylesCacheGroup(config as BundlerConfig);
      const linkPageSheets = {
        apply(compiler: CompilerLike) {
          compiler.hooks.afterEmit.tap('async-styles', ({namedChunkGroups}) => {
            /** Chunk name → the style sheets other than styles.css that the client build wrote for its group. */
            const sheetsOfChunk = new Map<string, string[]>();
            for (const [name, group] of namedChunkGroups) {
              const sheets = group.getFiles().filter((file) => file.endsWith('.css') && !isSharedSheet(file));
              if (sheets.length > 0) sheetsOfChunk.set(name, sheets);
            }
            const {url, baseUrl} = context.siteConfig;
            // Core also renders /404.html, from no route of routes.js (the catch-all's page): it links styles.css alone.
            const linksByPage: Record<string, string> = {[`${url}${baseUrl}404.html`]: ''};
            for (const [route, chunkNames] of readPages()) {
              const sheets = [...new Set(chunkNames.flatMap((name) => sheetsOfChunk.get(name) ?? []))];
              linksByPage[`${url}${route}`] = stylesheetLinks(sheets.map((sheet) => `${baseUrl}${sheet}`));
            }
            editSsgTemplate(context.siteConfig, 'async-styles', STYLESHEET_LOOP, stylesheetLoopWithPageSheets(linksByPage));
          });
        },
      };
      // Typed by the parts of Rspack's module, chunk and compiler objects the functions use, not by webpack's classes.
      return {optimization: {splitChunks: {cacheGroups: styleCacheGroups(readPages)}}, plugins: [linkPageSheets]} as unknown as Configuration;
    },
  };
}
