// Stands in for prism-react-renderer (see ../index.ts): the same <Highlight> render-prop API that
// Docusaurus's code blocks, react-live and the playground use, over the slimmer Prism of ./prism.
import {useMemo, type ReactElement} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps} from 'prism-react-renderer';
import {themeStyles, tokenStyle, tokensByLine, type LineToken, type TokenStream} from '../tokens';
import Prism, {prismWithGrammars} from './prism';

export {Prism};

/** prism-react-renderer's bundled themes are not shipped: every caller here passes the site's own. */
export const themes: Partial<Record<string, PrismTheme>> = {};

/** `code` as `prism` (this site's, unless a test passes another) tokenizes it for `<Highlight>`. */
export function tokenize(code: string, language: string, prism: typeof Prism = prismWithGrammars()): TokenStream {
  const grammar = prism.languages[language];
  if (!grammar) return [code];
  // The hooks let grammars such as JSX rework the stream, as Prism.highlight would.
  const env = {code, grammar, language, tokens: [] as TokenStream};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar) as TokenStream;
  prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

// On a page's first load Docusaurus mounts every code block twice, once to hydrate and again when the
// browser flag flips, and each mount would tokenize the same code again: recent results are kept.
// Nothing mutates the lines, so the mounts can share them.
const recentLines = new Map<string, LineToken[][]>();
const RECENT_LIMIT = 64;

export function highlightedLines(code: string, language: string): LineToken[][] {
  const key = `${language}\u0000${code}`;
  let lines = recentLines.get(key);
  if (lines === undefined) {
    lines = tokensByLine(tokenize(code, language));
    if (recentLines.size >= RECENT_LIMIT) recentLines.delete(recentLines.keys().next().value as string);
  } else {
    recentLines.delete(key);
  }
  recentLines.set(key, lines);
  return lines;
}

export function Highlight({theme, code, language, children}: HighlightProps): ReactElement {
  const lines = useMemo(() => highlightedLines(code, language), [code, language]);
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  const renderProps: RenderProps = {
    tokens: lines,
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps: ({className, style, line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...styles.plain, ...style},
    }),
    getTokenProps: ({className, style, token, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      style: {...tokenStyle(token, styles), ...style},
      children: token.content,
    }),
  };
  return children(renderProps);
}
