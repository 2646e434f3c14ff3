import { useLayoutEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPORT_CHOICES, ExportButton, type ExportChoice } from './export-menu.tsx';

/**
 * decision 024: the export's choices, once the menu's code has loaded (export-menu.tsx): it replaces
 * the plain button, taking over its focus and opening at once when that button was pressed meanwhile.
 */
export function ExportChoices({
  total,
  onExport,
  isOpenedAtOnce,
  takesFocus,
}: {
  total: number;
  onExport: (choice: ExportChoice) => void;
  isOpenedAtOnce: boolean;
  takesFocus: boolean;
}) {
  const { t } = useTranslation('numbers');
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // before the menu opens, so closing it gives the focus back to this button
    if (takesFocus) triggerRef.current?.focus();
    // only when it replaces the plain button
  }, []);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={isOpenedAtOnce}>
      <Menu.Target>
        <ExportButton ref={triggerRef} total={total} />
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_CHOICES.map(({ key, choice }) => (
          <Menu.Item key={key} onClick={() => onExport(choice)}>
            {t(`export.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
