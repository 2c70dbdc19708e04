// MiniSearch settings shared by the index builder and the browser: both must tokenize and store alike.
import type {Options, SearchOptions} from 'minisearch';
import type {SearchRecord} from './types';
import {codeWordPartsOnly, namesAppPlatform, queryTermGroups, queryTerms} from './query';
import {holdsPlaceOnly, indexedTerms, UNI_APP_X} from './tokenize';

export const indexOptions: Options<SearchRecord> = {
  fields: ['title', 'h2', 'h3', 'content'],
  storeFields: ['url', 'section', 'category', 'title', 'h2', 'h3', 'kind', 'tag', 'content', 'rowLinks'],
  tokenize: indexedTerms,
  // tokenize() already lower-cases; keeping terms as they are avoids a second pass. The `weapp` of the product's
  // name and the `app` of uni-app count in the text's length but are no terms (holdsPlaceOnly).
  processTerm: (term) => (holdsPlaceOnly(term) ? null : term),
};

/**
 * How much a camelCase part of a code-like word of the query counts (`vite` of `UnifiedViteWeappTailwindcssPlugin`):
 * the parts let the index find the word in text that writes it otherwise, but the word is one word of
 * the query, and without this its five parts would outweigh the query's other words five times over.
 */
export const CODE_WORD_PART_BOOST = 0.5;

/**
 * How much uni-app x, one term (tokenize), counts: the words of its name were two terms of their own (uni-app, app) beside
 * its `uni`, and a query that names it asks about it above its other words, as it did then.
 */
export const UNI_APP_X_BOOST = 2;

const prefixSearched = (term: string) => /^[@a-z0-9]/.test(term) && term.length >= 3;

/**
 * The App platform's word (namesAppPlatform): a whole word only, as the pages write it (App 端). By prefix it found every
 * file and word that starts with it (app.wxss, app.json, apply, application).
 */
const PLATFORM_APP = 'app';

export const searchOptions: SearchOptions = {
  // A query is tokenized like the text, after a pasted message is cleaned up (./query).
  tokenize: queryTerms,
  boost: {title: 5, h2: 3, h3: 3, content: 1},
  // Prefix search for code-like terms only: `custom` finds customAttributes, but a Chinese word is whole.
  // No fuzzy matching: option names are typed exactly far more often than misspelt, and it is the costliest part of a query.
  prefix: prefixSearched,
  combineWith: 'OR',
};

/**
 * The search options for one query: a term that is only a camelCase part tokenize split from a code-like
 * word of the query, or a word of the base name of a file it names (`config` of tailwind.config.js), counts at
 * CODE_WORD_PART_BOOST. A term the reader also wrote as a word of its own
 * (`rpx` of `rem2rpx rpx`) or that is a synonym of one counts in full, and so do the parts of a word
 * with separators (`uni` of `uni-app`), which a page that holds the word holds as words too
 * (as in queryWordGroups). uni-app x counts at UNI_APP_X_BOOST, and the App platform's app is a whole word only.
 */
export function searchOptionsFor(query: string): SearchOptions {
  const groups = queryTermGroups(query);
  const synonyms = new Set(groups.flatMap((group) => group.slice(1)));
  const parts = new Set([...codeWordPartsOnly(query)].filter((part) => !synonyms.has(part)));
  const options = namesAppPlatform(query) ? {...searchOptions, prefix: (term: string) => term !== PLATFORM_APP && prefixSearched(term)} : searchOptions;
  if (!parts.size && !groups.some((group) => group.includes(UNI_APP_X))) return options;
  return {...options, boostTerm: (term) => (parts.has(term) ? CODE_WORD_PART_BOOST : term === UNI_APP_X ? UNI_APP_X_BOOST : 1)};
}
