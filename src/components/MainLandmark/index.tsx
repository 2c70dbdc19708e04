import {createContext, useContext, type ReactNode} from 'react';

/** Set by a page whose stock component renders no `<main>`; the Layout wrapper then adds one. */
const MainLandmarkContext = createContext<{readonly prepend?: ReactNode} | null>(null);

/** Asks the Layout inside `children` to wrap its page content in `<main>`, with `prepend` first in it. */
export function WithMainLandmark({prepend, children}: {prepend?: ReactNode; children: ReactNode}): ReactNode {
  return <MainLandmarkContext.Provider value={{prepend}}>{children}</MainLandmarkContext.Provider>;
}

export function useMainLandmarkRequest(): {readonly prepend?: ReactNode} | null {
  return useContext(MainLandmarkContext);
}
