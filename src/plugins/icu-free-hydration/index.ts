// Local plugin: keeps ICU's collation and date data out of page load (see loader.mjs for why). It runs
// one loader on two files of theme-common rather than ejecting the components that reach them (code
// block, mobile sidebar, blog post header, last-update line).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

const themeCommonDir = path.dirname(require.resolve('@docusaurus/theme-common'));
export const reactUtilsFile = path.join(themeCommonDir, 'utils/reactUtils.js');
export const intlUtilsFile = path.join(themeCommonDir, 'utils/IntlUtils.js');

export default function icuFreeHydrationPlugin(): Plugin {
  patchTargetFile('icu-free-hydration', reactUtilsFile);
  patchTargetFile('icu-free-hydration', intlUtilsFile);
  return {
    name: 'icu-free-hydration',
    configureWebpack() {
      return {
        module: {
          rules: [{test: [reactUtilsFile, intlUtilsFile], enforce: 'pre', use: [{loader: path.join(__dirname, 'loader.mjs')}]}],
        },
      };
    },
  };
}
