import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** Beyond this size the text is shown plain: tokenizing it on every keystroke would lag. */
const highlightLimit = 60_000;

export type CodeLanguage = 'markup' | 'css' | 'json';

export interface HighlightedCodeProps {
  readonly code: string;
  readonly language: CodeLanguage;
  readonly className?: string;
  /** Set when the code only mirrors a text field, which screen readers read instead. */
  readonly decorative?: boolean;
}

/** Prism-highlighted `<pre>` in the site's code theme for the current colour mode. */
export default function HighlightedCode({code, language, className, decorative}: HighlightedCodeProps): ReactNode {
  const theme = usePrismTheme();
  // The server renders the default colour mode; remounting in the browser applies the reader's.
  const isBrowser = useIsBrowser();
  if (code.length > highlightLimit) {
    return (
      <pre className={clsx(styles.code, className)} aria-hidden={decorative}>
        {code}
      </pre>
    );
  }
  return (
    <Highlight key={String(isBrowser)} theme={theme} code={code} language={language}>
      {({className: prismClassName, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={clsx(prismClassName, styles.code, className)} style={style} aria-hidden={decorative}>
          {tokens.map((line, lineIndex) => (
            <span key={lineIndex} {...getLineProps({line})}>
              {line.map((token, tokenIndex) => (
                <span key={tokenIndex} {...getTokenProps({token})} />
              ))}
              {lineIndex < tokens.length - 1 ? '\n' : null}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
