import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CopyButton from '../CopyButton';
import HighlightedCode, {type CodeLanguage} from '../HighlightedCode';
import styles from './styles.module.css';

export interface CodeOutputProps {
  readonly id: string;
  readonly title: string;
  readonly language: CodeLanguage;
  /** Absent until the first transform has finished. */
  readonly code?: string;
  readonly placeholder: string;
  /** The code belongs to an earlier input, because the latest one failed. */
  readonly stale: boolean;
  /** Fixed height, so results arriving or growing never move the rest of the page. */
  readonly height: string;
}

/** One result of the transform in a scrollable, keyboard-focusable box with a copy button. */
export default function CodeOutput({id, title, language, code, placeholder, stale, height}: CodeOutputProps): ReactNode {
  const titleId = `${id}-title`;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <Heading as="h3" id={titleId} className={styles.title}>
          {title}
        </Heading>
        {stale && <span className={styles.staleBadge}>上一次成功的结果</span>}
        <CopyButton getText={() => code ?? ''} disabled={!code}>
          复制<span className="visually-hidden"> {title}</span>
        </CopyButton>
      </div>
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className={clsx(styles.body, stale && styles.stale)}
        style={{height}}
      >
        {code === undefined ? (
          <p className={styles.placeholder}>{placeholder}</p>
        ) : (
          <HighlightedCode code={code} language={language} className={styles.code} />
        )}
      </div>
    </div>
  );
}
