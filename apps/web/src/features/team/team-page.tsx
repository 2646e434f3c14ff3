import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../shared/ui/page-heading.tsx';
import { GroupsPanel } from './groups-panel.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';
import { MembersPanel } from './members-panel.tsx';

/** decision 029: "Users and access", the company administrators' screen. */
export function TeamPage() {
  const { t } = useTranslation('team');
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} intro={t('intro')} />
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('tabs.invitations')}</Tabs.Tab>
          <Tabs.Tab value="groups">{t('tabs.groups')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MembersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <InvitationsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <GroupsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
