import { z } from 'zod';

export const LANGUAGES = ['ru', 'en', 'kk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** A text given in every language of the portal. */
export const localizedTextSchema = z.object({ ru: z.string(), en: z.string(), kk: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
