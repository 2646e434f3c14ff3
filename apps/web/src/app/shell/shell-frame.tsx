import { Suspense, type ReactNode } from 'react';
import { AppShell, Center, Container, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { useGate } from '../company/gate-context.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileMenu } from './shell-parts.ts';
import { TopTabs, TopTabsPlaceholder } from './top-tabs.tsx';
import { Notice } from '../../shared/ui/notice.tsx';

/** The page around every screen: header, top tabs, content, footer (spec §2 Shell). */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
  const { access, isAccessLoading } = useCompany();
  const { isServiceAvailable } = useGate();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: 'lg', collapsed: { mobile: !isMenuOpen, desktop: true } }}
      padding={0}
    >
      <a className="skip-link" href="#main-content">
        {t('shell:skipToContent')}
      </a>
      <AppShell.Header>
        <Header isMenuOpen={isMenuOpen} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="lg" style={{ overflowY: 'auto' }}>
        {isMenuOpen && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label={t('common:loading')} />
              </Center>
            }
          >
            <MobileMenu onNavigate={menu.close} />
          </Suspense>
        )}
      </AppShell.Navbar>
      {/* a div: the <main> landmark is the content below, not the footer */}
      <AppShell.Main
        {...({ component: 'div' } as object)}
        style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
      >
        <Container size="xl" w="100%" px={{ base: 'sm', sm: 'md' }} pt="md" style={{ flex: 1 }}>
          <Stack gap="md">
            {access ? <TopTabs access={access} /> : isAccessLoading && <TopTabsPlaceholder />}
            {!isServiceAvailable && (
              <Notice color="orange" variant="light" title={t('common:technicalWorks.title')}>
                {t('shell:availability.banner')}
              </Notice>
            )}
            {/* at least a screen high: the footer starts below the fold and is not pushed down in
                view when the screen's data arrives (no layout shift, decision 015) */}
            <main
              id="main-content"
              tabIndex={-1}
              style={{ outline: 'none', minWidth: 0, minHeight: '100dvh' }}
            >
              {children}
            </main>
          </Stack>
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
