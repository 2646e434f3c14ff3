import { Button, Divider, Stack, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../shared/company/company-context.ts';
import { useIsDemoMailbox } from '../../shared/shell-config/shell-config-api.ts';
import { can, topTabPath, topTabs } from '../../shared/access/access.ts';
import { CompanySelect } from './company-select.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ServiceLinks } from './service-menu.tsx';
import { useSignOut } from '../../shared/session/use-sign-out.ts';

/** The phone variant of the header (spec §2 Shell "a mobile variant"). */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user, access } = useCompany();
  const signOut = useSignOut();
  const isDemoMailbox = useIsDemoMailbox();
  const tabs = access ? topTabs(access) : [];
  return (
    <Stack gap="md" id="mobile-menu" aria-label={t('shell:header.menu')}>
      <Text fw={600} truncate>
        {user.firstName} {user.lastName}
      </Text>
      <CompanySelect withVisibleLabel onSelected={onNavigate} />
      <LanguageSelect fullWidth />
      {tabs.length > 0 && (
        <>
          <Divider />
          <nav aria-label={t('shell:tabs.menuLabel')}>
            <Stack gap={4}>
              {tabs.map((tab) => (
                <Button
                  key={tab}
                  component={NavLink}
                  to={topTabPath[tab]}
                  variant="subtle"
                  justify="start"
                  onClick={onNavigate}
                >
                  {t(`shell:tabs.${tab}`)}
                </Button>
              ))}
            </Stack>
          </nav>
        </>
      )}
      <Divider />
      <ServiceLinks onNavigate={onNavigate} />
      <Divider />
      <Stack gap={4}>
        {[
          { to: '/profile', label: t('shell:header.myProfile') },
          ...(access && can(access, 'team.manage')
            ? [
                { to: '/team', label: t('shell:teamLink') },
                { to: '/api-access', label: t('shell:apiAccessLink') },
              ]
            : []),
          ...(isDemoMailbox ? [{ to: '/mailbox', label: t('shell:mailboxLink') }] : []),
        ].map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="subtle"
            color="dark"
            justify="start"
            onClick={onNavigate}
          >
            {link.label}
          </Button>
        ))}
        <Button variant="subtle" color="red" justify="start" onClick={signOut}>
          {t('shell:header.exit')}
        </Button>
      </Stack>
    </Stack>
  );
}
