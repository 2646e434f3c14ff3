import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { CompanySelect } from './company-select.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ServiceMenu } from './service-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** spec §2 Shell: the header; on a phone a burger opens the same controls in a drawer. */
export function Header({ isMenuOpen, onToggleMenu }: { isMenuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={isMenuOpen}
          onClick={onToggleMenu}
          hiddenFrom="lg"
          size="sm"
          aria-label={t(isMenuOpen ? 'shell:header.closeMenu' : 'shell:header.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
        />
        <Brand />
        <Group visibleFrom="lg" gap={0}>
          <ServiceMenu />
        </Group>
      </Group>
      <Group visibleFrom="lg" gap="sm" wrap="nowrap">
        <CompanySelect />
        <LanguageSelect />
        <UserMenu />
      </Group>
    </Group>
  );
}
