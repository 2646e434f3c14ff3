import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfTags,
  SIGN_IN_LANGUAGE_COOKIE,
  type Language,
} from '@kabinet/contract/constants';
import {
  firstScreenOf,
  paintedScreenOf,
  SHELL_NAMESPACES,
  shellCatalogsChunk,
  UI_LANGUAGE_COOKIE,
} from '@kabinet/contract/first-screens';

// Decision 015: index.html names what the first screen needs — its chunk with the chunks it imports,
// and the catalogs of the shell and of the screen in the user's language — as module preloads, so
// the browser fetches them beside the shell's script instead of after the shell has run. The build's
// manifest (Vite, dist/.vite/manifest.json) says which hashed file holds which module.

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of a module and of every chunk it imports statically, except the entry's (index.html loads it). */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

const catalogFiles = (manifest: Manifest, language: Language, namespaces: readonly string[]) =>
  namespaces.flatMap((namespace) => [...chunkFiles(manifest, `src/locales/${language}/${namespace}.json`)]);

/** The shell's catalogs of a language: one chunk the build names (vite.config.ts), not one per namespace. */
function shellCatalogFiles(manifest: Manifest, language: Language): string[] {
  const key = Object.keys(manifest).find((k) => manifest[k]!.name === shellCatalogsChunk(language));
  return key ? [...chunkFiles(manifest, key)] : catalogFiles(manifest, language, SHELL_NAMESPACES);
}

/** What the server knows of the visitor's language: its cookies (parsed by @fastify/cookie), Accept-Language. */
export interface LanguageHints {
  cookies: Record<string, string | undefined>;
  acceptLanguage?: string;
}

/**
 * The language the web app will open in, as far as the server can tell: the sign-in page's choice,
 * the portal's last one, the browser's, Russian (the web app's own order, initial-language.ts).
 */
export function guessLanguage({ cookies, acceptLanguage }: LanguageHints): Language {
  for (const name of [SIGN_IN_LANGUAGE_COOKIE, UI_LANGUAGE_COOKIE]) {
    const value = cookies[name];
    if (isLanguage(value)) return value;
  }
  return (
    languageOfTags(acceptLanguage?.split(',').map((range) => range.split(';')[0]!) ?? []) ?? DEFAULT_LANGUAGE
  );
}

export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstLoad {
  /** index.html for a path and the request's language hints, also compressed */
  page(pathname: string, hints: LanguageHints): IndexPage;
}

/** The painted shells the build rendered (apps/web/build/prerender-shell.ts `PaintedShells`). */
export interface PaintedShells {
  titles: Record<string, string | undefined>;
  shells: Record<string, string | undefined>;
}

/** Where the built index.html takes the painted shell (`#root`'s content). */
const PAINTED_SHELL_MARK = '<!--painted-shell-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * decision 015 (round three): index.html as the visitor will see it before any script — `<html
 * lang>`, the title, and the shell the build rendered for the path's first screen in the guessed
 * language; the stylesheet fetched without blocking that paint (a preload the app turns into the
 * stylesheet and waits for, main.tsx: the painted shell carries the rules it uses inline).
 */
export function localizedIndex(
  index: string,
  language: Language,
  pathname: string,
  painted: PaintedShells,
): string {
  let html = index.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const shell = painted.shells[`${paintedScreenOf(pathname)}:${language}`];
  if (!shell || !html.includes(PAINTED_SHELL_MARK)) return html;
  const title = painted.titles[language];
  html = html
    .replace(PAINTED_SHELL_MARK, () => shell)
    .replace(/<title>[^<]*<\/title>/, title ? `<title>${escapeHtml(title)}</title>` : '$&')
    .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style"$1>');
  return html;
}

const compressed = (html: string): IndexPage => ({
  html,
  br: zlib.brotliCompressSync(html),
  gzip: zlib.gzipSync(html),
});

/** Reads index.html and the build's manifest once; without a manifest, index.html as it is. */
export function loadFirstLoad(distDir: string): FirstLoad {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile) || !index.includes('</head>')) {
    const page = compressed(index);
    return { page: () => page };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const paintedFile = path.join(distDir, '.vite', 'painted-shell.json');
  const painted: PaintedShells = fs.existsSync(paintedFile)
    ? (JSON.parse(fs.readFileSync(paintedFile, 'utf8')) as PaintedShells)
    : { titles: {}, shells: {} };
  const cache = new Map<string, IndexPage>();
  return {
    page(pathname, hints) {
      const screen = firstScreenOf(pathname);
      const language = guessLanguage(hints);
      const key = `${screen?.module ?? ''}:${paintedScreenOf(pathname)}:${language}`;
      let page = cache.get(key);
      if (!page) {
        const files = new Set([
          ...shellCatalogFiles(manifest, language),
          ...(screen ? chunkFiles(manifest, screen.module) : []),
          ...(screen ? catalogFiles(manifest, language, screen.namespaces) : []),
        ]);
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        page = compressed(
          localizedIndex(index, language, pathname, painted).replace('</head>', `${links.join('')}</head>`),
        );
        cache.set(key, page);
      }
      return page;
    },
  };
}
