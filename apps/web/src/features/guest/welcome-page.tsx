import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConnectInstructions } from './connect-instructions.tsx';

const BENEFITS = ['numbers', 'services', 'documents', 'transfer'] as const;

/** Whether the connect instructions are open: kept in the URL (CONVENTIONS: wizard steps). */
export function useConnectStep() {
  const [params, setParams] = useSearchParams();
  return [params.get('connect') === '1', () => setParams({ connect: '1' })] as const;
}

/**
 * spec §1/§2: the guest welcome page — the corporate-benefits offer and 'Connect' leading to
 * the instructions. Shown to a signed-in user with no company.
 */
export function WelcomePage() {
  const { t } = useTranslation('guest');
  const [isConnecting, openConnect] = useConnectStep();
  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} bg="violet.0">
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 24, sm: 36 }}>
            {t('title')}
          </Title>
          <Text size="lg">{t('lead')}</Text>
          <Text c="dimmed">{t('noCompany')}</Text>
          {!isConnecting && (
            <Group>
              <Button size="md" onClick={openConnect}>
                {t('connect')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {isConnecting ? <ConnectInstructions /> : <Benefits />}
    </Stack>
  );
}

export function Benefits() {
  const { t } = useTranslation('guest');
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {t('benefits.title')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Paper withBorder radius="md" p="md" h="100%">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  ✓
                </ThemeIcon>
                <Text>{t(`benefits.${benefit}`)}</Text>
              </Group>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
