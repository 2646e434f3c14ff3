import { useState } from 'react';
import { Button, Group, Loader, Menu, Text } from '@mantine/core';
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

type Choice = Pick<NumbersExportQuery, 'format' | 'separator'>;
const CHOICES: { key: string; choice: Choice }[] = [
  { key: 'xlsx', choice: { format: 'xlsx', separator: 'semicolon' } },
  { key: 'csvSemicolon', choice: { format: 'csv', separator: 'semicolon' } },
  { key: 'csvComma', choice: { format: 'csv', separator: 'comma' } },
];

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

  // one export at a time: a second click while one streams is dropped (decision 025)
  const exportFile = useSingleMutation({
    mutationFn: async ({ format, separator }: Choice) => {
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
  const handleExport = (choice: Choice) => exportFile.mutate(choice);

  if (received !== null)
    return (
      <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
        <Loader size="xs" />
        <Text fz="sm">{t('export.progress', { size: megabytes(received, language) })}</Text>
      </Group>
    );

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" disabled={total === 0} aria-label={t('export.menu', { count: total })}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CHOICES.map(({ key, choice }) => (
          <Menu.Item key={key} onClick={() => handleExport(choice)}>
            {t(`export.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
