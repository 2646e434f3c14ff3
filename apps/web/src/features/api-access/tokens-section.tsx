import { useState } from 'react';
import { Badge, Button, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_DEFAULT_DAYS,
  apiTokenCreateBodySchema,
  type ApiToken,
} from '@kabinet/contract/api-tokens';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api-access-api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { SecretModal } from './secret-modal.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { RowRemoveButton } from '../../shared/ui/row-remove-button.tsx';

const PAGE_SIZE = 20;
const EXPIRY_DAYS = [30, API_TOKEN_DEFAULT_DAYS, 180, 365];
const STATE_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** decision 031: make a token (its secret shown once), list them with their last use, revoke one. */
export function TokensSection() {
  const { t } = useTranslation('api-access');
  const [page, setPage] = useState(1);
  const [secret, setSecret] = useState<string | null>(null);
  const tokens = useApiTokens(page, PAGE_SIZE);
  const create = useCreateApiToken();
  const form = useContractForm(apiTokenCreateBodySchema, {
    defaultValues: { name: '', expiresInDays: API_TOKEN_DEFAULT_DAYS },
  });
  const errorText = useFieldErrorText();
  const handleCreate = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset({ name: '', expiresInDays: values.expiresInDays });
      setSecret(created.secret);
    } catch (error) {
      if (!form.showProblem(error)) notifyError(translateError(t, error));
    }
  });
  const totalPages = Math.max(1, Math.ceil((tokens.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {t('tokens.title')}
      </Title>
      <Text size="sm">{t('tokens.intro')}</Text>
      <form onSubmit={handleCreate} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('tokens.name')}
            maxLength={60}
            {...form.register('name')}
            error={errorText(form.formState.errors.name)}
          />
          <Select
            label={t('tokens.expiry')}
            data={EXPIRY_DAYS.map((days) => ({
              value: String(days),
              label: t('tokens.days', { count: days }),
            }))}
            value={String(form.watch('expiresInDays'))}
            onChange={(value) => form.setValue('expiresInDays', Number(value ?? API_TOKEN_DEFAULT_DAYS))}
            allowDeselect={false}
            w={160}
          />
          <Button type="submit" loading={create.isPending}>
            {t('tokens.create')}
          </Button>
        </Group>
      </form>
      {tokens.data?.total === 0 && <Text c="dimmed">{t('tokens.empty')}</Text>}
      {(tokens.data?.items.length ?? 0) > 0 && (
        <DataTable
          minWidth={640}
          label={t('tokens.title')}
          columns={[
            t('tokens.column_name'),
            t('tokens.column_prefix'),
            t('tokens.column_expires'),
            t('tokens.column_lastUse'),
            t('tokens.column_state'),
            '',
          ]}
        >
          {tokens.data?.items.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </DataTable>
      )}
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={setPage} />}
      <SecretModal
        title={t('tokens.secretTitle')}
        note={t('tokens.secretNote')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation('api-access');
  const revoke = useRevokeApiToken();
  const [isAsking, setIsAsking] = useState(false);
  const handleRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      setIsAsking(false);
      notify(t('tokens.revoked'));
    } catch (error) {
      notifyError(translateError(t, error));
    }
  };
  return (
    <tr>
      <td>{token.name}</td>
      <td>
        <Text ff="monospace" size="sm">
          {token.displayPrefix}…
        </Text>
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(token.expiresAt)}</td>
      <td>
        {token.lastUsedAt
          ? `${formatDateTime(token.lastUsedAt)} · ${token.lastUsedIp ?? ''}`
          : t('tokens.never')}
      </td>
      <td>
        <Badge color={STATE_COLOR[token.state]} variant="light">
          {t(`tokens.state.${token.state}`)}
        </Badge>
      </td>
      <td>
        {token.state === 'active' && (
          <RowRemoveButton
            onClick={() => setIsAsking(true)}
            aria-label={`${t('tokens.revoke')}: ${token.name}`}
          >
            {t('tokens.revoke')}
          </RowRemoveButton>
        )}
        <ConfirmModal
          opened={isAsking}
          message={t('tokens.revokeConfirm', { name: token.name })}
          confirmLabel={t('tokens.revoke')}
          isPending={revoke.isPending}
          onConfirm={handleRevoke}
          onClose={() => setIsAsking(false)}
        />
      </td>
    </tr>
  );
}
