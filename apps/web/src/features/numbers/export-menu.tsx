import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumbersExportQuery, NumbersSearchInput } from '@kabinet/contract/numbers';
import { numbersRoutes } from '@kabinet/contract/route-refs';
import { callFile, saveFile } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify, notifyError } from '../../shared/notify/notify.ts';
import type { ListView } from './list-view.ts';
import { partOnFirstInteraction } from '../../shared/ui/first-interaction.ts';
import { afterThisTask } from './armed-part.ts';

export type ExportChoice = Pick<NumbersExportQuery, 'format' | 'separator'>;
export const EXPORT_CHOICES: { key: string; choice: ExportChoice }[] = [
  { key: 'xlsx', choice: { format: 'xlsx', separator: 'semicolon' } },
  { key: 'csvSemicolon', choice: { format: 'csv', separator: 'semicolon' } },
  { key: 'csvComma', choice: { format: 'csv', separator: 'comma' } },
];

/** The export's button: the same before and after the menu's code has loaded. */
export const ExportButton = forwardRef<
  HTMLButtonElement,
  { total: number } & ComponentPropsWithoutRef<'button'>
>(function ExportButton({ total, ...props }, ref) {
  const { t } = useTranslation('numbers');
  return (
    <Button
      ref={ref}
      variant="light"
      disabled={total === 0}
      aria-label={t('export.menu', { count: total })}
      {...props}
    >
      {t('export.button')}
    </Button>
  );
});

// decision 015: the menu (Mantine's Menu with its positioning library) is not part of the list's
// first load: it loads at the first key press or pointer movement on the page, or when the button
// is pointed at, focused or pressed before that
const { load: loadChoices, useLoaded } = partOnFirstInteraction(() =>
  afterThisTask().then(() => import('./export-menu-loaded.tsx')),
);

const megabytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`;

interface ExportMenuProps {
  body: NumbersSearchInput;
  view: ListView;
  total: number;
}

/**
 * decision 024: the filtered list as XLSX or CSV, in the list's order and the user's language. The
 * server streams it; while it arrives the button shows how much has come (a long one takes seconds).
 */
export function ExportMenu({ body, view, total }: ExportMenuProps) {
  const { t } = useTranslation('numbers');
  const language = useLanguage();
  const { bin } = useCompany();
  const [received, setReceived] = useState<number | null>(null);
  const loaded = useLoaded();
  // what the plain button went through before the menu replaced it
  const isPressed = useRef(false);
  const hasFocus = useRef(false);

  // one export at a time: a second click while one streams is dropped (decision 025)
  const exportFile = useSingleMutation({
    mutationFn: async ({ format, separator }: ExportChoice) => {
      setReceived(0);
      try {
        const file = await callFile(
          numbersRoutes.export,
          {
            query: { format, separator, sort: view.sort, direction: view.direction, language },
            body,
            bin: bin ?? undefined,
          },
          setReceived,
        );
        const name = file.fileName ?? `numbers-${bin ?? ''}.${format}`;
        saveFile(file, name);
        notify(t('export.done', { name }));
      } catch (error) {
        notifyError(translateError(t, error), t('export.failed'));
      } finally {
        setReceived(null);
      }
    },
    meta: { silent: true },
  });
  const handleExport = (choice: ExportChoice) => {
    // the press that opened the menu is spent: the menu painted again after the export stays closed
    isPressed.current = false;
    exportFile.mutate(choice);
  };

  if (received !== null)
    return (
      <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
        <Loader size="xs" />
        <Text fz="sm">{t('export.progress', { size: megabytes(received, language) })}</Text>
      </Group>
    );

  if (loaded)
    return (
      <loaded.ExportChoices
        total={total}
        onExport={handleExport}
        isOpenedAtOnce={isPressed.current}
        takesFocus={hasFocus.current}
      />
    );
  return (
    <ExportButton
      total={total}
      aria-haspopup="menu"
      onPointerEnter={() => void loadChoices()}
      onFocus={() => {
        hasFocus.current = true;
        void loadChoices();
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      onClick={() => {
        isPressed.current = true;
        void loadChoices();
      }}
    />
  );
}
