// Turns Prism's nested token stream into lines of flat tokens, and a code theme into inline styles:
// the shape that Docusaurus's code block components expect from prism-react-renderer's <Highlight>.
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

/** One run of text in a line; `types` lists the token type of every enclosing Prism token, outermost first. */
export interface LineToken {
  types: string[];
  content: string;
  /** Set on the single token of a blank line, so that the line keeps its height. */
  empty?: boolean;
}

/** What `Prism.tokenize` returns, reduced to the fields read here. */
export type TokenStream = readonly (string | PrismTokenLike)[];
export interface PrismTokenLike {
  readonly type: string;
  /** Grammar hooks such as JSX's build tokens with a `null` alias. */
  readonly alias?: string | readonly string[] | null;
  readonly content: string | PrismTokenLike | TokenStream;
}

const lineBreak = /\r\n|\r|\n/;

// Type lists are shared between tokens and never mutated, so an unchanged list is reused as is.
function withType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

function typesOf(token: PrismTokenLike, outer: string[]): string[] {
  const aliases = token.alias ?? [];
  return [token.type, ...(typeof aliases === 'string' ? [aliases] : aliases)].reduce(withType, outer);
}

/** Splits the token stream at line breaks. A blank line holds one empty plain token. */
export function tokensByLine(stream: TokenStream): LineToken[][] {
  let line: LineToken[] = [];
  const lines = [line];
  const emit = (content: string, types: string[]): void => {
    content.split(lineBreak).forEach((part, index) => {
      if (index > 0) lines.push((line = []));
      line.push({types, content: part});
    });
  };
  const plain = ['plain'];
  const walk = (content: PrismTokenLike['content'], types: string[]): void => {
    if (typeof content === 'string') {
      emit(content, types.length > 0 ? types : plain);
    } else if (Array.isArray(content)) {
      (content as TokenStream).forEach((part) => walk(part, types));
    } else {
      const token = content as PrismTokenLike;
      walk(token.content, typesOf(token, types));
    }
  };
  walk(stream as TokenStream, []);
  return lines.map(markBlank);
}

function markBlank(line: LineToken[]): LineToken[] {
  const text = line.filter((token) => token.content !== '');
  if (text.length > 0) return text;
  return [{types: line[0]?.types ?? ['plain'], content: '\n', empty: true}];
}

/** Style of each token type in `theme` for `language`; `root` styles the `<pre>`, `plain` each line. */
export type ThemeStyles = Record<string, CSSProperties>;

export function themeStyles(theme: PrismTheme | undefined, language: string): ThemeStyles {
  if (!theme) return {};
  const styles: ThemeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...(entry.style as CSSProperties)};
  }
  const {backgroundColor, ...plainText} = theme.plain as CSSProperties;
  return {...styles, root: theme.plain as CSSProperties, plain: plainText};
}

/** Inline style of one token: its types' styles merged in order, plain text unstyled. */
export function tokenStyle(token: LineToken, styles: ThemeStyles): CSSProperties | undefined {
  const keepHeight: CSSProperties | undefined = token.empty ? {display: 'inline-block'} : undefined;
  if (token.types.length === 1 && token.types[0] === 'plain') return keepHeight;
  const merged = Object.assign({}, keepHeight, ...token.types.map((type) => styles[type]));
  return Object.keys(merged).length > 0 ? merged : undefined;
}
