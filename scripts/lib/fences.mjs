// The fenced code blocks of a Markdown/MDX text, found the way the site's scripts need them: by a line scan, with
// no parse (a page's MDX need not compile for its code to be read). A fence may be indented (inside a list or a
// JSX container) or quoted (inside a blockquote, each line starting with `>`); its code is given without that
// prefix, as remark gives it to the build. tests/unit/markdownFences.test.ts compares the two, parsed as .md and as
// .mdx. Not followed: a list item ending a fence by dedenting, `mdx-code-block` wrappers, indented (non-fenced) code,
// .md's HTML blocks (a fence right under `<details>` is code here and HTML to remark), tabs in an indented block's
// body (stripped as characters, remark counts columns) and line ends made of a lone `\r`.

// A fence may open on a list item's first line (`- ```js`, `1. ```sh`): the item's marker counts as indentation.
const opening = /^(?<indent>[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)(?<fence>`{3,}|~{3,})(?<info>.*)$/;

/**
 * A line without its blockquote markers (at most `most` of them), with their count. A marker is `>` and one column
 * of white space after it; a tab there stands for the columns to the next tab stop (of 4), so the rest keep their
 * place. The `\r` of a CRLF line end is left out of `rest` and given as `end`.
 * @param {string} line
 * @param {number} [most]
 */
function unquote(line, most = Infinity) {
  const end = line.endsWith('\r') ? '\r' : '';
  let rest = end ? line.slice(0, -1) : line;
  let depth = 0;
  let column = 0;
  for (let marker = /^( {0,3}>)([ \t]?)/.exec(rest); marker && depth < most; marker = /^( {0,3}>)([ \t]?)/.exec(rest)) {
    depth += 1;
    column += marker[1].length;
    const tab = marker[2] === '\t' ? ' '.repeat(3 - (column % 4)) : '';
    column += marker[2] ? 1 + tab.length : 0;
    rest = tab + rest.slice(marker[0].length);
  }
  return {depth, rest, end};
}

/**
 * @typedef {{lang: string, meta: string, code: string, line: number, start: number, end: number}} MarkdownFence
 *   `lang` the first word of the opening line's info string; `meta` the rest; `line` the opening line's number
 *   (1-based); `start`/`end` the block's offsets in the text, fences included
 */

/**
 * Every fenced code block of `text`, in order. A block left open runs to the end of its blockquote or of the text.
 * @param {string} text
 * @returns {MarkdownFence[]}
 */
export function markdownFences(text) {
  const lines = text.split('\n');
  // A text's last line end starts no line.
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const starts = [];
  for (let i = 0, offset = 0; i < lines.length; offset += lines[i].length + 1, i += 1) starts.push(offset);
  const fences = [];
  for (let i = 0; i < lines.length; i += 1) {
    const {depth, rest} = unquote(lines[i]);
    const open = opening.exec(rest);
    const {indent = '', fence = '', info = ''} = open?.groups ?? {};
    // A backtick fence's info string cannot hold a backtick (CommonMark): such a line is inline code.
    if (!open || (fence[0] === '`' && info.includes('`'))) continue;
    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const body = [];
    let last = i;
    for (let j = i + 1; j < lines.length; j += 1) {
      const line = unquote(lines[j], depth);
      if (line.depth < depth) break;
      last = j;
      if (closing.test(line.rest)) break;
      // Body lines lose as much of the fence's indentation as they have, and keep their line ends but the last.
      const own = /^[ \t]*/.exec(line.rest)?.[0].length ?? 0;
      body.push(line.rest.slice(Math.min(own, indent.length)) + line.end);
    }
    if (body.length > 0) body[body.length - 1] = body[body.length - 1].replace(/\r$/, '');
    const [lang = '', ...words] = info.trim().split(/(?<=^\S+)\s+/);
    fences.push({
      lang,
      meta: words.join(' '),
      code: body.join('\n'),
      line: i + 1,
      start: starts[i],
      end: starts[last] + lines[last].length,
    });
    i = last;
  }
  return fences;
}
