import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the painted shell's texts per language (read by the server's first-load.ts). */
export const BOOT_TEXTS_FILE = '.vite/boot-texts.json';

/** The texts index.html paints before any script (`data-boot-text` / `data-boot-label`): common's keys. */
const BOOT_KEYS = ['appName', 'loading'] as const;

/**
 * decision 015 (round two): index.html paints the shell before any script in Russian; the server
 * puts in the visitor's language from this file, so the painted shell and `<html lang>` are
 * already the ones the app will show.
 */
export function bootTexts(): Plugin {
  let root = '';
  return {
    name: 'kabinet-boot-texts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const localesDir = path.join(root, 'src/locales');
      const texts: Record<string, Record<string, string>> = {};
      const languages = fs.readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory());
      for (const { name: language } of languages) {
        const common = JSON.parse(
          fs.readFileSync(path.join(localesDir, language, 'common.json'), 'utf8'),
        ) as Record<string, unknown>;
        texts[language] = Object.fromEntries(BOOT_KEYS.map((key) => [key, String(common[key])]));
      }
      this.emitFile({ type: 'asset', fileName: BOOT_TEXTS_FILE, source: JSON.stringify(texts) });
    },
  };
}
