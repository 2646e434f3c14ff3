import { z } from 'zod';

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

export { hasEveryLanguage } from './localized-text.ts';
