// Replaces theme-classic 3.9.2's double chevron of the sidebar's collapse button, which every doc page's HTML
// carries: each chevron's rounded corners are arcs instead of Bézier segments, and the second chevron repeats
// the first's relative path 9.99 units to the right (upstream wrote it with numbers a few thousandths apart),
// so gzip stores it as a back-reference.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/Arrow';

const chevron = 'a1 1 0 0 1 0 1.1l-5 7.5a1 1 0 0 1-.82.45h-3a1 1 0 0 1-.83-1.55l4.63-6.95-4.63-6.94a1 1 0 0 1 .83-1.55h3a1 1 0 0 1 .82.45z';

export default function IconArrow(props: Props): ReactNode {
  return (
    <svg width={20} height={20} aria-hidden="true" {...props}>
      <path fill="#7a7a7a" d={`M9.82 9.47${chevron}m9.99 0${chevron}`} />
    </svg>
  );
}
