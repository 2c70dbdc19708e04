// Replaces theme-classic 3.9.2's note admonition icon (see Icon/LightMode): the same ring, dot and serifed
// bar, the circles and rounded corners written as arcs instead of Bézier segments (a quarter of the bytes).
// The ring is Info's (ADMONITION_ICON_RING), so on a page with both gzip stores it once.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Admonition/Icon/Note';
import {ADMONITION_ICON_RING} from './Info';

export default function AdmonitionIconNote(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 14 16" {...props}>
      <path
        fillRule="evenodd"
        d={`${ADMONITION_ICON_RING}M7 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm1 4a1 1 0 0 0-1-1H6a1 1 0 0 0-1 1h1v3a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1H8z`}
      />
    </svg>
  );
}
