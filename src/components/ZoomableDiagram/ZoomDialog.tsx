// The enlarged diagram: a modal <dialog>, so the page behind is inert and Escape closes it. A click or
// tap anywhere but the diagram itself closes it too. On narrow screens the diagram is wider than the
// screen and the reader pans it.
import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {keepTabInside} from '@site/src/utils/focusTrap';
import styles from './styles.module.css';

interface Props {
  readonly source: string;
  readonly label: string;
  /** Called once the dialog has closed, whichever way. */
  readonly onClose: () => void;
}

export default function ZoomDialog({source, label, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    return () => element.close();
  }, []);

  const closeOutsideDiagram = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLImageElement) && !(event.target instanceof HTMLButtonElement)) dialog.current?.close();
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={`图示：${label}`}
      onClose={onClose}
      onClick={closeOutsideDiagram}
      onKeyDown={(event) => keepTabInside(event.currentTarget, event.nativeEvent)}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => dialog.current?.close()}>
          关闭
        </button>
      </div>
      {/* Focusable so that a keyboard can scroll the diagram where it is wider than the screen. */}
      <div className={styles.viewport} tabIndex={0} role="group" aria-label="放大的图示（可滚动）">
        <img className={styles.image} src={source} alt={label} />
      </div>
    </dialog>,
    document.body,
  );
}
