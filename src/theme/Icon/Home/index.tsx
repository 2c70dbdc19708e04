// Replaces theme-classic 3.9.2's house of the breadcrumbs, which every doc page's HTML carries (see
// Icon/LightMode): the same outline, its rounded corners written as arcs instead of Bézier segments.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/Home';

export default function IconHome(props: Props): ReactNode {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path
        d="M10 19v-5h4v5a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-7h1.7a.5.5 0 0 0 .33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53a.5.5 0 0 0 .33.87H5v7a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1z"
        fill="currentColor"
      />
    </svg>
  );
}
