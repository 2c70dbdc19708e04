// Wrap: the table of contents becomes a labelled navigation landmark. On blog posts it sits outside
// <main>, and without a landmark its links were content outside every landmark (axe: region).
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    // `display: contents` keeps the theme's sticky positioning relative to the column.
    <nav aria-label="本页目录" style={{display: 'contents'}}>
      <TOC {...props} />
    </nav>
  );
}
