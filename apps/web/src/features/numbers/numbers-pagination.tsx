import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_TIME_ZONE } from '@kabinet/contract/constants';
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
 * spec §9 DD.MM.YYYY HH:mm in the company's zone (decision 021), with the browser's own Intl: the
 * shared date formatter's library would add 15 KB to /numbers' first load (decision 015's budget)
 */
const AS_OF = new Intl.DateTimeFormat('ru-RU', {
  timeZone: COMPANY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const asOf = (iso: string) => AS_OF.format(new Date(iso)).replace(', ', ' ');

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
      {indexedAt && ` · ${t('pagination.indexedAt', { time: asOf(indexedAt) })}`}
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
