import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

const VIDEO = '/tutorial/balance-transfer.webm';
const captionsOf = (language: string) => `/tutorial/balance-transfer.${language}.vtt`;

/**
 * spec §2 "Video tutorial" modal: a short self-hosted video with captions in ru, en and kk (the
 * current language shown by default). It needs no subscriber, so it always opens.
 */
export function VideoTutorialModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const language = useLanguage();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tutorial.title')} size="lg" centered>
      {/* a keyed element: switching language loads the matching default captions */}
      <video
        key={language}
        controls
        preload="metadata"
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
        aria-label={t('tutorial.title')}
      >
        <source src={VIDEO} type="video/webm" />
        {LANGUAGES.map((lang) => (
          <track
            key={lang}
            kind="captions"
            src={captionsOf(lang)}
            srcLang={lang}
            label={t(`tutorial.captions.${lang}`)}
            default={lang === language}
          />
        ))}
      </video>
    </Modal>
  );
}
