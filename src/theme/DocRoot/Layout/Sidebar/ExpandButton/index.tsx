// Ejected from theme-classic 3.9.2: the stock expand button is a div that toggles on every key (Tab
// included) and leaves focus on <body> when it disappears. This one is a button that hands focus back
// to the collapse button.
import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';
import type {Props} from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import {handFocusTo, useTakesHandedFocus} from '@site/src/utils/sidebarToggleFocus';
import styles from './styles.module.css';

export default function DocRootLayoutSidebarExpandButton({toggleSidebar}: Props): ReactNode {
  const ref = useRef<HTMLButtonElement>(null);
  useTakesHandedFocus('expand', ref);
  const label = translate({
    id: 'theme.docs.sidebar.expandButtonAriaLabel',
    message: 'Expand sidebar',
    description: 'The ARIA label and title attribute for expand button of doc sidebar',
  });
  return (
    <button
      ref={ref}
      type="button"
      className={`clean-btn ${styles.expandButton}`}
      title={label}
      aria-label={label}
      onClick={() => {
        handFocusTo('collapse');
        toggleSidebar();
      }}>
      <IconArrow className={styles.expandButtonIcon} />
    </button>
  );
}
