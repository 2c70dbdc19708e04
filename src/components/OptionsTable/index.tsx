import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import styles from './styles.module.css';

type ElementWithChildren = ReactElement<{children?: ReactNode}>;

const isElement = (node: ReactNode): node is ElementWithChildren => isValidElement(node);

const childrenOf = (node: ReactNode): ReactNode[] => (isElement(node) ? Children.toArray(node.props.children) : []);

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return Children.toArray(isElement(node) ? node.props.children : node)
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('');
}

/** A body row whose middle cells (type, default) start with their column's name, shown where the header is hidden or folded. */
function labelledRow(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isElement(row)) return row;
  const cells = childrenOf(row);
  const labelled = cells.map((cell, index) =>
    index === 0 || index === cells.length - 1 || !isElement(cell)
      ? cell
      : cloneElement(cell, undefined, <span className={styles.label} aria-hidden="true">{labels[index]}</span>, cell.props.children),
  );
  return cloneElement(row, undefined, labelled);
}

function labelledTable(table: ReactNode): ReactNode {
  if (!isElement(table)) return table;
  const [head, body] = childrenOf(table);
  const labels = childrenOf(childrenOf(head)[0]).map(textOf);
  const rows = childrenOf(body).map((row) => labelledRow(row, labels));
  // The table never scrolls sideways here, so it needs no tab stop (MarkdownTable gives one to the others).
  return cloneElement(table, {tabIndex: undefined} as object, head, isElement(body) ? cloneElement(body, undefined, rows) : body);
}

/**
 * Wraps a Markdown table of options (option | type | default | what it does). Rows are laid out so the
 * description keeps a readable width: beside the option, with its type and default under the name, on
 * a wide article; under the option name on a phone.
 */
export default function OptionsTable({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.optionsTable}>{Children.map(children, labelledTable)}</div>;
}
