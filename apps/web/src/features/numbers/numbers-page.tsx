import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../shared/company/company-context.ts';
import { can, hasFeature } from '../../shared/access/access.ts';
import { localKeys } from '../../shared/storage/storage-keys.ts';
import { NotAvailablePage } from '../../shared/ui/page-message.tsx';
import type { ListLayout } from './list-toolbar.tsx';
import { ListTools } from './list-tools.tsx';
import { activeFilterKeys, unknownChoices, VIEW_PARAM } from './list-view.ts';
import { BulkBar, BulkCheckbox, BulkSelectionProvider } from '../bulk/index.ts';
import { NumbersNotices } from './numbers-notices.tsx';
import { NumbersList } from './numbers-list.tsx';
import { NumbersPagination } from './numbers-pagination.tsx';
import { SearchPanel } from './search-panel.tsx';
import { hasActiveFilters, type SearchFilters } from './search-filters.ts';
import { useSearchState } from './use-search-state.ts';
import { useFilterOptions } from './use-filter-options.ts';
import { listBody, useSubscribersSearch } from './use-subscribers-search.ts';

// decision 015/024: the filter controls and the table are not part of the list's first paint
const ListFilters = lazy(() => import('./list-filters.tsx').then((m) => ({ default: m.ListFilters })));

/** /numbers — spec §2 Numbers list: search panel, cards, pagination; the notices on top. */
export function NumbersPage() {
  const access = useAccess();
  return (
    <>
      <NumbersNotices />
      {hasFeature(access, 'view_subscribers') ? (
        can(access, 'numbers.manage') ? (
          <BulkSelectionProvider>
            <NumbersScreen />
          </BulkSelectionProvider>
        ) : (
          // decision 029: a role without number actions gets no selection (checkboxes, bulk bar)
          <NumbersScreen />
        )
      ) : (
        <NotAvailablePage />
      )}
    </>
  );
}

/** decision 024: parameters of the URL that were not understood, named once and dropped from it. */
function useStaleParams(ignored: string[], dropIgnored: () => void): string[] {
  // names, not the array: a new array of the same names must not drop and notify again
  const [stale, setStale] = useState<string[]>([]);
  const names = ignored.join(', ');
  useEffect(() => {
    if (!names) return;
    setStale(names.split(', '));
    dropIgnored();
  }, [names, dropIgnored]);
  return stale;
}

function NumbersScreen() {
  const { t } = useTranslation('numbers');
  const { filters, view, page, ignored, search, changeView, clearAll, goToPage, dropIgnored } =
    useSearchState();
  // a tariff or account the company does not have is as stale as a malformed parameter
  const options = useFilterOptions(view.filters.tariffId !== null || view.filters.account !== null).data;
  const unknown = unknownChoices(view.filters, options);
  const unknownKey = unknown.join();
  const dropStale = useCallback(
    () => dropIgnored(unknownKey ? (unknownKey.split(',') as typeof unknown) : []),
    [dropIgnored, unknownKey],
  );
  const stale = useStaleParams([...ignored, ...unknown.map((key) => VIEW_PARAM[key])], dropStale);
  const [layout, setLayout] = useLocalStorage<ListLayout>({
    key: localKeys.numbersLayout,
    defaultValue: 'cards',
    getInitialValueInEffect: false,
  });
  const query = useSubscribersSearch(filters, view, page);
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
  const filterCount = activeFilterKeys(view.filters).length;
  const isFiltered = hasActiveFilters(filters) || filterCount > 0;
  const [areFiltersOpen, { toggle: toggleFilters }] = useDisclosure(filterCount > 0);

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('title')}
      </Title>
      {stale.length > 0 && (
        <Alert color="yellow" title={t('stale.title')} role="status">
          {t('stale.text', { names: stale.join(', ') })}
        </Alert>
      )}
      <SearchPanel filters={filters} onSearch={handleSearch} />
      <Group gap="xs">
        <Button
          variant="default"
          onClick={toggleFilters}
          aria-expanded={areFiltersOpen}
          aria-controls="numbers-filters"
        >
          {filterCount > 0 ? `${t('filters.title')} · ${filterCount}` : t('filters.title')}
        </Button>
      </Group>
      <div id="numbers-filters" hidden={!areFiltersOpen}>
        {areFiltersOpen && (
          <Suspense fallback={null}>
            <ListFilters filters={view.filters} onChange={(next) => changeView({ filters: next })} />
          </Suspense>
        )}
      </div>
      <ListTools
        search={filters}
        view={view}
        layout={layout}
        body={listBody(filters, view)}
        total={data?.totalSubscriptions ?? 0}
        onRemoveSearch={(key) => search({ ...filters, [key]: '' })}
        onView={changeView}
        onClearAll={clearAll}
        onLayout={setLayout}
      />
      {data && data.totalSubscriptions > 0 && (
        <BulkBar
          search={listBody(filters, view)}
          pageNumbers={data.data.map((card) => card.msisdn)}
          total={data.totalSubscriptions}
        />
      )}
      <NumbersList
        data={data}
        isPending={query.isPending || isPastEnd}
        isPaging={query.isPlaceholderData}
        error={query.error}
        isFiltered={isFiltered}
        onRetry={() => void query.refetch()}
        layout={layout}
        leading={(card) => <BulkCheckbox msisdn={card.msisdn} />}
      />
      {data && data.totalSubscriptions > 0 && !isPastEnd && (
        <NumbersPagination
          page={page}
          totalPages={data.totalPages}
          total={data.totalSubscriptions}
          indexedAt={data.indexedAt}
          onPage={handlePage}
        />
      )}
    </Stack>
  );
}
