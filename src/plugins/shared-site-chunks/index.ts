// Local plugin: core's client bundler config turns off splitChunks' `default` cache group, which leaves Rspack's
// `defaultVendors` group (node_modules only) as the one that moves code into chunks that pages share. A module of
// this site's own src/ that several route chunks import (the theme overrides of the navbar, code block, search
// bar…) was therefore copied into each of those chunks, away from the theme code it works with: ejecting
// CodeBlock/Content/String put it into seven page chunks and added about 0.14 KiB gzip to the home page.
// `defaultVendors` here also takes the site's src/ modules that more than one chunk imports, so they go into the
// shared chunk of the theme code the same pages load. A module only one chunk imports (a page's own component)
// stays in that chunk.
// The server bundle, which only the SSG threads load, has no splitChunks at all in core's config: each route chunk
// carried its own copy of every module it imports beyond the entry (21.5 MB of route chunks holding 9.2 MB of
// distinct modules), which Rspack wrote out and each SSG thread compiled again. There, the modules that more than
// one route chunk imports go into one chunk, `server-shared`.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {patchTargetMissing} from '../patchTarget.mjs';

interface BundlerConfig {
  readonly optimization?: {readonly splitChunks?: false | {readonly cacheGroups?: Record<string, unknown>}};
}

interface ModuleLike {
  nameForCondition(): string | null | undefined;
}

type CacheGroupContext = {readonly chunkGraph: {getModuleChunks(module: ModuleLike): readonly unknown[]}};

// Rspack's own `defaultVendors` (its defaults apply only while a config leaves the group out).
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Core's cache groups still disable `default` and leave `defaultVendors` to Rspack's defaults. */
export function checkVendorsCacheGroup(config: BundlerConfig): void {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (cacheGroups?.default !== false || 'defaultVendors' in cacheGroups) {
    throw patchTargetMissing('shared-site-chunks', "core's client splitChunks no longer disables `default` and leaves `defaultVendors` alone");
  }
}

/** Core's server config still turns splitChunks off. */
export function checkServerSplitChunks(config: BundlerConfig): void {
  if (config.optimization?.splitChunks !== false) {
    throw patchTargetMissing('server-shared-chunks', "core's server config no longer turns splitChunks off");
  }
}

/** The server bundle's splitChunks: one chunk for every module that more than one route chunk imports. */
export const serverSplitChunks = {
  chunks: 'async',
  cacheGroups: {default: false, defaultVendors: false, shared: {name: 'server-shared', minChunks: 2, enforce: true}},
} as const;

/** Rspack's `defaultVendors` cache group, also taking the modules under `srcDir` that more than one chunk imports. */
export function vendorsCacheGroup(srcDir: string) {
  return {
    idHint: 'vendors',
    priority: -10,
    reuseExistingChunk: true,
    // Rspack's default (async chunks only), except the search index's worker (client/localClient names its chunk):
    // a module it shares with the page's chunks stays in it, or the worker fetches a second chunk before it starts.
    chunks: (chunk: {readonly name?: string; canBeInitial(): boolean}) => !chunk.canBeInitial() && chunk.name !== 'search-worker',
    test: (module: ModuleLike, {chunkGraph}: CacheGroupContext) => {
      const file = module.nameForCondition();
      if (!file) return false;
      return NODE_MODULES.test(file) || (file.startsWith(srcDir + path.sep) && chunkGraph.getModuleChunks(module).length > 1);
    },
  };
}

export default function sharedSiteChunksPlugin(context: LoadContext): Plugin {
  return {
    name: 'shared-site-chunks',
    configureWebpack(config, isServer) {
      if (isServer) {
        checkServerSplitChunks(config as BundlerConfig);
        return {optimization: {splitChunks: serverSplitChunks}} as unknown as Configuration;
      }
      checkVendorsCacheGroup(config as BundlerConfig);
      // Typed by the parts of Rspack's module and chunk graph the test uses, not by webpack's classes.
      return {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendorsCacheGroup(path.join(context.siteDir, 'src'))}}}} as unknown as Configuration;
    },
  };
}
