import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, webhookEndpointCreateBodySchema } from '@kabinet/contract/webhooks';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { useCreateWebhookEndpoint, useWebhookEndpoints } from './api-access-api.ts';
import { EndpointCard } from './endpoint-card.tsx';
import { SecretModal } from './secret-modal.tsx';

/** decision 031: add an endpoint (its signing secret shown once) and manage the company's endpoints. */
export function WebhooksSection() {
  const { t } = useTranslation('api-access');
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const form = useContractForm(webhookEndpointCreateBodySchema, {
    defaultValues: { url: '', description: '', eventTypes: [] },
  });
  const errorText = useFieldErrorText();
  const handleAdd = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      form.reset({ url: '', description: '', eventTypes: [] });
      setSecret(created.secret);
    } catch (error) {
      if (!form.showProblem(error)) notifyError(translateError(t, error));
    }
  });

  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        {t('webhooks.title')}
      </Title>
      <Text size="sm">{t('webhooks.intro')}</Text>
      <form onSubmit={handleAdd} noValidate>
        <Stack gap="xs">
          <Group align="flex-start" wrap="wrap" grow>
            <TextInput
              label={t('webhooks.url')}
              type="url"
              maxLength={2000}
              {...form.register('url')}
              error={errorText(form.formState.errors.url)}
            />
            <TextInput label={t('webhooks.description')} maxLength={200} {...form.register('description')} />
          </Group>
          <Checkbox.Group
            label={t('webhooks.eventTypes')}
            value={form.watch('eventTypes') as string[]}
            onChange={(value) =>
              form.setValue('eventTypes', value as (typeof WEBHOOK_EVENT_TYPES)[number][], {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            error={errorText(form.formState.errors.eventTypes as never)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`webhooks.events.${type}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('webhooks.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {endpoints.data?.items.length === 0 && <Text c="dimmed">{t('webhooks.empty')}</Text>}
      {endpoints.data?.items.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} />
      ))}
      <SecretModal
        title={t('webhooks.secretTitle')}
        note={t('webhooks.secretNote')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}
