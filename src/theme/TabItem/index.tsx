// Wrap: a panel also carries its tab's label, inside <noscript>. Without scripts the tabs cannot switch
// and every panel shows (src/plugins/no-js), so each needs its label; with scripts the label is never rendered.
import type {ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <TabItem {...props}>
      <noscript>
        <p className="no-js-tab-label">{props.label ?? props.value}</p>
      </noscript>
      {props.children}
    </TabItem>
  );
}
