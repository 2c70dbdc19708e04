// Replaces theme-classic 3.9.2's sun icon: the colour-mode toggle renders all three of its icons into every
// page's HTML before hydration. Same shape in about a quarter of the bytes: upstream fills the outline of
// a ring (radii 3 to 5) and of eight rays; here they are strokes 2 wide with round ends.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/LightMode';

export default function IconLightMode(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        d="M8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0M2 12h2m16 0h2M12 2v2m0 16v2M5.29 5.29l1.06 1.06m11.3 11.3 1.06 1.06m0-13.42-1.06 1.06M6.35 17.65l-1.06 1.06"
      />
    </svg>
  );
}
