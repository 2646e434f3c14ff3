import { useEffect, useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../shared/company/company-context.ts';
import { hasFeature } from '../../shared/access/access.ts';
import { NotAvailablePage } from '../../shared/ui/page-message.tsx';
import { BulkBar, BulkSelectionProvider } from '../bulk/index.ts';
import { NumbersNotices } from './numbers-notices.tsx';
import { NumbersList } from './numbers-list.tsx';
import { NumbersPagination } from './numbers-pagination.tsx';
import { SearchPanel } from './search-panel.tsx';
import { hasActiveFilters, toSearchBody, type SearchFilters } from './search-filters.ts';
import { useSearchState } from './use-search-state.ts';
import { useSubscribersSearch } from './use-subscribers-search.ts';

/** /numbers — spec §2 Numbers list: search panel, cards, pagination; the notices on top. */
export function NumbersPage() {
  const access = useAccess();
  return (
    <>
      <NumbersNotices />
      {hasFeature(access, 'view_subscribers') ? (
        <BulkSelectionProvider>
          <NumbersScreen />
        </BulkSelectionProvider>
      ) : (
        <NotAvailablePage />
      )}
    </>
  );
}

function NumbersScreen() {
  const { t } = useTranslation('numbers');
  const { filters, page, search, goToPage } = useSearchState();
  const body = useMemo(() => toSearchBody(filters), [filters]);
  const query = useSubscribersSearch(body, page);
  const data = query.data;
  // a page past the end (an old link, ?page=9999) goes to the last page
  const lastPage = data?.totalPages ?? 0;
  const isPastEnd = !!data && !query.isPlaceholderData && lastPage > 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) goToPage(lastPage, { replace: true });
  }, [isPastEnd, lastPage, goToPage]);

  const handleSearch = (next: SearchFilters) => {
    // the same search again asks the server again
    if (!search(next)) void query.refetch();
  };
  const handlePage = (next: number) => {
    goToPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('title')}
      </Title>
      <SearchPanel filters={filters} onSearch={handleSearch} />
      {data && data.totalSubscriptions > 0 && (
        <BulkBar
          search={body}
          pageNumbers={data.data.map((card) => card.msisdn)}
          total={data.totalSubscriptions}
        />
      )}
      <NumbersList
        data={data}
        isPending={query.isPending || isPastEnd}
        isPaging={query.isPlaceholderData}
        error={query.error}
        isFiltered={hasActiveFilters(filters)}
        onRetry={() => void query.refetch()}
      />
      {data && data.totalSubscriptions > 0 && !isPastEnd && (
        <NumbersPagination
          page={page}
          totalPages={data.totalPages}
          total={data.totalSubscriptions}
          onPage={handlePage}
        />
      )}
    </Stack>
  );
}
