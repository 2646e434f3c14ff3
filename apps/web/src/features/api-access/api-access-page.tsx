import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TokensSection } from './tokens-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** /api-access — "API and webhooks" for the company's administrators (decision 031). */
export function ApiAccessPage() {
  const { t } = useTranslation('api-access');
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <TokensSection />
      <Divider />
      <WebhooksSection />
    </Stack>
  );
}
