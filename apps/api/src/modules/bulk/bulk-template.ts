import { BULK_ACTIONS, BULK_ACTIONS_WITH_ARGUMENT, MEDIA_TYPES, type Language } from '@kabinet/contract';
import { renderCsv } from '../../platform/documents/index.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { actionText, FILE_TEXTS } from './bulk-texts.ts';

/** The template's example rows: each form of a number the upload reads, and an action with an argument. */
function examples(language: Language) {
  return [
    { number: '7011234567', action: actionText(language, 'block'), argument: '' },
    {
      number: '87011234568',
      action: actionText(language, 'label_set'),
      argument: FILE_TEXTS[language].label,
    },
    {
      number: '+7 701 123 45 69',
      action: actionText(language, 'service_connect'),
      argument: 'PKG_VOICE_500',
    },
  ];
}

/**
 * Decision 023: the upload template in the user's language — the columns number, action, argument
 * with examples; the XLSX lists every action (by name and by id, both accepted) on a second sheet.
 */
export async function bulkTemplate(language: Language, format: 'xlsx' | 'csv'): Promise<FileResponse> {
  const texts = FILE_TEXTS[language];
  const columns = [
    { key: 'number', header: texts.number, type: 'text' as const },
    { key: 'action', header: texts.action, type: 'text' as const },
    { key: 'argument', header: texts.argument, type: 'text' as const },
  ];
  const filename = `bulk-template-${language}.${format}`;
  if (format === 'csv')
    return {
      body: renderCsv({ columns, rows: examples(language), separator: ';' }),
      contentType: 'text/csv; charset=utf-8',
      filename,
    };
  // decision 033: exceljs (≈ 25 MB resident) loads with the first spreadsheet, not with the server
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const rows = workbook.addWorksheet(texts.template);
  rows.columns = columns.map((column) => ({ key: column.key, header: column.header, width: 28 }));
  rows.getColumn('number').numFmt = '@'; // text: a number keeps its + and its leading 8
  for (const row of examples(language)) rows.addRow(row);
  rows.getRow(1).font = { bold: true };
  const actions = workbook.addWorksheet(texts.action);
  actions.columns = [
    { header: texts.action, key: 'name', width: 36 },
    { header: 'id', key: 'id', width: 22 },
    { header: texts.argument, key: 'argument', width: 12 },
  ];
  for (const action of BULK_ACTIONS)
    actions.addRow({
      name: actionText(language, action),
      id: action,
      argument: BULK_ACTIONS_WITH_ARGUMENT.includes(action) ? '✓' : '',
    });
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: MEDIA_TYPES.xls,
    filename,
  };
}
