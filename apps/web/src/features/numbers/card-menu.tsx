import { ActionIcon, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardMenuEntry } from '@kabinet/contract/rules/lifecycle';
import { paths } from '../../shared/access/access.ts';

/** Where an entry leads; entries without a screen yet are never passed in (menu-entries.ts). */
function entryTarget(entry: CardMenuEntry, msisdn: string): string | null {
  if (entry === 'sim_change') return paths.simChange(msisdn);
  return null;
}

interface CardMenuProps {
  msisdn: string;
  phone: string;
  entries: CardMenuEntry[];
}

/** spec §2: a card's actions menu; hidden when the number offers nothing. */
export function CardMenu({ msisdn, phone, entries }: CardMenuProps) {
  const { t } = useTranslation('numbers');
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('menu.open', { phone })}>
          <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
            ⋮
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item
            key={entry}
            onClick={() => {
              const target = entryTarget(entry, msisdn);
              if (target) void navigate(target);
            }}
          >
            {t(`menu.entries.${entry}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
