import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCopyFeedback} from '@site/src/hooks/useCopyFeedback';
import styles from './styles.module.css';

export interface CopyButtonProps {
  /** The text to copy; may be computed when the button is pressed. */
  readonly getText: () => string | Promise<string>;
  readonly children: ReactNode;
  readonly copiedLabel?: string;
  readonly failedLabel?: string;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** Copies to the clipboard and says so for a moment, on screen and to screen readers. */
export default function CopyButton({
  getText,
  children,
  copiedLabel = '已复制',
  failedLabel = '复制失败，请手动选择复制',
  disabled,
  className,
}: CopyButtonProps): ReactNode {
  const [state, setState] = useCopyFeedback();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await getText());
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const feedback = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : '';
  return (
    <>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button, state === 'copied' && styles.copied, className)}
        onClick={copy}
        disabled={disabled}
      >
        {state === 'idle' ? children : state === 'copied' ? copiedLabel : '复制失败'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {feedback}
      </span>
    </>
  );
}
