import { Suspense } from 'react';
import { Burger, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { HeaderControls, HeaderServiceMenu, loadShellParts, WIDE_SCREEN } from './shell-parts.ts';

/** spec §2 Shell: the header; on a phone a burger opens the same controls in a drawer. */
export function Header({ isMenuOpen, onToggleMenu }: { isMenuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  // the menus exist only where they show: a phone has them in the burger's menu
  const isWide = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: false });
  const preload = () => void loadShellParts();
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
          onPointerDown={preload}
          onFocus={preload}
        />
        <Brand />
        {isWide && (
          <Suspense fallback={null}>
            <HeaderServiceMenu />
          </Suspense>
        )}
      </Group>
      {isWide && (
        <Suspense fallback={null}>
          <HeaderControls />
        </Suspense>
      )}
    </Group>
  );
}
