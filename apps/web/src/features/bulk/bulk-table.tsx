import type { ReactNode } from 'react';
import { Pagination, Table } from '@mantine/core';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

/**
 * The bulk pages' tables (the jobs, a job's numbers): a header row, striped rows scrolled sideways
 * on a narrow screen, and the pager below when there is more than one page.
 */
export function BulkTable(props: {
  /** the table's accessible name */
  label: string;
  minWidth: number;
  headers: string[];
  children: ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <TableScroll minWidth={props.minWidth} label={props.label}>
        <Table striped aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              {props.headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </TableScroll>
      {props.totalPages > 1 && (
        <Pagination total={props.totalPages} value={props.page} onChange={props.onPage} />
      )}
    </>
  );
}
