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

function matcher(terms: readonly string[]): RegExp | undefined {
  const unique = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  return unique.length ? new RegExp(unique.map(escapeRegExp).join('|'), 'gi') : undefined;
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

/** A window of about `length` characters around the first match, escaped and highlighted. */
export function snippet(text: string, terms: readonly string[], tags: HighlightTags, length = 80, ellipsis = '…') {
  const pattern = matcher(terms);
  const first = pattern ? text.search(pattern) : -1;
  const start = first <= length / 3 ? 0 : first - Math.floor(length / 3);
  const end = Math.min(text.length, start + length);
  const window = text.slice(start, end);
  const result = highlight(window, terms, tags);
  return {
    ...result,
    value: `${start > 0 ? ellipsis : ''}${result.value}${end < text.length ? ellipsis : ''}`,
  };
}
