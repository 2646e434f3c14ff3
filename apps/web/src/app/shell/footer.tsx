import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';
import { ExternalLink } from '../../shared/ui/external-link.tsx';

const FOOTER_LINKS = ['paymentTerms', 'eRegister', 'applicationSamples', 'contacts'] as const;

/** spec §2 Shell: footer links (payment terms, e-register, application samples, contacts). */
export function Footer() {
  const { t } = useTranslation();
  const config = useShellConfig().data;
  return (
    <Box
      component="footer"
      bg="gray.0"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Stack gap="sm">
          {config && (
            <nav aria-label={t('shell:footer.label')}>
              <Group gap="lg" wrap="wrap">
                {FOOTER_LINKS.map((link) => (
                  <ExternalLink key={link} href={config.links[link]} c="dark.6" size="sm">
                    {t(`shell:footer.${link}`)}
                  </ExternalLink>
                ))}
              </Group>
            </nav>
          )}
          {config && (
            <Text size="sm" c="dimmed">
              {t('shell:footer.support')}:{' '}
              <Anchor href={`tel:${config.supportPhone}`} size="sm">
                {t('shell:footer.supportPhone', { phone: config.supportPhone })}
              </Anchor>
              {' · '}
              <Anchor href={`mailto:${config.supportEmail}`} size="sm">
                {config.supportEmail}
              </Anchor>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {t('common:appName')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
