// Highlighting and snippets in the shape Algolia returns them: HTML-escaped text with the match
// wrapped in the requested tags, so DocSearch and the search page can insert it as HTML safely.

export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The patterns of the last queries' terms: a query's hits share most of theirs.
const matchers = new Map<string, RegExp | undefined>();
const KNOWN_MATCHERS = 200;

// The pattern of each list of terms: a hit's highlights and snippets (about ten) pass the same list.
const matchersOfLists = new WeakMap<readonly string[], RegExp | undefined>();

/** Matches any of the terms, longest first; a space in a term (a line of a pasted message) matches any run of spaces. */
function matcher(terms: readonly string[]): RegExp | undefined {
  if (matchersOfLists.has(terms)) return matchersOfLists.get(terms);
  const pattern = matcherOfTerms(terms);
  matchersOfLists.set(terms, pattern);
  return pattern;
}

function matcherOfTerms(terms: readonly string[]): RegExp | undefined {
  const unique = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const key = unique.join('\n');
  if (matchers.has(key)) return matchers.get(key);
  if (matchers.size >= KNOWN_MATCHERS) matchers.clear();
  const pattern = unique.length ? new RegExp(unique.map((term) => escapeRegExp(term).replace(/ /g, '\\s+')).join('|'), 'gi') : undefined;
  matchers.set(key, pattern);
  return pattern;
}

/** The whole text, escaped, with every occurrence of the terms wrapped. */
export function highlight(text: string, terms: readonly string[], tags: HighlightTags) {
  const pattern = matcher(terms);
  let matched = false;
  let value = '';
  let last = 0;
  for (const match of pattern ? text.matchAll(pattern) : []) {
    matched = true;
    value += escapeHtml(text.slice(last, match.index)) + tags.pre + escapeHtml(match[0]) + tags.post;
    last = match.index + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  return {value, matchLevel: matched ? ('full' as const) : ('none' as const), matchedWords: matched ? [...terms] : []};
}

// Where a snippet may start: after the end of a sentence or a block (records keep one block a line),
// else, inside a long sentence, after a clause.
const sentenceEnd = /[。！？!?；;\n]/;
const clauseEnd = /[，,、：:]/;

function lastBoundary(text: string, from: number, to: number, boundary: RegExp): number {
  for (let at = to; at > from; at--) if (boundary.test(text[at - 1])) return at;
  return -1;
}

/**
 * Where a snippet of about `length` characters shows the first match at `first`: the start of its
 * sentence when that is near enough, else the start of its clause, else a little before the match.
 * `cut` says the text before the start is left out mid-sentence.
 */
function snippetStart(text: string, first: number, length: number): {start: number; cut: boolean} {
  if (first <= 0) return {start: 0, cut: false};
  // A sentence may start up to two thirds of the snippet before the match, which still leaves room after it.
  const nearest = Math.max(0, first - Math.floor((length * 2) / 3));
  const sentence = lastBoundary(text, nearest, first, sentenceEnd);
  if (sentence >= 0) return {start: sentence, cut: false};
  if (nearest === 0) return {start: 0, cut: false};
  const clause = lastBoundary(text, Math.max(0, first - Math.floor(length / 3)), first, clauseEnd);
  return {start: clause >= 0 ? clause : first - Math.floor(length / 3), cut: true};
}

/**
 * A window of about `length` characters from the start of the sentence of the first match, escaped and
 * highlighted; with `focus`, the first match of those (a subset of the terms, or a pasted message) decides where it starts.
 * `highlighted`: the whole text's highlight with the same terms and tags, taken as it is when the window is all of the
 * text (a heading's snippet mostly is).
 */
export function snippet(text: string, terms: readonly string[], tags: HighlightTags, length = 80, ellipsis = '…', focus: readonly string[] = terms, highlighted?: ReturnType<typeof highlight>) {
  const pattern = matcher(focus.length ? focus : terms);
  const first = pattern ? text.search(pattern) : -1;
  const {start, cut} = snippetStart(text, first, length);
  // The boundary's own spaces are not part of the snippet.
  const from = start + (/^\s*/.exec(text.slice(start))?.[0].length ?? 0);
  const end = Math.min(text.length, from + length);
  const result = highlighted && from === 0 && end === text.length ? {...highlighted, matchedWords: [...highlighted.matchedWords]} : highlight(text.slice(from, end), terms, tags);
  return {
    ...result,
    value: `${cut ? ellipsis : ''}${result.value}${end < text.length ? ellipsis : ''}`,
  };
}
