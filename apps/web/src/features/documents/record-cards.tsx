import type { ReactNode } from 'react';
import { Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../shared/ui/table-scroll.tsx';

/** a phone (spec §2 mobile): tables become a list of cards */
export const useIsPhone = (): boolean =>
  useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

export interface RecordCard {
  key: string;
  fields: { label: string; value: ReactNode }[];
}

/** A table's rows on a phone: one card per row, each field as label and value. */
export function RecordCards({ label, cards }: { label: string; cards: RecordCard[] }) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            {card.fields.map((field) => (
              <Group key={field.label} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {field.label}
                </Text>
                <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** One column of a records view: its header, its cell, and whether it is an amount (right-aligned). */
export interface RecordColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * The documents screens' records: a striped table on a wide screen, one card per row on a phone
 * (spec §2 mobile), from the same columns.
 */
export function RecordsView<R>({
  label,
  rows,
  rowKey,
  columns,
  minWidth,
}: {
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly RecordColumn<R>[];
  minWidth?: number;
}) {
  const isPhone = useIsPhone();
  if (isPhone)
    return (
      <RecordCards
        label={label}
        cards={rows.map((row) => ({
          key: rowKey(row),
          fields: columns.map((column) => ({ label: column.label, value: column.cell(row) })),
        }))}
      />
    );
  const align = (column: RecordColumn<R>) => (column.numeric ? 'right' : undefined);
  const table = (
    <Table striped verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={align(column)}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.label} ta={align(column)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? (
    <TableScroll minWidth={minWidth} label={label}>
      {table}
    </TableScroll>
  ) : (
    table
  );
}

/** Pages of a documents list (zero-based on the wire, one-based on screen), with spoken controls. */
export function RecordPaging({
  total,
  page,
  onPage,
}: {
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('documents');
  const isPhone = useIsPhone();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={page + 1}
      onChange={(value) => onPage(value - 1)}
      siblings={isPhone ? 0 : 1}
      boundaries={1}
      getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
      getItemProps={(n) => ({ 'aria-label': t('paging.page', { page: n }) })}
    />
  );
}
