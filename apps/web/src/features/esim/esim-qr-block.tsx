import { useState } from 'react';
import { Button, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { esimQrSendBodySchema, type EsimStatus } from '@kabinet/contract/esim';
import { useUsers } from '../../shared/accounts/accounts-api.ts';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { formatPhone } from '../../shared/format/phone-format.ts';
import { useContractForm, useFieldErrorText } from '../../shared/form/use-contract-form.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import { useQrImage, useSendQr, useSendQrSms } from './esim-api.ts';

/** the server's own rule for the address (the code and language are the wizard's) */
const sendFormSchema = esimQrSendBodySchema.pick({ email: true });

/**
 * spec §4 'the QR is sent by SMS link' (decision 027): a text to the number itself, whose plastic SIM
 * still works until the change — no other recipient, so the button cannot text a stranger.
 */
function SendBySms({ msisdn, code }: { msisdn: string; code: string | null }) {
  const { t } = useTranslation('esim');
  const language = useLanguage();
  const sms = useSendQrSms(msisdn);
  const [isSent, setSent] = useState(false);
  const phone = formatPhone(msisdn);
  const handleSend = () => {
    if (!code) return;
    sms.mutate(
      { code, language },
      {
        onSuccess: () => {
          setSent(true);
          notify(t('sms.sent', { phone }));
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  };
  return (
    <Stack gap={4}>
      <Group align="center" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 220px' }}>
          {t('sms.title', { phone })}
        </Text>
        <Button variant="light" onClick={handleSend} loading={sms.isPending} disabled={!code}>
          {t('sms.button')}
        </Button>
      </Group>
      {isSent && (
        <Text size="sm" c="teal.9" role="status">
          {t('sms.sent', { phone })}
        </Text>
      )}
    </Stack>
  );
}

/** spec §2 / §4: the QR code of a ready eSIM, its validity (spec §9: 1 day), and sending it by e-mail or SMS. */
export function EsimQrBlock({ msisdn, status }: { msisdn: string; status: EsimStatus }) {
  const { t } = useTranslation('esim');
  const language = useLanguage();
  const code = status.activationCode;
  const image = useQrImage(msisdn, code);
  const send = useSendQr(msisdn);
  const user = useUsers();
  const errorText = useFieldErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(sendFormSchema, { values: { email: user.data?.email ?? '' } });
  const handleSend = form.handleSubmit((values) => {
    if (!code) return;
    send.mutate(
      { email: values.email, code, language },
      {
        onSuccess: () => {
          setSentTo(values.email);
          notify(t('send.sent', { email: values.email }));
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  });

  return (
    <Stack gap="sm" align="stretch">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {image.data ? (
          <Image
            src={image.data}
            alt={t('qr.alt', { phone: formatPhone(msisdn) })}
            w={220}
            h={220}
            fit="contain"
            data-testid="esim-qr"
          />
        ) : (
          <Skeleton w={220} h={220} aria-label={t('qr.loading')} />
        )}
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          {status.icc && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('qr.iccid', { iccid: status.icc })}
            </Text>
          )}
          {status.expiresAt && (
            <Text size="sm" c="dimmed">
              {t('qr.validUntil', { date: formatDateTime(status.expiresAt) })}
            </Text>
          )}
        </Stack>
      </Group>
      <form onSubmit={handleSend} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('send.title')}
            placeholder={t('send.email')}
            aria-label={t('send.email')}
            type="email"
            autoComplete="email"
            style={{ flex: '1 1 220px' }}
            error={errorText(form.formState.errors.email)}
            {...form.register('email')}
          />
          <Button type="submit" variant="light" loading={send.isPending} disabled={!code}>
            {t('send.button')}
          </Button>
        </Group>
      </form>
      {sentTo && (
        <Text size="sm" c="teal.9" role="status">
          {t('send.sent', { email: sentTo })}
        </Text>
      )}
      <SendBySms msisdn={msisdn} code={code} />
    </Stack>
  );
}
