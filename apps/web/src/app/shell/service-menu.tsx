import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShellLinks } from '@kabinet/contract/shell';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';

/**
 * spec §2 Shell: the service menu, default entry 'Mobile connection' at /; M2M (a separate
 * section since 29.03.2024), 5G and the automatic balance notification are other sites, their
 * addresses from configuration.
 */
const otherServices = (links: ShellLinks) =>
  [
    [links.m2m, 'shell:services.m2m'],
    [links.fiveG, 'shell:services.fiveG'],
    [links.balanceNotification, 'shell:services.balanceNotification'],
  ] as const;

export function ServiceMenu() {
  const { t } = useTranslation();
  const config = useShellConfig().data;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          rightSection={<span aria-hidden>▾</span>}
          aria-label={`${t('shell:header.serviceSelection')}: ${t('shell:services.mobile')}`}
        >
          {t('shell:services.mobile')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell:header.serviceSelection')}</Menu.Label>
        <Menu.Item component={Link} to="/">
          {t('shell:services.mobile')}
        </Menu.Item>
        {config &&
          otherServices(config.links).map(([href, label]) => (
            <Menu.Item key={label} component="a" href={href} target="_blank" rel="noopener noreferrer">
              {t(label)}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same entries as plain links, for the phone menu. */
export function ServiceLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const config = useShellConfig().data;
  return (
    <nav aria-label={t('shell:header.serviceSelection')}>
      <Button
        component={Link}
        to="/"
        variant="subtle"
        color="dark"
        justify="start"
        fullWidth
        onClick={onNavigate}
      >
        {t('shell:services.mobile')}
      </Button>
      {config &&
        otherServices(config.links).map(([href, label]) => (
          <Button
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="dark"
            justify="start"
            fullWidth
          >
            {t(label)}
          </Button>
        ))}
    </nav>
  );
}
