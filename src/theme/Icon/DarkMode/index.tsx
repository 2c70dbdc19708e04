// Replaces theme-classic 3.9.2's moon icon (see Icon/LightMode for why): the same crescent outline, its
// circles written as arcs instead of Bézier segments.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/DarkMode';

export default function IconDarkMode(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M13.36 3.1A9 9 0 1 0 20.9 10.64 5.4 5.4 0 1 1 13.36 3.1zM9.37 5.51A7.4 7.4 0 0 0 18.49 14.63 7 7 0 1 1 9.37 5.51z"
      />
    </svg>
  );
}
