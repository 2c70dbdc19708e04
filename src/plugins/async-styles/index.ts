// Local plugin: keeps the CSS of the chunks listed in ./chunks out of the shared, render-blocking
// styles.css, so that for example the search modal's 25 KB of CSS downloads only when it opens.
import type {Plugin} from '@docusaurus/types';
import {stylesGoToMainSheet} from './chunks';

export default function asyncStylesPlugin(): Plugin {
  return {
    name: 'async-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {styles: {chunks: stylesGoToMainSheet}}}}};
    },
  };
}
