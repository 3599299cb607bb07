import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Cell = ReactElement<{ children?: ReactNode; 'data-label'?: string; colSpan?: number; className?: string }>;

const elementsOf = (node: ReactNode): Cell[] => Children.toArray(node).filter(isValidElement) as Cell[];
const partOf = (node: ReactNode, tag: string) => elementsOf(node).find((e) => e.type === tag);

/** A header cell's words ('' for one that holds a control, such as a select-all box). */
function wordsOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(wordsOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node) && typeof node.type === 'string')
    return wordsOf(node.props.children);
  return '';
}

/** The row's cells, each named by its column's header unless it names itself. */
function labelCells(cells: ReactNode, labels: readonly string[]): ReactNode {
  let column = 0;
  return Children.map(cells, (cell) => {
    if (!isValidElement<Cell['props']>(cell)) return cell;
    const label = labels[column];
    column += cell.props.colSpan ?? 1;
    return label && cell.props['data-label'] === undefined ? cloneElement(cell, { 'data-label': label }) : cell;
  });
}

/**
 * A table row drawn by a part of its own (a row component): TableScroll hands it the column names as
 * `cardLabels`, and it names its cells with them, as TableScroll does for a plain <tr>.
 */
export function CardRow({ labels, children }: { labels?: readonly string[]; children: ReactNode }) {
  return <tr>{labels ? labelCells(children, labels) : children}</tr>;
}

/**
 * The table with each body cell named by its column's header (data-label), for the cards a phone shows
 * (admin.css, `.admin-table--cards`). A cell that names itself keeps its own label; a table built of
 * other parts than table, thead, tbody, tr, th and td is left as it is.
 */
function asCards(table: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode; className?: string }>(table) || table.type !== 'table') return table;
  const headerRow = partOf(partOf(table.props.children, 'thead')?.props.children, 'tr');
  const labels = elementsOf(headerRow?.props.children).flatMap((th) =>
    Array.from({ length: th.props.colSpan ?? 1 }, () => wordsOf(th.props.children).trim()),
  );
  const children = Children.map(table.props.children, (part) => {
    if (!isValidElement<{ children?: ReactNode }>(part) || part.type !== 'tbody') return part;
    const rows = Children.map(part.props.children, (row) => {
      if (!isValidElement<{ children?: ReactNode; cardLabels?: string[] }>(row)) return row;
      // A row drawn by a part of its own (<CardRow> inside) gets the labels to put on its cells.
      if (row.type !== 'tr') return typeof row.type === 'string' ? row : cloneElement(row, { cardLabels: labels });
      return cloneElement(row, {}, labelCells(row.props.children, labels));
    });
    return cloneElement(part, {}, rows);
  });
  const className = table.props.className ?? '';
  return cloneElement(
    table,
    { className: className.includes('admin-table--cards') ? className : `${className} admin-table--cards`.trim() },
    children,
  );
}

/**
 * A wide table that scrolls sideways on a phone; keyboard users can focus it to scroll. With `cards`,
 * a phone shows each row as a card, every cell named by its column, so nothing needs scrolling.
 */
export function TableScroll({ label, children, cards }: { label: string; children: ReactNode; cards?: boolean }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {cards ? asCards(children) : children}
    </div>
  );
}
