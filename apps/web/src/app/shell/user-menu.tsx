import { Avatar, Button, Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '../../shared/access/access.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { useIsDemoMailbox } from '../../shared/shell-config/shell-config-api.ts';
import { useSignOut } from '../../shared/session/use-sign-out.ts';

/** spec §2 Shell: the user menu — my profile, the demo mailbox (without an SMTP relay), exit. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, access } = useCompany();
  const signOut = useSignOut();
  const isDemoMailbox = useIsDemoMailbox();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          aria-label={`${t('shell:header.userMenu')}: ${name}`}
          leftSection={
            <Avatar size="sm" color="violet" radius="xl" aria-hidden>
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </Avatar>
          }
        >
          <Text component="span" size="sm" maw={180} truncate>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {t('shell:header.myProfile')}
        </Menu.Item>
        {access && can(access, 'team.manage') && (
          <>
            <Menu.Item component={Link} to="/team">
              {t('shell:teamLink')}
            </Menu.Item>
            <Menu.Item component={Link} to="/api-access">
              {t('shell:apiAccessLink')}
            </Menu.Item>
          </>
        )}
        {isDemoMailbox && (
          <Menu.Item component={Link} to="/mailbox">
            {t('shell:mailboxLink')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={signOut}>
          {t('shell:header.exit')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
