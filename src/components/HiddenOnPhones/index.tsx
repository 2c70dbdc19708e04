// Server-rendered parts of a page that a phone hides with CSS and that the theme takes out of the page once it
// knows the window is narrow (useWindowSize: 'ssr' during hydration, then 'mobile'): the desktop navbar items,
// the desktop docs sidebar and the desktop table of contents. Each sits in its own visible <Activity>
// boundary, which React does not hydrate with the rest of the page but later, at idle priority; on a phone the
// first update after hydration removes it before that, so a phone never hydrates it, runs its effects or
// re-renders it. Wider windows keep it: the first update after hydration (any context change) hydrates it
// then, at once. The server's markup stays in place throughout, so nothing moves. (A Suspense boundary would
// defer hydration the same way, but React's server renderer moves large boundaries to the end of the page
// and reveals them with inline scripts, which the site's Content-Security-Policy rightly refuses.)
import {Activity, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

export default function HiddenOnPhones({children}: {readonly children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  if (windowSize === 'mobile') return null;
  return <Activity mode="visible">{children}</Activity>;
}
