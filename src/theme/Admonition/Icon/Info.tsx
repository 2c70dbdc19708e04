// Replaces theme-classic 3.9.2's info admonition icon (see Icon/LightMode): the same ring and bars, the
// circles written as arcs instead of Bézier segments.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Admonition/Icon/Info';

/** The icon's ring (a 7-unit circle with a 5.7-unit hole), which the note icon draws too. */
export const ADMONITION_ICON_RING = 'M7 1a7 7 0 1 0 0 14A7 7 0 0 0 7 1zm0 1.3a5.7 5.7 0 1 1 0 11.4 5.7 5.7 0 0 1 0-11.4z';

export default function AdmonitionIconInfo(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 14 16" {...props}>
      <path fillRule="evenodd" d={`${ADMONITION_ICON_RING}M6 4h2v5H6zm0 6h2v2H6z`} />
    </svg>
  );
}
