import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

/** A text given in every language of the portal. */
export const localizedTextSchema = z.object({ ru: z.string(), en: z.string(), kk: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A text that may lack some languages (e.g. a product's description link). */
export const partialLocalizedTextSchema = z.object({
  ru: z.string().nullish(),
  en: z.string().nullish(),
  kk: z.string().nullish(),
});
export type PartialLocalizedText = z.infer<typeof partialLocalizedTextSchema>;

/** spec §3 Product: links show only if ru, en and kk are all present. */
export const hasEveryLanguage = (text: PartialLocalizedText | null | undefined): text is LocalizedText =>
  !!text && LANGUAGES.every((lang) => !!text[lang]?.trim());
