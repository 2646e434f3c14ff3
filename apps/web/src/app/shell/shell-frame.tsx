import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Loader } from '@mantine/core';
import { useFocusTrap } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { useGate } from '../company/gate-context.ts';
import { Footer } from './footer.tsx';
import { HeaderBar } from './header.tsx';
import { MobileMenu } from './shell-parts.ts';
import { TopTabs, TopTabsPlaceholder } from './top-tabs.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import classes from './shell.module.css';

/** The page around every screen: header, top tabs, content, footer (spec §2 Shell). */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { access, isAccessLoading } = useCompany();
  const { isServiceAvailable } = useGate();
  const menu = useMenuDrawer();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell:skipToContent')}
      </a>
      {/* the phone's menu is a part of the header while open: the focus stays in the two (the
          burger closes it), Escape closes it, and the focus returns to the burger (WCAG 2.4.3) */}
      <header className={classes.header} ref={menu.trapRef} onKeyDown={menu.onKeyDown}>
        <HeaderBar isMenuOpen={menu.isOpen} onToggleMenu={menu.toggle} burgerRef={menu.burgerRef} />
        {menu.isOpen && (
          <div className={classes.drawer}>
            <Suspense
              fallback={
                <div className={classes.drawerLoading}>
                  <Loader size="sm" aria-label={t('common:loading')} />
                </div>
              }
            >
              <MobileMenu onNavigate={menu.close} />
            </Suspense>
          </div>
        )}
      </header>
      {/* the page under an open menu takes neither focus nor clicks from a screen reader's cursor */}
      <div className={classes.page} inert={menu.isOpen}>
        <div className={classes.content}>
          {access ? <TopTabs access={access} /> : isAccessLoading && <TopTabsPlaceholder />}
          {!isServiceAvailable && (
            <Notice color="orange" variant="light" title={t('common:technicalWorks.title')}>
              {t('shell:availability.banner')}
            </Notice>
          )}
          <main id="main-content" tabIndex={-1} className={classes.main}>
            {children}
          </main>
        </div>
        <Footer />
      </div>
    </>
  );
}

/** The phone's menu: open/closed, its focus trap, Escape, and the focus back on the burger. */
function useMenuDrawer() {
  const [isOpen, setOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const trapRef = useFocusTrap(isOpen);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      // the menu's content is gone (a link, a company picked, Escape): the focus would fall to the page
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected)
        burgerRef.current?.focus({ preventScroll: true });
    }
    wasOpen.current = isOpen;
  }, [isOpen]);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);
  const onKeyDown = (event: KeyboardEvent) => {
    // an open list inside the menu (the company's) closes first with its own Escape
    const target = event.target as HTMLElement;
    const isOpenList = target !== burgerRef.current && target.getAttribute('aria-expanded') === 'true';
    if (event.key !== 'Escape' || !isOpen || isOpenList) return;
    event.stopPropagation();
    close();
  };
  return { isOpen, close, toggle, burgerRef, trapRef, onKeyDown };
}
