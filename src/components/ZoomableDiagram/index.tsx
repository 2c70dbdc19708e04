// A diagram of the docs that opens larger on click, Enter or Space (src/remark/zoomableDiagrams wraps each
// SVG image in it). The dialog and its styles load on first use; closing it returns focus here.
import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {restoreFocus} from '@site/src/utils/focusTrap';

const ZoomDialog = lazy(() => import(/* webpackChunkName: "diagram-zoom" */ './ZoomDialog'));

interface Props {
  /** The image's alternative text. */
  readonly label: string;
  /** The diagram's <img>. */
  readonly children: ReactNode;
}

export default function ZoomableDiagram({label, children}: Props): ReactNode {
  const trigger = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<string | null>(null);

  const open = () => {
    const image = trigger.current?.querySelector('img');
    if (image) setSource(image.currentSrc || image.src);
  };
  const close = () => {
    setSource(null);
    restoreFocus(trigger.current);
  };

  return (
    <>
      <button ref={trigger} type="button" className="clean-btn" aria-haspopup="dialog" aria-label={`放大查看图示：${label}`} onClick={open}>
        {children}
      </button>
      {source && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ZoomDialog source={source} label={label} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
