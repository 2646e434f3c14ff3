import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { paginationItems } from './pagination-items.ts';

interface NumbersPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  /** decision 034: when the portal's index of the company's lines was last reconciled; null: never */
  indexedAt: string | null;
  onPage: (page: number) => void;
}

const cellProps = { size: 'compact-sm', miw: 32, px: 6 } as const;

/**
 * spec §2 Pagination, in its order: first, previous, page 1, ellipsis, a middle page, ellipsis,
 * the last page, next; plus the total count. Hidden when there is at most one page.
 */
export function NumbersPagination({ page, totalPages, total, indexedAt, onPage }: NumbersPaginationProps) {
  const { t } = useTranslation('numbers');
  const items = paginationItems(page, totalPages);
  // decision 034: the list is the portal's index; a line changed in the operator's systems since
  // shows its change after the next reconciliation, so the list says as of when it is
  const totalText = (
    <Text fz="sm" c="dimmed">
      {t('pagination.total', { total })}
      {indexedAt && ` · ${t('pagination.indexedAt', { time: formatDateTime(indexedAt) })}`}
    </Text>
  );
  if (items.length === 0) return totalText;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;

  return (
    <Stack gap="xs" align="center">
      <nav aria-label={t('pagination.label')}>
        <Group gap={4} justify="center" wrap="nowrap">
          <Button
            {...cellProps}
            variant="default"
            disabled={isFirst}
            onClick={() => onPage(1)}
            aria-label={t('pagination.first')}
          >
            «
          </Button>
          <Button
            {...cellProps}
            variant="default"
            disabled={isFirst}
            onClick={() => onPage(page - 1)}
            aria-label={t('pagination.previous')}
          >
            ‹
          </Button>
          {items.map((item) =>
            item.kind === 'ellipsis' ? (
              <Text key={item.key} aria-hidden c="dimmed" px={2}>
                …
              </Text>
            ) : (
              <Button
                key={item.page}
                {...cellProps}
                variant={item.page === page ? 'filled' : 'default'}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </Button>
            ),
          )}
          <Button
            {...cellProps}
            variant="default"
            disabled={isLast}
            onClick={() => onPage(page + 1)}
            aria-label={t('pagination.next')}
          >
            ›
          </Button>
        </Group>
      </nav>
      {totalText}
    </Stack>
  );
}
