import { useState } from 'react';
import { Anchor, Button, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/access/access.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { notify } from '../../shared/notify/notify.ts';
import {
  offersReserve,
  PHONE_OS,
  readPlace,
  wizardSteps,
  writePlace,
  type PhoneOs,
  type WizardPlace,
} from './esim-flow.ts';
import { EsimStatusNotice } from './esim-status-notice.tsx';
import { ReserveOr, StatusOrQr, TickToChange, useEsimFlow } from './use-esim-flow.tsx';

/** Where the user came from: the number's information page sets it on its link (history state). */
export interface EsimLinkState {
  esimFrom?: 'detail';
}

/**
 * spec §2 back link: 'number information' when the user came from the number's page, else
 * 'number management' (the numbers list).
 */
export function useEsimBackLink(msisdn: string): { to: string; label: string } {
  const { t } = useTranslation('esim');
  const state = useLocation().state as EsimLinkState | null;
  return state?.esimFrom === 'detail'
    ? { to: paths.numberDetail(msisdn), label: t('back.detail') }
    : { to: paths.numbers, label: t('back.management') };
}

/** The OS's installation steps (spec §2 step 1). */
function OsInstructions({ os }: { os: PhoneOs }) {
  const { t } = useTranslation('esim');
  const steps = t(`instructions.${os}`, { returnObjects: true }) as string[];
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('instructions.title')}
      </Title>
      <List type="ordered" spacing={4} size="sm">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /esim-change/{msisdn} — spec §2 eSIM change wizard, its step in the URL (spec §4 Wizard steps). */
export function EsimChangePage() {
  const { t } = useTranslation('esim');
  const { msisdn = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const back = useEsimBackLink(msisdn);
  const place = readPlace(search);
  const esim = useEsimFlow(msisdn);
  const { status, reserve, flow, reserveNotice, canRetry, handleRetry } = esim;
  const [changedIccid, setChangedIccid] = useState<string | null>(null);
  // spec §2: 4 steps, 5 while the eSIM is not yet reserved (before the reserve, as the check says)
  const needsReserve =
    place.step <= 1 &&
    (offersReserve(flow) || flow === 'balanceNotEnough' || reserve.isPending || reserve.isSuccess);
  const steps = wizardSteps(place.withReserve || needsReserve);
  const step = steps[place.step]!;
  const phone = formatPhone(msisdn);
  // the location keeps its history state (where the user came from) across the steps
  const go = (next: Partial<WizardPlace>) => {
    setSearch(writePlace(search, { ...place, ...next }), { state: location.state as unknown });
  };
  const cancelStep = () => go({ step: Math.max(0, place.step - 1) });

  // the number's reservation may exist already: its QR step follows it, the refusal is said once
  const handleReserve = () => esim.handleReserve(() => go({ step: 2, withReserve: true }));
  const handleChanged = (iccid: string) => {
    setChangedIccid(iccid);
    notify(t('success:esim_replaced'));
    go({ step: steps.length - 1 });
  };
  const isReady = flow === 'success';
  const progress = ((place.step + 1) / steps.length) * 100;

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('title', { phone })}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} data-testid="esim-progress">
          {t('progress', { step: place.step + 1, total: steps.length, name: t(`steps.${step}`) })}
        </Text>
        <Progress value={progress} aria-hidden size="sm" />
      </Stack>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {step === 'os' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('os.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {PHONE_OS.map((os) => (
                <Button key={os} size="lg" variant="default" onClick={() => go({ step: 1, os })}>
                  {t(`os.${os}`)}
                </Button>
              ))}
            </SimpleGrid>
            <Group>
              <Button variant="subtle" onClick={() => void navigate(back.to, { state: null })}>
                {t('os.back')}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'instructions' && place.os && (
          <Stack gap="md">
            <OsInstructions os={place.os} />
            {place.withReserve ? (
              <EsimStatusNotice status={flow === 'success' ? 'orderExists' : flow} />
            ) : (
              <>
                {/* spec §4 'skip reserve': the first check found the eSIM ready */}
                {flow === 'success' && <EsimStatusNotice status="skipReserve" />}
                <StatusOrQr msisdn={msisdn} flow={flow} data={status.data} />
              </>
            )}
            <Text size="sm" c="dimmed">
              {t('instructions.reminder')}
            </Text>
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={cancelStep}>
                {t('actions.cancel')}
              </Button>
              <Group gap="sm" ml="auto">
                {canRetry && (
                  <Button variant="subtle" onClick={handleRetry}>
                    {t('actions.retry')}
                  </Button>
                )}
                <ReserveOr
                  esim={esim}
                  onReserve={handleReserve}
                  next={
                    <Button
                      onClick={() => go({ step: 2 })}
                      disabled={!(isReady || (place.withReserve && flow === 'inProcess'))}
                    >
                      {t('actions.continue')}
                    </Button>
                  }
                />
              </Group>
            </Group>
          </Stack>
        )}

        {step === 'qr' && (
          <Stack gap="md">
            <StatusOrQr msisdn={msisdn} flow={flow} data={status.data} notice={reserveNotice} />
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={cancelStep}>
                {t('actions.cancel')}
              </Button>
              {canRetry && (
                <Button variant="subtle" onClick={handleRetry}>
                  {t('actions.retry')}
                </Button>
              )}
              <Button onClick={() => go({ step: 3 })} disabled={!isReady}>
                {t('actions.continue')}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'agreement' && (
          <Stack gap="md">
            <Title order={2} fz="lg">
              {t('agreement.title')}
            </Title>
            <List type="ordered" spacing={4} size="sm">
              {(t('agreement.steps', { returnObjects: true }) as string[]).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {!isReady && <EsimStatusNotice status={flow} />}
            <TickToChange
              tick={t('agreement.checkbox')}
              cancel={t('actions.cancel')}
              change={t('agreement.change')}
              isReady={isReady}
              justify="space-between"
              onCancel={cancelStep}
              onChange={() => esim.setConfirming(true)}
            />
          </Stack>
        )}

        {step === 'success' && (
          <Stack gap="md">
            <EsimStatusNotice status="complete" />
            <Title order={2} fz="lg">
              {t('success.title')}
            </Title>
            <Text size="sm">
              {changedIccid ? t('success.reminder', { iccid: changedIccid }) : t('success.reminderNoIccid')}
            </Text>
            <Group>
              <Button component={Link} to={paths.numberDetail(msisdn)}>
                {t('success.back')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>

      {esim.confirmation(phone, handleChanged)}
    </Stack>
  );
}
