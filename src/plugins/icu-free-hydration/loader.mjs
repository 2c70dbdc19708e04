// Loader for two files of theme-common that reach ICU while a page hydrates:
// - reactUtils.js: `useShallowMemoObject` sorts an object's keys with `localeCompare` on every render,
//   and the first `localeCompare` of a page loads ICU's collation data, a long task inside hydration, on
//   every page with a code block (each one runs the hook through `useCodeWordWrap`) and on phones on
//   every page with a sidebar (through `NavbarSecondaryMenuFiller`). The keys only need a stable order,
//   so code units will do.
// - IntlUtils.js: `useDateTimeFormat` builds an `Intl.DateTimeFormat`, and the first one of a page loads
//   ICU's date data (about 40 ms of one task on a blog post, on this 2-core machine without throttling).
//   The blog post header and the docs' last-update line only write zh-CN dates, which
//   src/utils/chineseDate.ts writes without Intl.

import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {patchTargetMissing} from '../patchTarget.mjs';

const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const codeUnitSort = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

const intlFormatter = `return new Intl.DateTimeFormat(currentLocale, {
        calendar,
        ...options,
    });`;
const chineseDateModule = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../utils/chineseDate.ts');

/** `source` split around `target`, which must occur exactly once. */
function splitOnce(source, target, file) {
  const parts = source.split(target);
  if (parts.length !== 2) {
    throw patchTargetMissing('icu-free-hydration', `expected \`${target}\` once in theme-common's ${file}, found it ${parts.length - 1} times`);
  }
  return parts;
}

/**
 * Rewrites the key sort of `useShallowMemoObject`; throws when the source no longer has it exactly once,
 * so a Docusaurus upgrade that changes the hook fails the build instead of silently keeping ICU at load.
 * @param {string} source
 * @returns {string}
 */
export function sortKeysByCodeUnit(source) {
  return splitOnce(source, localeSort, 'reactUtils.js').join(codeUnitSort);
}

/**
 * Rewrites `useDateTimeFormat` to return `chineseDateTimeFormat(…)`; throws like sortKeysByCodeUnit.
 * @param {string} source
 * @returns {string}
 */
export function formatDatesWithoutIcu(source) {
  const [before, after] = splitOnce(source, intlFormatter, 'IntlUtils.js');
  const replacement = 'return chineseDateTimeFormat(currentLocale, {calendar, ...options});';
  return `import {chineseDateTimeFormat} from ${JSON.stringify(chineseDateModule)};\n${before}${replacement}${after}`;
}

/** @this {{resourcePath: string}} @param {string} source */
export default function icuFreeHydrationLoader(source) {
  return path.basename(this.resourcePath) === 'IntlUtils.js' ? formatDatesWithoutIcu(source) : sortKeysByCodeUnit(source);
}
