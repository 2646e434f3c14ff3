import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * The portal's table of rows: striped and bordered, its columns named in a header row (scope=col for
 * screen readers), scrolling sideways on a phone instead of squeezing the columns.
 */
export function DataTable(props: {
  /** the headings, in order; '' for a column of buttons that needs none */
  columns: readonly string[];
  /** the table's accessible name */
  label?: string;
  /** below this width the table scrolls sideways */
  minWidth: number;
  /** the rows (`Table.Tr`) */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped withTableBorder aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column, index) => (
              <Table.Th key={index} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
