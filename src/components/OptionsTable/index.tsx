import {Children, cloneElement, type ReactNode} from 'react';
import {isElement, labelledRow, tableParts} from '@site/src/components/MarkdownTable/tableCells';
import styles from './styles.module.css';

/** Body rows whose middle cells (type, default) start with their column's name, shown where the header is hidden or folded. */
function labelledTable(table: ReactNode): ReactNode {
  if (!isElement(table)) return table;
  const {head, body, labels, rows} = tableParts(table);
  const labelledRows = rows.map((row) => labelledRow(row, labels, styles.label, (index, count) => index > 0 && index < count - 1));
  // The table never scrolls sideways here, so it needs no tab stop (MarkdownTable gives one to the others),
  // and lays out its rows itself (MarkdownTable does not stack it).
  return cloneElement(table, {tabIndex: undefined, stack: false} as object, head, isElement(body) ? cloneElement(body, undefined, labelledRows) : body);
}

/**
 * Wraps a Markdown table of options (option | type | default | what it does). Rows are laid out so the
 * description keeps a readable width: beside the option, with its type and default under the name, on
 * a wide article; under the option name on a phone.
 */
export default function OptionsTable({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.optionsTable}>{Children.map(children, labelledTable)}</div>;
}
