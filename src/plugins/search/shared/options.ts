// MiniSearch settings shared by the index builder and the browser: both must tokenize and store alike.
import type {Options, SearchOptions} from 'minisearch';
import type {SearchRecord} from './types';
import {queryTerms} from './query';
import {tokenize} from './tokenize';

export const indexOptions: Options<SearchRecord> = {
  fields: ['title', 'h2', 'h3', 'content'],
  storeFields: ['url', 'section', 'title', 'h2', 'h3', 'kind', 'tag', 'content'],
  tokenize,
  // tokenize() already lower-cases; keeping terms as they are avoids a second pass.
  processTerm: (term) => term,
};

/**
 * How much a part of a code-like word of the query counts (`vite` of `UnifiedViteWeappTailwindcssPlugin`):
 * the parts let the index find the word in text that writes it otherwise, but the word is one word of
 * the query, and without this its five parts would outweigh the query's other words five times over.
 */
const CODE_WORD_PART_BOOST = 0.5;

/** Whether a search term is a part of a longer code-like term of the same query (tokenize splits them). */
function isPartOfCodeWord(term: string, terms: readonly string[]): boolean {
  return terms.some((other) => other.length > term.length && /^[@a-z0-9]/.test(other) && other.includes(term));
}

export const searchOptions: SearchOptions = {
  // A query is tokenized like the text, after a pasted message is cleaned up (./query).
  tokenize: queryTerms,
  boost: {title: 5, h2: 3, h3: 3, content: 1},
  // Prefix search for code-like terms only: `custom` finds customAttributes, but a Chinese word is whole.
  // No fuzzy matching: option names are typed exactly far more often than misspelt, and it is the costliest part of a query.
  prefix: (term) => /^[@a-z0-9]/.test(term) && term.length >= 3,
  combineWith: 'OR',
  boostTerm: (term, _at, terms) => (isPartOfCodeWord(term, terms) ? CODE_WORD_PART_BOOST : 1),
};
