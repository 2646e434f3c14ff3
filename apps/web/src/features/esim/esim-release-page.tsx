import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useEsimBackLink } from './esim-change-page.tsx';
import { EsimStatusNotice } from './esim-status-notice.tsx';
import { ReserveOr, StatusOrQr, TickToChange, useEsimFlow } from './use-esim-flow.tsx';
import { Notice } from '../../shared/ui/notice.tsx';

type ReleaseStep = 'qr' | 'waiting' | 'done';

/**
 * spec §2 modal 'release eSIM' (the older flow): the ten-step instruction, the notices on QR
 * lifetime, cost and roaming, the QR code with its e-mail, then the waiting-accept step whose
 * 'change to eSIM' needs 'setup done on phone' and a confirmation, and the success label.
 */
export function EsimReleaseModal({
  msisdn,
  opened,
  onClose,
}: {
  msisdn: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('esim');
  const phone = formatPhone(msisdn);
  const esim = useEsimFlow(msisdn);
  const { status, flow, reserveNotice } = esim;
  const [step, setStep] = useState<ReleaseStep>('qr');
  const { bin } = useCompany();
  const queryClient = useQueryClient();

  const steps = t('release.steps', { returnObjects: true }) as string[];

  const handleReserve = () => esim.handleReserve();

  // the modal sits over the number's page (spec §2): the page reads the number again — eSIM enabled,
  // the new ICCID — now that the flow no longer needs its status check
  const handleComplete = () => {
    if (bin) void queryClient.invalidateQueries({ queryKey: companyKeys.subscriber(bin, msisdn) });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('release.title', { phone })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('release.close') }}
    >
      {step === 'qr' && (
        <Stack gap="md">
          <List type="ordered" spacing={2} size="sm">
            {steps.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Notice color="blue" p="sm">
            <Stack gap={2}>
              <Text size="sm">{t('release.notices.qr')}</Text>
              <Text size="sm">{t('release.notices.cost')}</Text>
              <Text size="sm">{t('release.notices.roaming')}</Text>
            </Stack>
          </Notice>
          <StatusOrQr msisdn={msisdn} flow={flow} data={status.data} notice={reserveNotice} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('release.cancel')}
            </Button>
            <ReserveOr
              esim={esim}
              onReserve={handleReserve}
              next={
                <Button onClick={() => setStep('waiting')} disabled={flow !== 'success'}>
                  {t('release.next')}
                </Button>
              }
            />
          </Group>
        </Stack>
      )}

      {step === 'waiting' && (
        <Stack gap="md">
          <EsimStatusNotice status="waitingAccept" />
          <Title order={3} fz="md">
            {t('release.waiting.title')}
          </Title>
          <Text size="sm">{t('release.waiting.text')}</Text>
          <TickToChange
            tick={t('release.waiting.checkbox')}
            cancel={t('release.cancel')}
            change={t('release.change')}
            justify="flex-end"
            onCancel={() => setStep('qr')}
            onChange={() => esim.setConfirming(true)}
          />
        </Stack>
      )}

      {step === 'done' && (
        <Stack gap="md">
          <Alert color="teal" role="status">
            {t('release.success')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={handleComplete}>{t('release.complete')}</Button>
          </Group>
        </Stack>
      )}

      {esim.confirmation(phone, () => setStep('done'))}
    </Modal>
  );
}

/**
 * /esim-change/{msisdn}/release — a deep link to the modal (a bookmark, a link in a message); the
 * number's actions menu opens the modal by name on the number's page (spec §2, decision 027).
 * Closing it goes back.
 */
export function EsimReleasePage() {
  const { t } = useTranslation('esim');
  const { msisdn = '' } = useParams();
  const navigate = useNavigate();
  const back = useEsimBackLink(msisdn);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('release.title', { phone: formatPhone(msisdn) })}
      </Title>
      <EsimReleaseModal msisdn={msisdn} opened onClose={() => void navigate(back.to)} />
    </Stack>
  );
}
