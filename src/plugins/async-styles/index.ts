// Local plugin: keeps the CSS of the chunks listed in ./chunks out of the shared, render-blocking
// styles.css, so that for example the search modal's 25 KB of CSS downloads only when it opens.
import type {Plugin} from '@docusaurus/types';
import {patchTargetMissing} from '../patchTarget.mjs';
import {stylesGoToMainSheet} from './chunks';

interface BundlerConfig {
  readonly optimization?: {readonly splitChunks?: false | {readonly cacheGroups?: Record<string, unknown>}};
}

/** Core's cache group that merges all CSS into styles.css (it keeps CSS order deterministic): the group this plugin narrows. */
export function checkStylesCacheGroup(config: BundlerConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups?.styles) {
    throw patchTargetMissing('async-styles', "core's client bundler config has no optimization.splitChunks.cacheGroups.styles");
  }
}

export default function asyncStylesPlugin(): Plugin {
  return {
    name: 'async-styles',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      checkStylesCacheGroup(config as BundlerConfig);
      return {optimization: {splitChunks: {cacheGroups: {styles: {chunks: stylesGoToMainSheet}}}}};
    },
  };
}
