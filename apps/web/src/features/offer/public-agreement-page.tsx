import { useId } from 'react';
import { Anchor, Button, Checkbox, Modal, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { ServiceUnavailablePage } from '../../shared/ui/page-message.tsx';
import { useOfferAcceptance } from './use-offer-acceptance.ts';
import { OfferText } from './offer-text.tsx';
import { Notice } from '../../shared/ui/notice.tsx';

/**
 * spec §2 "Public agreement acceptance screen with a Send button", §5 "Public agreement must be
 * accepted". Shown when the server answered offer_not_approved during the session (the
 * approval was reset): a short re-acceptance, with the full text one click away.
 */
export function PublicAgreementPage() {
  const { t } = useTranslation('offer');
  const language = useLanguage();
  const { offer, approve, customer, isAccepted, setAccepted, send } = useOfferAcceptance();
  const [isTextOpen, text] = useDisclosure(false);
  const titleId = useId();

  if (offer.isError || !customer) return <ServiceUnavailablePage onRetry={() => void offer.refetch()} />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mt="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 26 }} id={titleId}>
          {t('agreement.title')}
        </Title>
        <Notice color="violet" variant="light">
          {t('agreement.message')}
        </Notice>
        {offer.data && (
          <Anchor component="button" type="button" onClick={text.open} ta="left">
            {t('agreement.read')}
          </Anchor>
        )}
        <Checkbox
          label={t('agreement.accept')}
          checked={isAccepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Button
          onClick={send}
          disabled={!isAccepted || !offer.data}
          loading={approve.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('agreement.send')}
        </Button>
      </Stack>
      {offer.data && (
        <Modal
          opened={isTextOpen}
          onClose={text.close}
          title={t('agreement.title')}
          size="xl"
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        >
          <OfferText offer={offer.data} language={language} labelId={titleId} />
        </Modal>
      )}
    </Paper>
  );
}
