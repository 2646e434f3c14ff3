import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellConfig } from '../../shared/shell-config/shell-config-api.ts';

/**
 * spec §2 Shell: the service menu, default entry 'Mobile connection' at /; M2M (a separate
 * section since 29.03.2024), 5G and the automatic balance notification are other sites, their
 * addresses from configuration.
 */
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
        {config && (
          <>
            <Menu.Item component="a" href={config.links.m2m} target="_blank" rel="noopener noreferrer">
              {t('shell:services.m2m')}
            </Menu.Item>
            <Menu.Item component="a" href={config.links.fiveG} target="_blank" rel="noopener noreferrer">
              {t('shell:services.fiveG')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={config.links.balanceNotification}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('shell:services.balanceNotification')}
            </Menu.Item>
          </>
        )}
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
      {config && (
        <>
          <Button
            component="a"
            href={config.links.m2m}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="dark"
            justify="start"
            fullWidth
          >
            {t('shell:services.m2m')}
          </Button>
          <Button
            component="a"
            href={config.links.fiveG}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="dark"
            justify="start"
            fullWidth
          >
            {t('shell:services.fiveG')}
          </Button>
          <Button
            component="a"
            href={config.links.balanceNotification}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="dark"
            justify="start"
            fullWidth
          >
            {t('shell:services.balanceNotification')}
          </Button>
        </>
      )}
    </nav>
  );
}
