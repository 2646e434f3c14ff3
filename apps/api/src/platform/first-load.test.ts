import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessLanguage, loadFirstLoad, localizedIndex } from './first-load.ts';

// A build as Vite leaves it: index.html, and the manifest naming each module's hashed file.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true },
  'src/features/numbers/numbers-page.tsx': {
    file: 'assets/numbers-page-N1.js',
    imports: ['index.html', '_screens-shared-S1.js'],
  },
  '_screens-shared-S1.js': { file: 'assets/screens-shared-S1.js', imports: ['index.html'] },
  'src/features/documents/documents-page.tsx': {
    file: 'assets/documents-page-D1.js',
    imports: ['index.html'],
  },
  ...Object.fromEntries(
    ['ru', 'en', 'kk'].flatMap((lang) =>
      ['common', 'shell', 'errors', 'numbers', 'state-change', 'documents', 'reports'].map((ns) => [
        `src/locales/${lang}/${ns}.json`,
        { file: `assets/${ns}-${lang}.js` },
      ]),
    ),
  ),
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("index.html names the first screen's files (decision 015)", () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-first-load-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("/numbers: the screen's chunk, what it imports, and the shell's and its catalogs in the portal's language", () => {
    const page = loadFirstLoad(dist).page('/numbers', { cookies: { a: 'b', kabinet_ui_lang: 'kk' } });
    expect(preloads(page.html).sort()).toEqual(
      [
        '/assets/common-kk.js',
        '/assets/shell-kk.js',
        '/assets/numbers-page-N1.js',
        '/assets/screens-shared-S1.js',
        '/assets/numbers-kk.js',
        '/assets/state-change-kk.js',
      ].sort(),
    );
    expect(page.html.replace(/<link[^>]+>/g, '')).toBe(INDEX);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(page.html);
  });

  it('the browser language when the portal has none; the shell only on a path without a first screen', () => {
    const first = loadFirstLoad(dist);
    expect(
      preloads(first.page('/docs_and_reps/acts', { cookies: {}, acceptLanguage: 'en-US,en;q=0.9' }).html),
    ).toEqual([
      '/assets/common-en.js',
      '/assets/shell-en.js',
      '/assets/documents-page-D1.js',
      '/assets/documents-en.js',
      '/assets/reports-en.js',
    ]);
    expect(preloads(first.page('/profile', { cookies: {} }).html)).toEqual([
      '/assets/common-ru.js',
      '/assets/shell-ru.js',
    ]);
  });

  it('guesses the language as the web app decides it, never from a value that is not a language', () => {
    expect(guessLanguage({ cookies: { kabinet_lang: 'en', kabinet_ui_lang: 'kk' } })).toBe('en');
    expect(guessLanguage({ cookies: { kabinet_ui_lang: 'kk' }, acceptLanguage: 'en' })).toBe('kk');
    expect(guessLanguage({ cookies: {}, acceptLanguage: 'kz-KZ, ru;q=0.5' })).toBe('kk');
    expect(guessLanguage({ cookies: { kabinet_ui_lang: '<script>' }, acceptLanguage: 'de, fr' })).toBe('ru');
  });

  it('without a manifest (an older build) index.html goes out as it is', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-first-load-'));
    fs.writeFileSync(path.join(bare, 'index.html'), INDEX);
    expect(loadFirstLoad(bare).page('/numbers', { cookies: { kabinet_ui_lang: 'kk' } }).html).toBe(INDEX);
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it("the shell's catalogs as the build groups them: one file per language", () => {
    const grouped = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-first-load-'));
    try {
      fs.mkdirSync(path.join(grouped, '.vite'));
      fs.writeFileSync(path.join(grouped, 'index.html'), INDEX);
      const manifest = Object.fromEntries(
        Object.entries(MANIFEST).filter(([key]) => !/\/(common|shell|errors)\.json$/.test(key)),
      );
      for (const lang of ['ru', 'kk'])
        manifest[`_shell-${lang}-H.js`] = {
          file: `assets/shell-${lang}-H.js`,
          name: `shell-${lang}`,
        } as never;
      fs.writeFileSync(path.join(grouped, '.vite/manifest.json'), JSON.stringify(manifest));
      expect(
        preloads(loadFirstLoad(grouped).page('/profile', { cookies: { kabinet_ui_lang: 'kk' } }).html),
      ).toEqual(['/assets/shell-kk-H.js']);
    } finally {
      fs.rmSync(grouped, { recursive: true, force: true });
    }
  });

  it("paints the build's shell of the path's first screen in the guessed language: <html lang>, the title; the stylesheet does not block it", () => {
    const built =
      '<!doctype html><html lang="ru"><head><title>Kabinet</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-C1.css"></head><body>' +
      '<div id="root"><!--painted-shell--></div></body></html>';
    const painted = {
      titles: { kk: 'Корпоративтік <кабинет>', ru: 'Корпоративный кабинет' },
      shells: {
        'numbers:kk': '<div role="status" aria-label="Жүктелуде…">нөмірлер $&</div>',
        'documents:kk': '<div role="status">құжаттар</div>',
        'generic:kk': '<div role="status">жалпы</div>',
      },
    };
    const page = (pathname: string) =>
      '<!doctype html><html lang="kk"><head><title>Корпоративтік &lt;кабинет&gt;</title>' +
      '<link rel="preload" as="style" crossorigin href="/assets/index-C1.css"></head><body>' +
      `<div id="root">${painted.shells[pathname as keyof typeof painted.shells]}</div></body></html>`;
    // the overview (/) opens with the numbers' outline, as the first screens say; `$&` is markup, not a pattern
    expect(localizedIndex(built, 'kk', '/', painted)).toBe(page('numbers:kk'));
    expect(localizedIndex(built, 'kk', '/numbers', painted)).toBe(page('numbers:kk'));
    expect(localizedIndex(built, 'kk', '/docs_and_reps/acts', painted)).toBe(page('documents:kk'));
    expect(localizedIndex(built, 'kk', '/profile', painted)).toBe(page('generic:kk'));
    // a language the build rendered no shell for gets its own lang and the page as built
    expect(localizedIndex(built, 'en', '/numbers', painted)).toBe(built.replace('lang="ru"', 'lang="en"'));
  });

  it('serves the painted shell the build wrote, one page per first screen and language', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-first-load-'));
    try {
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        INDEX.replace('<body></body>', '<body><div id="root"><!--painted-shell--></div></body>'),
      );
      fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      fs.writeFileSync(
        path.join(dir, '.vite/painted-shell.json'),
        JSON.stringify({
          titles: { ru: 'Кабинет', kk: 'Кабинет' },
          shells: { 'numbers:kk': '<p>N kk</p>', 'documents:ru': '<p>D ru</p>', 'generic:ru': '<p>G ru</p>' },
        }),
      );
      const first = loadFirstLoad(dir);
      expect(first.page('/numbers', { cookies: { kabinet_ui_lang: 'kk' } }).html).toContain(
        '<div id="root"><p>N kk</p></div>',
      );
      expect(first.page('/docs_and_reps', { cookies: {} }).html).toContain(
        '<div id="root"><p>D ru</p></div>',
      );
      expect(first.page('/profile', { cookies: {} }).html).toContain('<div id="root"><p>G ru</p></div>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
