import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardMenuProps } from './card-menu-loaded.tsx';
import { armedPart } from './armed-part.ts';

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

// decision 015: the cards' menu (Mantine's Menu with its positioning library) is not part of the
// list's first load: it loads at the first key press or pointer movement on the page, or when a
// menu button is pointed at, focused or pressed before that; decision 028: it replaces the plain
// button of the card pointed at, focused or pressed only, not every card's as it arrives.
const { useArmedPart: useLoadedMenu } = armedPart(() => import('./card-menu-loaded.tsx'));

/** spec §2: a card's actions menu; hidden when the number offers nothing. */
export function CardMenu(props: CardMenuProps) {
  const { t } = useTranslation('numbers');
  const [module, arm] = useLoadedMenu();
  // what the plain button went through before the menu replaced it
  const [isPressed, setPressed] = useState(false);
  const hasFocus = useRef(false);
  // a press under way on the plain button (its focus arms the menu): replacing the button then would
  // split the press between two buttons, and no click would come; the press's click swaps it
  const isPressing = useRef(false);
  if (props.entries.length === 0) return null;
  if (module && !isPressing.current) {
    return <module.LoadedCardMenu {...props} isOpenedAtOnce={isPressed} takesFocus={hasFocus.current} />;
  }
  return (
    <MenuButton
      label={t('menu.open', { phone: props.phone })}
      aria-haspopup="menu"
      onPointerEnter={arm}
      onPointerDown={() => {
        isPressing.current = true;
      }}
      onPointerLeave={() => {
        isPressing.current = false;
      }}
      onFocus={() => {
        hasFocus.current = true;
        arm();
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      onClick={() => {
        isPressing.current = false;
        setPressed(true);
        arm();
      }}
    />
  );
}
