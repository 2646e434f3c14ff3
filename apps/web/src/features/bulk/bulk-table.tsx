import type { ReactNode } from 'react';
import { Pagination, Table } from '@mantine/core';

/**
 * The bulk pages' tables (the jobs, a job's numbers): a header row, striped rows scrolled sideways
 * on a narrow screen, and the pager below when there is more than one page.
 */
export function BulkTable(props: {
  minWidth: number;
  headers: string[];
  children: ReactNode;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {props.headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{props.children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.totalPages > 1 && (
        <Pagination total={props.totalPages} value={props.page} onChange={props.onPage} />
      )}
    </>
  );
}
