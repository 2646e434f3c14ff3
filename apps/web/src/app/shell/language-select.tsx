import { useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { SegmentedRadios } from '../../shared/ui/segmented-radios.tsx';

/** spec §2 Shell: the language selector РУС / ENG / ҚАЗ; the choice is persisted (spec §3). */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [isSwitching, setSwitching] = useState(false);
  return (
    <SegmentedRadios
      aria-label={t('shell:header.language')}
      size="xs"
      fullWidth={fullWidth}
      value={language}
      disabled={isSwitching}
      onChange={(value) => {
        if (!isLanguage(value)) return;
        setSwitching(true);
        void changeLanguage(i18n, value).finally(() => setSwitching(false));
      }}
      data={LANGUAGES.map((value) => ({
        value,
        label: (
          <span lang={value} title={t(`shell:languageNames.${value}`)}>
            {t(`shell:languages.${value}`)}
            <VisuallyHidden> — {t(`shell:languageNames.${value}`)}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
