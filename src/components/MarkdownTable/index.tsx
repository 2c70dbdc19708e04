import {cloneElement, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {childrenOf, isElement, labelledRow, tableParts, textOf} from './tableCells';
import styles from './styles.module.css';

/** A cell that must not break: a date, a version, a number or a short name (`2026-05-04`, `4.12.0`, `_b`). */
const isToken = (text: string): boolean => text.length > 0 && text.length <= 12 && !/\s/.test(text);

/** A cell of running text, which a narrow column squeezes to a few characters a line. */
const isProse = (text: string): boolean => text.length > 10 && !isToken(text);

/** Body rows whose token cells keep to one line. */
function unbrokenTokens(rows: readonly ReactNode[]): ReactNode[] {
  return rows.map((row) =>
    isElement(row)
      ? cloneElement(
          row,
          undefined,
          childrenOf(row).map((cell) => (isElement(cell) && isToken(textOf(cell).trim()) ? cloneElement(cell, {className: clsx(cell.props.className, styles.token)}) : cell)),
        )
      : row,
  );
}

type Props = ComponentProps<'table'> & {
  /** False where the table lays out its rows itself (OptionsTable). */
  readonly stack?: boolean;
};

/**
 * Every Markdown table. Dates, versions and other short tokens stay on one line. A table of four or more
 * columns with running text in one of them becomes a list of cards on a narrow article (container query):
 * the first cell as the card's title, every other cell starting with its column's name, instead of a
 * squeezed table where a title breaks into five lines beside a wide column of versions. Other tables
 * scroll sideways when they are wider than the page (Infima makes them a block with `overflow: auto`);
 * being focusable lets keyboard users scroll them too.
 */
export default function MarkdownTable({stack = true, children, ...props}: Props): ReactNode {
  const table = <table {...props}>{children}</table>;
  const {head, body, labels, rows} = tableParts(table);
  const stacks = stack && labels.length >= 4 && rows.some((row) => childrenOf(row).some((cell) => isProse(textOf(cell).trim())));
  const bodyRows = unbrokenTokens(stacks ? rows.map((row) => labelledRow(row, labels, styles.label, (index) => index > 0)) : rows);
  const content = [head, isElement(body) ? cloneElement(body, undefined, bodyRows) : body];
  if (!stacks) return <table tabIndex={0} {...props}>{content}</table>;
  return (
    <div className={styles.stacked}>
      <table tabIndex={0} {...props}>
        {content}
      </table>
    </div>
  );
}
