// Replaces theme-classic 3.9.2's double chevron of the sidebar's collapse button, which every doc page's HTML
// carries: the second chevron now repeats the first's relative path 9.988 units to the right (upstream
// wrote it with numbers a few thousandths apart), so gzip stores it as a back-reference.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/Arrow';

const chevron = 'c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454h-2.996c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942-4.629-6.945a.939.939 0 01-.168-.55c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45l4.996 7.491c.11.148.172.347.172.55z';

export default function IconArrow(props: Props): ReactNode {
  return (
    <svg width={20} height={20} aria-hidden="true" {...props}>
      <path fill="#7a7a7a" d={`M9.992 10.023${chevron}m9.988 0${chevron}`} />
    </svg>
  );
}
