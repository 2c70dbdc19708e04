// The fenced code blocks of a Markdown/MDX text, found the way the site's scripts need them: by a line scan, with
// no parse (a page's MDX need not compile for its code to be read). A fence may be indented (inside a list or a
// JSX container) or quoted (inside a blockquote, each line starting with `>`); its code is given without that prefix,
// as remark gives it to the build (tests/unit/markdownFences.test.ts compares the two).

const fencePattern = /^(?<prefix>(?:[ \t]*>[ \t]?)*[ \t]*)(?<fence>`{3,}|~{3,})(?<lang>[\w-]*)(?<meta>[^\n]*)\n(?<body>[\s\S]*?)\n\k<prefix>\k<fence>[ \t]*$/gm;

/**
 * @typedef {{lang: string, meta: string, code: string, line: number, start: number, end: number}} MarkdownFence
 *   `lang` as written; `meta` the rest of the opening line; `line` the opening line's number (1-based);
 *   `start`/`end` the block's offsets in the text, fences included
 */

/**
 * Every fenced code block of `text`, in order.
 * @param {string} text
 * @returns {MarkdownFence[]}
 */
export function markdownFences(text) {
  const fences = [];
  for (const match of text.matchAll(fencePattern)) {
    const {prefix, lang, meta, body} = /** @type {Record<string, string>} */ (match.groups);
    // An empty line of a quoted block may drop the space after `>`.
    const bare = prefix.trimEnd();
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : bare && line === bare ? '' : line))
      .join('\n');
    fences.push({lang, meta, code, line: text.slice(0, match.index).split('\n').length, start: match.index, end: match.index + match[0].length});
  }
  return fences;
}
