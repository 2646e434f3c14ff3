import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kazakhstanToday } from '@kabinet/contract/report-kinds';
import { isActionSuccessful, type ActionHistoryEntry } from '@kabinet/contract/documents';
import { actionHistoryWindow, defaultHistoryPeriod } from '@kabinet/contract/rules/history-period';
import { formatMsisdn } from '@kabinet/contract/rules/msisdn-format';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { fileUrlOf } from './action-params.ts';
import { useActions, type Period } from './documents-api.ts';
import { PeriodFilter } from './period-filter.tsx';
import { RecordsView } from './record-cards.tsx';
import { EmptyNote, FailureNote, Loading, ScreenFrame } from './screen-parts.tsx';

const administrator = (entry: ActionHistoryEntry) =>
  `${entry.userLastname} ${entry.userFirstname}`.trim() || '—';

/** The action's name in the language, its number and the file it produced, if any. */
function ActionCell({ entry }: { entry: ActionHistoryEntry }) {
  const { t } = useTranslation('documents');
  const fileUrl = fileUrlOf(entry.params);
  return (
    <>
      <Text size="sm">{t(`actions:${entry.action}`, { defaultValue: entry.action })}</Text>
      {entry.msisdn && (
        <Text size="xs" c="dimmed">
          {formatMsisdn(entry.msisdn)}
        </Text>
      )}
      {fileUrl && (
        <Anchor href={fileUrl} size="xs" target="_blank" rel="noopener noreferrer">
          {t('actionHistory.file')}
        </Anchor>
      )}
    </>
  );
}

/** spec §3: status S is success, anything else a failure */
function StatusBadge({ entry }: { entry: ActionHistoryEntry }) {
  const { t } = useTranslation('documents');
  const isSuccess = isActionSuccessful(entry);
  return (
    <Badge color={isSuccess ? 'teal.9' : 'red.9'} variant="filled" size="sm">
      {t(isSuccess ? 'actionHistory.success' : 'actionHistory.failure')}
    </Badge>
  );
}

/** spec §2 /action_history, "Other screens": columns action, status, administrator, date (2 months back). */
export function ActionHistoryScreen() {
  const { t } = useTranslation('documents');
  const window = useMemo(() => actionHistoryWindow(kazakhstanToday()), []);
  const [period, setPeriod] = useState<Period>(() => defaultHistoryPeriod(window.maxDate, window));
  const actions = useActions(period);
  const rows = useMemo(() => actions.data?.pages.flatMap((page) => page.data) ?? [], [actions.data]);
  return (
    <ScreenFrame title={t('tabs.action_history')}>
      <PeriodFilter window={window} initial={period} onShow={setPeriod} />
      {actions.isPending ? (
        <Loading />
      ) : actions.isError ? (
        <FailureNote error={actions.error} />
      ) : rows.length === 0 ? (
        <EmptyNote text={t('emptyAnswers.action_history_not_found')} />
      ) : (
        <RecordsView
          label={t('tabs.action_history')}
          rows={rows}
          rowKey={(entry) => entry.id}
          minWidth={600}
          columns={[
            { label: t('actionHistory.action'), cell: (entry) => <ActionCell entry={entry} /> },
            { label: t('actionHistory.status'), cell: (entry) => <StatusBadge entry={entry} /> },
            { label: t('actionHistory.administrator'), cell: administrator },
            { label: t('actionHistory.date'), cell: (entry) => formatDateTime(entry.dateTime) },
          ]}
        />
      )}
      {actions.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={actions.isFetchingNextPage}
            onClick={() => void actions.fetchNextPage()}
          >
            {t('actionHistory.more')}
          </Button>
        </Group>
      )}
    </ScreenFrame>
  );
}
