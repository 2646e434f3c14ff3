import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The font file with its OpenType shaping tables (GSUB, GPOS) renamed out of the way. Table text —
 * Cyrillic, Kazakh and Latin letters, digits, ₸ — needs no shaping, and without those tables the
 * font library maps characters straight to glyphs: about 18× faster per string, which is what lets a
 * 50,000-row PDF render in seconds (decision 011). Only kerning is lost. The glyphs, and the subset
 * embedded in the PDF, are unchanged.
 */
function withoutShaping(file: string): Buffer {
  const font = readFileSync(file);
  const tableCount = font.readUInt16BE(4);
  for (let i = 0; i < tableCount; i++) {
    const at = 12 + 16 * i;
    const tag = font.toString('latin1', at, at + 4);
    if (tag === 'GSUB' || tag === 'GPOS') font.write(`x${tag.slice(1)}`, at, 'latin1');
  }
  return font;
}

/**
 * Noto Sans from npm (@expo-google-fonts/noto-sans, OFL), embedded and subset into every PDF: it
 * has the Kazakh letters (ә ғ қ ң ө ұ ү һ і) and the tenge sign ₸, which PDF's standard fonts lack,
 * and a fresh machine gets it with `npm install`.
 */
export const PDF_FONTS = {
  regular: withoutShaping(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
  bold: withoutShaping(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
} as const;
