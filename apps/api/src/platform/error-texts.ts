import { LANGUAGES, type ErrorCode, type Language } from '@kabinet/contract';
// decision 035: one catalogue of the error texts — the web app's (apps/web/src/locales), read at
// build time — so a problem body's title says what the screen says, in the request's language
import ruErrors from '../../../web/src/locales/ru/errors.json' with { type: 'json' };
import enErrors from '../../../web/src/locales/en/errors.json' with { type: 'json' };
import kkErrors from '../../../web/src/locales/kk/errors.json' with { type: 'json' };

export const ERROR_TEXTS: Record<Language, Record<string, string>> = {
  ru: ruErrors,
  en: enErrors,
  kk: kkErrors,
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of an Accept-Language header (RFC 9110 §12.5.4: by q, then order), among the
 * portal's; `kz` read as Kazakh; ru when none is named.
 */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'ru';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      const base = tag.trim().toLowerCase().split('-')[0]!;
      return { language: base === 'kz' ? 'kk' : base, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? 'ru';
}

/** The catalogue's text of a code in a language (the code itself where the catalogue has none). */
export const errorText = (code: ErrorCode, language: Language): string =>
  ERROR_TEXTS[language][code] ?? ERROR_TEXTS.ru[code] ?? code;
