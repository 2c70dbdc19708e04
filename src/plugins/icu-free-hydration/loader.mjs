// Loader for theme-common's reactUtils.js. `useShallowMemoObject` sorts an object's keys with
// `localeCompare` on every render, and the first `localeCompare` of a page loads ICU's collation data,
// a long task inside hydration, on every page with a code block (each one runs the hook through
// `useCodeWordWrap`) and on phones on every page with a sidebar (through `NavbarSecondaryMenuFiller`).
// The keys only need a stable order, so code units will do.

import {patchTargetMissing} from '../patchTarget.mjs';

const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const codeUnitSort = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/**
 * Rewrites the key sort of `useShallowMemoObject`; throws when the source no longer has it exactly once,
 * so a Docusaurus upgrade that changes the hook fails the build instead of silently keeping ICU at load.
 * @param {string} source
 * @returns {string}
 */
export function sortKeysByCodeUnit(source) {
  const parts = source.split(localeSort);
  if (parts.length !== 2) {
    throw patchTargetMissing('icu-free-hydration', `expected \`${localeSort}\` once in theme-common's reactUtils.js, found it ${parts.length - 1} times`);
  }
  return parts.join(codeUnitSort);
}

/** @param {string} source */
export default function icuFreeHydrationLoader(source) {
  return sortKeysByCodeUnit(source);
}
