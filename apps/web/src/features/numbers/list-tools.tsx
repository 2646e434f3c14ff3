import type { NumbersSearchInput } from '@kabinet/contract/numbers';
import type { NumberFilters } from '@kabinet/contract/rules/numbers-view';
import { ExportMenu } from './export-menu.tsx';
import { FilterChips } from './filter-chips.tsx';
import { ListToolbar, type ListLayout } from './list-toolbar.tsx';
import type { ListView } from './list-view.ts';
import type { SearchFilters } from './search-filters.ts';

interface ListToolsProps {
  search: SearchFilters;
  view: ListView;
  layout: ListLayout;
  body: NumbersSearchInput;
  total: number;
  onRemoveSearch: (key: keyof SearchFilters) => void;
  onView: (next: Partial<ListView>) => void;
  onClearAll: () => void;
  onLayout: (layout: ListLayout) => void;
}

/** decision 024: the chips, the order, the page size, the layout and the export, above the list. */
export function ListTools({
  search,
  view,
  layout,
  body,
  total,
  onRemoveSearch,
  onView,
  onClearAll,
  onLayout,
}: ListToolsProps) {
  const handleRemoveFilter = (key: keyof NumberFilters) =>
    onView({ filters: { ...view.filters, [key]: null } });
  return (
    <>
      <FilterChips
        search={search}
        filters={view.filters}
        onRemoveSearch={onRemoveSearch}
        onRemoveFilter={handleRemoveFilter}
        onClearAll={onClearAll}
      />
      <ListToolbar view={view} layout={layout} onView={onView} onLayout={onLayout}>
        <ExportMenu body={body} view={view} total={total} />
      </ListToolbar>
    </>
  );
}
