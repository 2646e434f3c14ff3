import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { TableScroll } from './table-scroll.tsx';

/**
 * The portal's table of rows: striped and bordered, its columns named in a header row (scope=col for
 * screen readers), scrolling sideways on a phone instead of squeezing the columns. Plain table
 * elements: Mantine's Table brings its ScrollArea and floating-ui with it, into the chunk every
 * screen shares (decision 015), and a component per cell costs each row's render.
 */
export function DataTable(props: {
  /** the headings, in order; '' for a column of buttons that needs none */
  columns: readonly string[];
  /** the table's accessible name (its scroll box's too) */
  label: string;
  /** below this width the table scrolls sideways */
  minWidth: number;
  /** the rows: plain `<tr>` with `<td>` cells */
  children: ReactNode;
}) {
  return (
    <TableScroll minWidth={props.minWidth} label={props.label}>
      <table className={classes.table} aria-label={props.label}>
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </TableScroll>
  );
}
