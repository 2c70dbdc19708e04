// Reading and relabelling the rows of a Markdown table (the elements MDX renders): shared by MarkdownTable
// and OptionsTable, which both lay rows out as labelled cards where the header is hidden.
import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';

type ElementWithChildren = ReactElement<{children?: ReactNode; className?: string}>;

export const isElement = (node: ReactNode): node is ElementWithChildren => isValidElement(node);

export const childrenOf = (node: ReactNode): ReactNode[] => (isElement(node) ? Children.toArray(node.props.children) : []);

/** The text of a node and everything in it. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return Children.toArray(isElement(node) ? node.props.children : node)
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('');
}

/** The head and body rows of a table element, and the texts of the head's cells. */
export function tableParts(table: ReactNode): {head: ReactNode; body: ReactNode; labels: string[]; rows: ReactNode[]} {
  const [head, body] = childrenOf(table);
  return {head, body, labels: childrenOf(childrenOf(head)[0]).map(textOf), rows: childrenOf(body)};
}

/**
 * The row with each cell `labelled(index, count)` picks starting with its column's name, in a span of
 * `labelClass` hidden from screen readers (they read the header).
 */
export function labelledRow(row: ReactNode, labels: readonly string[], labelClass: string, labelled: (index: number, count: number) => boolean): ReactNode {
  if (!isElement(row)) return row;
  const cells = childrenOf(row);
  return cloneElement(
    row,
    undefined,
    cells.map((cell, index) =>
      isElement(cell) && labelled(index, cells.length)
        ? cloneElement(cell, undefined, <span className={labelClass} aria-hidden="true">{labels[index]}</span>, cell.props.children)
        : cell,
    ),
  );
}
