// Ejected (theme-classic 3.9.2) to drop the `key` that remounted every code block once the page
// hydrated, so that blocks rendered on the server in one colour mode restyle in another. The Prism theme
// already waits for that: theme-common's colour-mode state starts at the server's mode and changes in
// an effect, after hydration, and React then restyles the tokens in place. The remount rebuilt every
// block's DOM, and restyled it, in one long task right after hydration.
import {Children, isValidElement, type ReactNode} from 'react';
import LiveAwareCodeBlock from '@theme-original/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain text when every child is a string, so the copy button can copy it; elements otherwise. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock(props: Props & {readonly live?: boolean}): ReactNode {
  // theme-live-codeblock's CodeBlock, which this one shadows, sends `live` blocks to the editor.
  if (props.live) return <LiveAwareCodeBlock {...props} />;
  const {children: rawChildren, ...rest} = props;
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...rest}>{children}</StringContent> : <ElementContent {...rest}>{children}</ElementContent>;
}
