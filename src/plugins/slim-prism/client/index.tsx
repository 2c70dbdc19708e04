// Stands in for prism-react-renderer (see ../index.ts): the same <Highlight> render-prop API that
// Docusaurus's code blocks, react-live and the playground use, over the slimmer Prism of ./prism.
import {useMemo, type ReactElement} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps} from 'prism-react-renderer';
import {themeStyles, tokenStyle, tokensByLine, type TokenStream} from '../tokens';
import Prism from './prism';

export {Prism};

/** prism-react-renderer's bundled themes are not shipped: every caller here passes the site's own. */
export const themes: Partial<Record<string, PrismTheme>> = {};

function tokenize(code: string, language: string): TokenStream {
  const grammar = Prism.languages[language];
  if (!grammar) return [code];
  // The hooks let grammars such as JSX rework the stream, as Prism.highlight would.
  const env = {code, grammar, language, tokens: [] as TokenStream};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar) as TokenStream;
  Prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

export function Highlight({theme, code, language, children}: HighlightProps): ReactElement {
  const lines = useMemo(() => tokensByLine(tokenize(code, language)), [code, language]);
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
