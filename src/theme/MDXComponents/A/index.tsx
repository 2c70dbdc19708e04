// Ejected from theme-classic 3.9.2: upstream passes `clsx()` of nothing, so every link of a doc or post
// was served as `class=""`. Only links that are anchor targets (footnotes) get a class.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {Props} from '@theme/MDXComponents/A';
import {classNameOrNone} from '@site/src/utils/classNameOrNone';

export default function MDXA(props: Props): ReactNode {
  const anchorTargetClassName = useAnchorTargetClassName(props.id);
  return <Link {...props} className={classNameOrNone(anchorTargetClassName, props.className)} />;
}
