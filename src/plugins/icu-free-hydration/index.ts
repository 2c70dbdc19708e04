// Local plugin: keeps ICU collation out of page load (see loader.mjs for the measurements). It runs
// one loader on one file of theme-common rather than ejecting the code block and mobile sidebar
// components that reach the hook.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patchTargetFile} from '../patchTarget.mjs';

export const reactUtilsFile = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');

export default function icuFreeHydrationPlugin(): Plugin {
  patchTargetFile('icu-free-hydration', reactUtilsFile);
  return {
    name: 'icu-free-hydration',
    configureWebpack() {
      return {
        module: {
          rules: [{test: reactUtilsFile, enforce: 'pre', use: [{loader: path.join(__dirname, 'loader.mjs')}]}],
        },
      };
    },
  };
}
