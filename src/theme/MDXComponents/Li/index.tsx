// Ejected from theme-classic 3.9.2 for the same reason as MDXComponents/A: no `class=""` on every list item.
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {Props} from '@theme/MDXComponents/Li';
import {classNameOrNone} from '@site/src/utils/classNameOrNone';

export default function MDXLi(props: Props): ReactNode {
  // MDX footnotes are list items with an id that links point at.
  useBrokenLinks().collectAnchor(props.id);
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <li {...props} className={classNameOrNone(anchorTargetClassName, props.className)} />;
}
