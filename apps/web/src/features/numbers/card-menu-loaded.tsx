import { useLayoutEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardMenuEntry } from '@kabinet/contract/rules/lifecycle';
import { paths } from '../../shared/access/access.ts';
import { MenuButton } from './card-menu.tsx';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { STATE_CHANGE_ENTRIES } from './menu-entries.ts';
import { MODAL_OF_ENTRY, openNumberModal } from '../../shared/number-modals/number-modal-store.ts';

/** Where an entry leads; entries without a screen yet are never passed in (menu-entries.ts). */
function entryTarget(entry: CardMenuEntry, msisdn: string): string | null {
  if (entry === 'sim_change') return paths.simChange(msisdn);
  return null;
}

export interface CardMenuProps {
  msisdn: string;
  phone: string;
  entries: CardMenuEntry[];
  onStateChange: (action: StateChangeAction) => void;
}

/**
 * spec §2: a card's actions menu, once its code has loaded (card-menu.tsx): it replaces the plain
 * button, taking over its focus and opening at once when that button was pressed meanwhile.
 */
export function LoadedCardMenu({
  msisdn,
  phone,
  entries,
  onStateChange,
  isOpenedAtOnce,
  takesFocus,
}: CardMenuProps & { isOpenedAtOnce: boolean; takesFocus: boolean }) {
  const { t } = useTranslation('numbers');
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // before the menu opens, so closing it gives the focus back to this button
    if (takesFocus) triggerRef.current?.focus();
    // only when it replaces the plain button
  }, []);
  const handleSelect = (entry: CardMenuEntry) => {
    const action = STATE_CHANGE_ENTRIES[entry];
    if (action) {
      // the modal returns the focus to what had it when it opened: this button, not the menu's entry
      triggerRef.current?.focus();
      return onStateChange(action);
    }
    const modal = MODAL_OF_ENTRY[entry];
    if (modal) {
      triggerRef.current?.focus();
      return openNumberModal(modal, msisdn);
    }
    const target = entryTarget(entry, msisdn);
    if (target) void navigate(target);
  };
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      withInitialFocusPlaceholder={false}
      defaultOpened={isOpenedAtOnce}
    >
      <Menu.Target>
        <MenuButton ref={triggerRef} label={t('menu.open', { phone })} />
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item key={entry} onClick={() => handleSelect(entry)}>
            {t(`menu.entries.${entry}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
