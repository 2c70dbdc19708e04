// Replaces theme-classic 3.9.2's system-mode icon (see Icon/LightMode for why): the same ring with its left
// half filled, its circles written as arcs instead of Bézier segments.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/SystemColorMode';

export default function IconSystemColorMode(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path fill="currentColor" d="M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zm0 2a7 7 0 0 1 0 14z" />
    </svg>
  );
}
