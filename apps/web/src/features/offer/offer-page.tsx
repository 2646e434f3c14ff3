import { useId } from 'react';
import { Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { FullScreenPreloader } from '../../shared/ui/full-screen-preloader.tsx';
import { ServiceUnavailablePage } from '../../shared/ui/page-message.tsx';
import { useOfferAcceptance } from './use-offer-acceptance.ts';
import { OfferText } from './offer-text.tsx';

/**
 * spec §2 "Offer page": the offer's HTML in the chosen language, an accept checkbox and a send
 * button disabled until ticked; a load failure shows 'service unavailable'.
 */
export function OfferPage() {
  const { t } = useTranslation('offer');
  const language = useLanguage();
  const { offer, approve, customer, isAccepted, setAccepted, send } = useOfferAcceptance();
  const titleId = useId();
  const hintId = useId();

  if (offer.isPending) return <FullScreenPreloader />;
  if (offer.isError || !customer) return <ServiceUnavailablePage onRetry={() => void offer.refetch()} />;

  return (
    <Stack gap="md" maw={900} mx="auto">
      <Title order={1} id={titleId} fz={{ base: 22, sm: 28 }}>
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <Text c="dimmed" size="sm">
        {t('company', { company: customer.customerName, bin: customer.bin })}
      </Text>
      <Paper withBorder radius="md">
        <ScrollArea.Autosize
          mah="55dvh"
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('textLabel') }}
        >
          <Stack p={{ base: 'sm', sm: 'lg' }}>
            <OfferText offer={offer.data} language={language} labelId={titleId} />
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Checkbox
        label={t('accept')}
        checked={isAccepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
      />
      <Stack gap={4} align="flex-start">
        <Button onClick={send} disabled={!isAccepted} loading={approve.isPending} aria-describedby={hintId}>
          {t('send')}
        </Button>
        {!isAccepted && (
          <Text id={hintId} size="sm" c="dimmed">
            {t('sendHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
