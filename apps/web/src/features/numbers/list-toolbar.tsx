import { ActionIcon, Group, NativeSelect, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NUMBER_SORTS,
  NUMBERS_PAGE_SIZES,
  type NumberSort,
  type NumbersPageSize,
} from '@kabinet/contract/rules/numbers-view';
import type { ListView } from './list-view.ts';
import { SegmentedRadios } from '../../shared/ui/segmented-radios.tsx';

export type ListLayout = 'cards' | 'table';
const LAYOUTS: readonly ListLayout[] = ['cards', 'table'];

interface ListToolbarProps {
  view: ListView;
  layout: ListLayout;
  onView: (next: Partial<ListView>) => void;
  onLayout: (layout: ListLayout) => void;
  /** the export menu, beside the order */
  children?: React.ReactNode;
}

/** decision 024: the list's order, page size and layout, and the export. */
export function ListToolbar({ view, layout, onView, onLayout, children }: ListToolbarProps) {
  const { t } = useTranslation('numbers');
  const direction = t(`sort.${view.direction}`);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('sort.label')}
          size="sm"
          value={view.sort}
          onChange={(event) => onView({ sort: event.currentTarget.value as NumberSort })}
          data={NUMBER_SORTS.map((sort) => ({ value: sort, label: t(`sort.by.${sort}`) }))}
        />
        <ActionIcon
          variant="default"
          size={36}
          onClick={() => onView({ direction: view.direction === 'asc' ? 'desc' : 'asc' })}
          aria-label={t('sort.toggle', { direction })}
          title={direction}
        >
          <span aria-hidden>{view.direction === 'asc' ? '↑' : '↓'}</span>
        </ActionIcon>
        <NativeSelect
          label={t('pageSize.label')}
          size="sm"
          value={String(view.size)}
          onChange={(event) => onView({ size: Number(event.currentTarget.value) as NumbersPageSize })}
          data={NUMBERS_PAGE_SIZES.map((size) => String(size))}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <VisuallyHidden id="numbers-layout-label">{t('layout.label')}</VisuallyHidden>
        <SegmentedRadios
          aria-labelledby="numbers-layout-label"
          value={layout}
          onChange={onLayout}
          data={LAYOUTS.map((value) => ({ value, label: t(`layout.${value}`) }))}
        />
        {children}
      </Group>
    </Group>
  );
}
