import { Anchor, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsKeys } from '../../shared/accounts/accounts-api.ts';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';

/** The application template shipped with the app (apps/web/public/templates). */
export const APPLICATION_TEMPLATE_URL = '/templates/kabinet-application.rtf';

/**
 * spec §2 "Guest welcome page": the four steps — download the template, fill it in, send the
 * scan by e-mail, receive a notification — and 'I have received the notification' going to /.
 */
export function ConnectInstructions() {
  const { t } = useTranslation('guest');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useShellConfig().data?.supportEmail;

  const handleReceived = () => {
    // the company may be connected by now: ask for the user's companies again
    void queryClient.invalidateQueries({ queryKey: accountsKeys.users() });
    void navigate('/');
  };

  const steps = [
    <>
      <Text>{t('steps.download')}</Text>
      <Anchor href={APPLICATION_TEMPLATE_URL} download="kabinet-application.rtf" fw={600}>
        {t('steps.downloadLink')}
      </Anchor>
    </>,
    <Text>{t('steps.fill')}</Text>,
    <Text>
      {t('steps.send')}
      {email ? (
        <>
          {': '}
          <Anchor href={`mailto:${email}`}>{email}</Anchor>.
        </>
      ) : (
        '.'
      )}
    </Text>,
    <Text>{t('steps.notify')}</Text>,
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2} fz={{ base: 20, sm: 24 }} id="connect-steps">
          {t('steps.title')}
        </Title>
        <List
          type="ordered"
          spacing="md"
          aria-labelledby="connect-steps"
          styles={{ itemWrapper: { alignItems: 'flex-start' } }}
        >
          {steps.map((step, index) => (
            <List.Item
              key={index}
              icon={
                <ThemeIcon radius="xl" size={28} aria-hidden>
                  {index + 1}
                </ThemeIcon>
              }
            >
              <Stack gap={4}>{step}</Stack>
            </List.Item>
          ))}
        </List>
        <Button onClick={handleReceived} style={{ alignSelf: 'flex-start' }}>
          {t('received')}
        </Button>
      </Stack>
    </Paper>
  );
}
