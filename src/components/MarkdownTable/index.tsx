import type {ComponentProps, ReactNode} from 'react';

/**
 * Markdown tables scroll sideways when they are wider than the page (Infima makes them a block with
 * `overflow: auto`); being focusable lets keyboard users scroll them too.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
