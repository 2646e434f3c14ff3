import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@kabinet/contract';
import { paths } from '../../shared/access/access.ts';
import { useAccess, useCompany } from '../../shared/company/company-context.ts';
import { formatDate } from '../../shared/format/date-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import type { StateChangeAction } from '../lifecycle/index.ts';
import { MODAL_OF_ENTRY, openNumberModal } from '../../shared/number-modals/number-modal-store.ts';
import { DotsIcon, LockIcon, RefreshIcon, UnlockIcon } from '../../shared/ui/icons.tsx';
import { refreshNumber } from './number-keys.ts';
import {
  isReportEntry,
  numberDisplayStatus,
  numberMenuEntries,
  stateChangeActionOf,
  type NumberReportEntry,
} from './number-status.ts';

/** spec §2 Number detail header: number, status with date, block/unblock, refresh, actions menu. */
export function NumberHeader({
  subscriber,
  onStateChange,
  onOpenReport,
}: {
  subscriber: Subscriber;
  onStateChange: (action: StateChangeAction) => void;
  /** opens a report modal of the number (usage details, top-up details, payments report) */
  onOpenReport?: (entry: NumberReportEntry) => void;
}) {
  const { t } = useTranslation('number-detail');
  const access = useAccess();
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  const [isRefreshing, setRefreshing] = useState(false);
  const handleRefresh = () => {
    setRefreshing(true);
    void refreshNumber(queryClient, bin ?? '', subscriber.msisdn).finally(() => setRefreshing(false));
  };
  const status = numberDisplayStatus(subscriber);
  const since = formatDate(subscriber.lcState.lcStateDate);
  const action = stateChangeActionOf(subscriber, access);
  const menu = numberMenuEntries(subscriber, access);

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6} miw={0}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {formatPhone(subscriber.msisdn)}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge
            color={status === 'ACTIVE' ? 'green' : status === 'PENDING' ? 'yellow' : 'red'}
            variant="light"
            size="lg"
          >
            {t(`status.${status}`)}
          </Badge>
          {since && (
            <Text size="sm" c="dimmed">
              {t('status.since', { date: since })}
            </Text>
          )}
        </Group>
        {status === 'PENDING' && (
          <Text size="sm" role="status">
            {t('status.pendingNote')}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {action && (
          <Button
            variant={action === 'suspend' ? 'outline' : 'filled'}
            color={action === 'suspend' ? 'red.9' : 'green.9'}
            leftSection={action === 'suspend' ? <LockIcon /> : <UnlockIcon />}
            onClick={() => onStateChange(action)}
          >
            {t(`stateChange.button.${action}`)}
          </Button>
        )}
        <Tooltip label={t('header.refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('header.refresh')}
            loading={isRefreshing}
            onClick={handleRefresh}
          >
            <RefreshIcon />
          </ActionIcon>
        </Tooltip>
        {menu.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('header.actions')}>
                <DotsIcon />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {menu.map((entry) =>
                isReportEntry(entry) ? (
                  <Menu.Item key={entry} onClick={() => onOpenReport?.(entry)}>
                    {t(`header.menu.${entry}`)}
                  </Menu.Item>
                ) : entry === 'esim_change' ? (
                  <Menu.Item
                    key={entry}
                    component={Link}
                    to={paths.esimChange(subscriber.msisdn)}
                    // the eSIM wizard's back link names the number's page (spec §2)
                    state={{ esimFrom: 'detail' }}
                  >
                    {t(`header.menu.${entry}`)}
                  </Menu.Item>
                ) : (
                  // decision 014: SIM change, release eSIM (spec §2 modals opened by name, decision 027)
                  // and the number controls open their modals on this page
                  <Menu.Item
                    key={entry}
                    onClick={() =>
                      openNumberModal(
                        entry === 'sim_change'
                          ? 'iccid_change'
                          : entry === 'esim_release'
                            ? 'esim_release'
                            : MODAL_OF_ENTRY[entry]!,
                        subscriber.msisdn,
                      )
                    }
                  >
                    {t(`header.menu.${entry}`)}
                  </Menu.Item>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
