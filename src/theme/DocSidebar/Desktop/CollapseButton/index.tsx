// Ejected from theme-classic 3.9.2: hides with the sidebar it collapses, which left focus on <body>;
// this one hands focus to the expand button, and takes it back when the sidebar is expanded again.
import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';
import type {Props} from '@theme/DocSidebar/Desktop/CollapseButton';
import {handFocusTo, useTakesHandedFocus} from '@site/src/utils/sidebarToggleFocus';
import styles from './styles.module.css';

export default function CollapseButton({onClick}: Props): ReactNode {
  const ref = useRef<HTMLButtonElement>(null);
  useTakesHandedFocus('collapse', ref);
  const label = translate({
    id: 'theme.docs.sidebar.collapseButtonAriaLabel',
    message: 'Collapse sidebar',
    description: 'The title attribute for collapse button of doc sidebar',
  });
  return (
    <button
      ref={ref}
      type="button"
      title={label}
      aria-label={label}
      className={clsx('button button--secondary button--outline', styles.collapseSidebarButton)}
      onClick={(event) => {
        handFocusTo('expand');
        onClick(event);
      }}>
      <IconArrow className={styles.collapseSidebarButtonIcon} />
    </button>
  );
}
