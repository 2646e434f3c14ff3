import { Suspense, type Ref } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { HeaderControls, HeaderServiceMenu, loadShellParts, WIDE_SCREEN } from './shell-parts.ts';
import classes from './shell.module.css';

/** spec §2 Shell: the header's bar; on a phone a burger opens the same controls in a drawer. */
export function HeaderBar({
  isMenuOpen,
  onToggleMenu,
  burgerRef,
}: {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  burgerRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  // the menus exist only where they show: a phone has them in the burger's menu
  const isWide = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: false });
  return (
    <>
      <div className={classes.start}>
        <Burger
          buttonRef={burgerRef}
          isOpen={isMenuOpen}
          onClick={onToggleMenu}
          label={t(isMenuOpen ? 'shell:header.closeMenu' : 'shell:header.openMenu')}
        />
        <Brand />
        {isWide && (
          <Suspense fallback={null}>
            <HeaderServiceMenu />
          </Suspense>
        )}
      </div>
      {isWide && (
        <Suspense fallback={null}>
          <HeaderControls />
        </Suspense>
      )}
    </>
  );
}

const preload = () => void loadShellParts();

function Burger({
  isOpen,
  onClick,
  label,
  buttonRef,
}: {
  isOpen: boolean;
  onClick: () => void;
  label: string;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={classes.burger}
      onClick={onClick}
      aria-label={label}
      aria-expanded={isOpen}
      aria-controls="mobile-menu"
      onPointerDown={preload}
      onFocus={preload}
    >
      <span />
      <span />
      <span />
    </button>
  );
}
