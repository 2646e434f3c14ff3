import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardMenuProps } from './card-menu-loaded.tsx';

/** The menu's button: the same before and after the menu's code has loaded. */
export const MenuButton = forwardRef<
  HTMLButtonElement,
  { label: string } & ComponentPropsWithoutRef<'button'>
>(function MenuButton({ label, ...props }, ref) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={label} {...props}>
      <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
        ⋮
      </span>
    </ActionIcon>
  );
});

// decision 015: a card's menu (Mantine's Menu with its positioning library) loads when a menu
// button is first pointed at, focused or pressed — not with the list's first paint.
type Loaded = typeof import('./card-menu-loaded.tsx');
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const loadMenu = () => (loading ??= import('./card-menu-loaded.tsx').then((m) => (loaded = m)));

/** spec §2: a card's actions menu; hidden when the number offers nothing. */
export function CardMenu(props: CardMenuProps) {
  const { t } = useTranslation('numbers');
  const [menu, setMenu] = useState(() =>
    loaded ? { module: loaded, isOpen: false, hadFocus: false } : null,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isPressed = useRef(false);
  if (props.entries.length === 0) return null;
  if (menu) {
    return <menu.module.LoadedCardMenu {...props} isOpenedAtOnce={menu.isOpen} takesFocus={menu.hadFocus} />;
  }
  const arm = () =>
    void loadMenu().then((module) =>
      setMenu({
        module,
        isOpen: isPressed.current,
        hadFocus: document.activeElement === buttonRef.current,
      }),
    );
  return (
    <MenuButton
      ref={buttonRef}
      label={t('menu.open', { phone: props.phone })}
      aria-haspopup="menu"
      onPointerEnter={arm}
      onFocus={arm}
      onClick={() => {
        isPressed.current = true;
        arm();
      }}
    />
  );
}
