import { ActionIcon, Group, NativeSelect, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NUMBER_SORTS,
  NUMBERS_PAGE_SIZES,
  type NumberSort,
  type NumbersPageSize,
} from '@kabinet/contract/rules/numbers-view';
import type { ListView } from './list-view.ts';
import classes from './layout-switch.module.css';

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
        <div role="group" aria-labelledby="numbers-layout-label">
          <VisuallyHidden id="numbers-layout-label">{t('layout.label')}</VisuallyHidden>
          <div className={classes.switch}>
            {LAYOUTS.map((value) => (
              <span key={value} className={classes.option}>
                <input
                  type="radio"
                  className={classes.input}
                  id={`numbers-layout-${value}`}
                  name="numbers-layout"
                  value={value}
                  checked={layout === value}
                  onChange={() => onLayout(value)}
                />
                <label htmlFor={`numbers-layout-${value}`} className={classes.label}>
                  {t(`layout.${value}`)}
                </label>
              </span>
            ))}
          </div>
        </div>
        {children}
      </Group>
    </Group>
  );
}
