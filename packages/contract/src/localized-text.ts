import { LANGUAGES } from './constants.ts';
import type { LocalizedText, PartialLocalizedText } from './i18n-text.ts';

// without zod: the browser's first screen imports it (decision 015)

/** spec §3 Product: links show only if ru, en and kk are all present. */
export const hasEveryLanguage = (text: PartialLocalizedText | null | undefined): text is LocalizedText =>
  !!text && LANGUAGES.every((lang) => !!text[lang]?.trim());
