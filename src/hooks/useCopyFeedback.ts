import {useEffect, useState} from 'react';

/** What a copy button says: nothing yet, or how its last copy went. */
export type CopyState = 'idle' | 'copied' | 'failed';

const feedbackMs = 2000;

/** A copy button's state: `copied` or `failed` shows for two seconds after a copy, then it is `idle` again. */
export function useCopyFeedback(): [CopyState, (state: CopyState) => void] {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), feedbackMs);
    return () => clearTimeout(timer);
  }, [state]);
  return [state, setState];
}
