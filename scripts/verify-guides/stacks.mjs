// The stacks `npm run verify:guides` builds. Each stack writes a minimal project skeleton of its own
// (app entry, a page, the framework files its guide does not cover, and a probe page whose template
// uses PROBE_CLASS_STRING); the guide's marked blocks are written on top of it.
// `dependencies` are what the skeleton adds to the packages the guide's marked `npm install` names;
// they are pinned where the registry reachable here serves nothing newer that installs.
import {migratedStacks} from './stacks/migrated.mjs';
import {mpxStacks} from './stacks/mpx.mjs';
import {nativeStacks} from './stacks/native.mjs';
import {otherStacks} from './stacks/other.mjs';
import {taroStacks} from './stacks/taro.mjs';
import {uniAppStacks} from './stacks/uni-app.mjs';
import {uniAppWebpackStacks} from './stacks/uni-app-webpack.mjs';
import {weappViteStacks} from './stacks/weapp-vite.mjs';

/** @typedef {import('./stacks/shared.mjs').Stack} Stack */

/** Every stack, one family module each under stacks/. */
export const STACKS = [...weappViteStacks, ...uniAppStacks, ...taroStacks, ...uniAppWebpackStacks, ...otherStacks, ...nativeStacks, ...mpxStacks, ...migratedStacks];

/** @param {string} id */
export function findStack(id) {
  return STACKS.find((stack) => stack.id === id);
}
