// A small reader for the flat CSS that weapp-tailwindcss writes: style rules, at-rules with nested
// rules (`@media`, `@supports`, `@layer` …) and at-rules with declarations (`@font-face`). Enough for
// the preview and the compiler checks, which run in the page, far from the worker's PostCSS.

export type CssNode =
  | {readonly kind: 'style'; readonly selectors: string; readonly declarations: string}
  | {readonly kind: 'at'; readonly name: string; readonly prelude: string; readonly children?: CssNode[]; readonly declarations?: string};

/** At-rules whose block holds rules rather than declarations. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'document', 'scope', 'starting-style', 'keyframes', '-webkit-keyframes']);

/** Offset after a string or comment starting at `index`, or `index` when none starts there. */
function skipStringOrComment(css: string, index: number): number {
  const char = css[index];
  if (char === '/' && css[index + 1] === '*') {
    const end = css.indexOf('*/', index + 2);
    return end === -1 ? css.length : end + 2;
  }
  if (char === '"' || char === "'") {
    let cursor = index + 1;
    while (cursor < css.length && css[cursor] !== char) cursor += css[cursor] === '\\' ? 2 : 1;
    return cursor + 1;
  }
  return index;
}

/** The offsets and characters of `css` from `start`, past strings, comments and escaped characters. */
function* codeChars(css: string, start: number): Generator<[number, string]> {
  let index = start;
  while (index < css.length) {
    const skipped = skipStringOrComment(css, index);
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    const char = css[index];
    yield [index, char];
    index += char === '\\' ? 2 : 1;
  }
}

/** Offset of the first of `stops` at nesting depth 0 from `start`, or the end of the text. */
function findTopLevel(css: string, start: number, stops: string): number {
  let depth = 0;
  for (const [index, char] of codeChars(css, start)) {
    if (depth === 0 && stops.includes(char)) return index;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
  }
  return css.length;
}

/** Offset of the `}` closing the block whose content starts at `start`. */
function findBlockEnd(css: string, start: number): number {
  let depth = 0;
  for (const [index, char] of codeChars(css, start)) {
    if (char === '{') depth += 1;
    else if (char === '}') {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return css.length;
}

function parseNodes(css: string, start: number, end: number): CssNode[] {
  const nodes: CssNode[] = [];
  let index = start;
  while (index < end) {
    const stop = Math.min(findTopLevel(css, index, '{;}'), end);
    const prelude = css.slice(index, stop).replace(/\/\*[\s\S]*?\*\//g, '').trim();
    if (stop >= end || css[stop] !== '{') {
      if (prelude.startsWith('@')) {
        const [, name = '', rest = ''] = /^@([\w-]+)([\s\S]*)$/.exec(prelude) ?? [];
        nodes.push({kind: 'at', name: name.toLowerCase(), prelude: rest.trim()});
      }
      index = stop + 1;
      continue;
    }
    const blockEnd = Math.min(findBlockEnd(css, stop + 1), end);
    const body = css.slice(stop + 1, blockEnd);
    if (prelude.startsWith('@')) {
      const [, name = '', rest = ''] = /^@([\w-]+)([\s\S]*)$/.exec(prelude) ?? [];
      const lowerName = name.toLowerCase();
      if (groupingAtRules.has(lowerName)) nodes.push({kind: 'at', name: lowerName, prelude: rest.trim(), children: parseNodes(css, stop + 1, blockEnd)});
      else nodes.push({kind: 'at', name: lowerName, prelude: rest.trim(), declarations: body.trim()});
    } else if (prelude) {
      nodes.push({kind: 'style', selectors: prelude, declarations: body.trim()});
    }
    index = blockEnd + 1;
  }
  return nodes;
}

export function parseCss(css: string): CssNode[] {
  return parseNodes(css, 0, css.length);
}

export function serializeCss(nodes: readonly CssNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'style') return `${node.selectors}{${node.declarations}}`;
      const head = `@${node.name}${node.prelude ? ` ${node.prelude}` : ''}`;
      if (node.children) return `${head}{${serializeCss(node.children)}}`;
      return node.declarations === undefined ? `${head};` : `${head}{${node.declarations}}`;
    })
    .join('\n');
}

/** Splits at top-level occurrences of `separator` (`,` between selectors, `;` between declarations). */
export function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const stop = findTopLevel(text, start, separator);
    parts.push(text.slice(start, stop));
    if (stop >= text.length) break;
    start = stop + 1;
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Calls `visit` for every style rule, also those inside `@media` and the like (keyframes excluded). */
export function forEachStyleRule(nodes: readonly CssNode[], visit: (rule: Extract<CssNode, {kind: 'style'}>) => void): void {
  for (const node of nodes) {
    if (node.kind === 'style') visit(node);
    else if (node.children && !node.name.endsWith('keyframes')) forEachStyleRule(node.children, visit);
  }
}
