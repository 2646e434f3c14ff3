import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@kabinet/contract';
import { LANGUAGES, NAMESPACES } from '../shared/i18n/i18n.ts';

type Catalog = Record<string, unknown>;
const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Catalog, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const catalog = (language: string, namespace: string) => {
  const file = files[`./${language}/${namespace}.json`];
  return file ? flatten(file) : undefined;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has exactly the declared namespaces in every language', () => {
    const found = Object.keys(files).sort();
    const expected = LANGUAGES.flatMap((l) => NAMESPACES.map((n) => `./${l}/${n}.json`)).sort();
    expect(found).toEqual(expected);
  });

  for (const namespace of NAMESPACES) {
    it(`has the same keys in ru, en and kk: ${namespace}`, () => {
      const ru = catalog('ru', namespace)!;
      for (const language of LANGUAGES) {
        const other = catalog(language, namespace)!;
        const missing = [...ru.keys()]
          .filter((k) => !other.has(k))
          .map((k) => `${language}/${namespace}:${k}`);
        const extra = [...other.keys()].filter((k) => !ru.has(k)).map((k) => `${language}/${namespace}:${k}`);
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of other) {
          expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}:${key} placeholders`).toEqual(
            placeholders(ru.get(key)!),
          );
        }
      }
    });
  }

  it('translates every code of the error catalogue (spec §8, contract errors.ts)', () => {
    for (const language of LANGUAGES) {
      const errors = catalog(language, 'errors')!;
      const missing = ERROR_CODES.filter((code) => !errors.has(code));
      expect(missing, language).toEqual([]);
    }
  });

  it('writes Kazakh with Kazakh letters', () => {
    const kk = NAMESPACES.flatMap((n) => [...catalog('kk', n)!.values()]).join(' ');
    expect(kk).toMatch(/[әғқңөұүһі]/);
    // Kazakh-specific letters are frequent in real Kazakh text
    const specific = kk.match(/[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/g)?.length ?? 0;
    expect(specific / kk.length).toBeGreaterThan(0.03);
  });
});
