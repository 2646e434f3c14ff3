import type { BulkAction, Language } from '@kabinet/contract';
// one source of the texts: the web app's catalogues (decision 023), read at build time, so a reason
// or an action reads the same on screen, in the result file and in the upload template
import ruBulk from '../../../../web/src/locales/ru/bulk.json' with { type: 'json' };
import enBulk from '../../../../web/src/locales/en/bulk.json' with { type: 'json' };
import kkBulk from '../../../../web/src/locales/kk/bulk.json' with { type: 'json' };

export const BULK_TEXTS = { ru: ruBulk, en: enBulk, kk: kkBulk };
export { ERROR_TEXTS } from '../../platform/error-texts.ts';

/** The spreadsheet columns' names: the result file's and the upload template's. */
export const FILE_TEXTS: Record<
  Language,
  { title: string; number: string; label: string; action: string; argument: string; template: string }
> = {
  ru: {
    title: 'Результат массового действия',
    number: 'Номер',
    label: 'Метка',
    action: 'Действие',
    argument: 'Аргумент',
    template: 'Шаблон массового действия',
  },
  en: {
    title: 'Bulk action result',
    number: 'Number',
    label: 'Label',
    action: 'Action',
    argument: 'Argument',
    template: 'Bulk action template',
  },
  kk: {
    title: 'Жаппай әрекет нәтижесі',
    number: 'Нөмір',
    label: 'Белгі',
    action: 'Әрекет',
    argument: 'Аргумент',
    template: 'Жаппай әрекет үлгісі',
  },
};

export const actionText = (language: Language, action: BulkAction): string =>
  BULK_TEXTS[language].actions[action];
