import { lazy, Suspense } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NumbersSearchInput } from '@kabinet/contract/numbers';
import { pickedCount, useBulkSelection } from './bulk-selection.tsx';

// decision 015: the bar, its actions, the catalogue picker and the confirmation load at the first pick
const BulkActionBar = lazy(() => import('./bulk-action-bar.tsx').then((m) => ({ default: m.BulkActionBar })));

interface BulkBarProps {
  /** the list's search, for "all N matching this search" */
  search: NumbersSearchInput;
  /** the numbers on the page now */
  pageNumbers: readonly string[];
  /** how many numbers match the search */
  total: number;
}

/**
 * "Select this page", "select all N matching this search", and — once something is picked — the
 * sticky bar with the count, the action and its confirmation (decision 023).
 */
export function BulkBar({ search, pageNumbers, total }: BulkBarProps) {
  const { t } = useTranslation('bulk');
  const selection = useBulkSelection();
  if (!selection) return null;
  const count = pickedCount(selection.pick);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button variant="subtle" size="compact-sm" onClick={() => selection.addAll(pageNumbers)}>
          {t('select_page')}
        </Button>
        <Anchor component={Link} to="/bulk" fz="sm">
          {t('jobs_title')}
        </Anchor>
        {total > pageNumbers.length && (
          <Button variant="subtle" size="compact-sm" onClick={() => selection.selectSearch(total)}>
            {t('select_all', { count: total })}
          </Button>
        )}
      </Group>
      {count > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar search={search} />
        </Suspense>
      )}
    </>
  );
}
