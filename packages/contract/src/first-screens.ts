// What a first visit needs before it can paint, besides the shell's own chunk (decision 015): the
// locale namespaces of the shell, and per route the screen's module and namespaces. The web router
// loads screens by it; the server names those files in index.html as module preloads, so the
// browser fetches them beside the shell's chunk instead of after it has run.

/**
 * What the shell itself shows (header, menus, footer, gates). Not `errors`: the web app loads that
 * catalogue at the user's first action or first failed call (decision 015).
 */
export const SHELL_NAMESPACES = ['common', 'shell'] as const;

/** The build's one file of the shell's catalogs in a language (one request instead of three). */
export const shellCatalogsChunk = (language: string) => `shell-${language}`;

export interface FirstScreen {
  /** the paths that open this screen (a regular expression's source, matched on the path) */
  readonly path: string;
  /** the screen's module, from the web app's root (apps/web) */
  readonly module: string;
  /** its locale namespaces besides the shell's */
  readonly namespaces: readonly string[];
}

export const FIRST_SCREENS = {
  numberDetail: {
    path: '^/numbers/[^/]+',
    module: 'src/features/number/number-page.tsx',
    namespaces: ['number-detail', 'state-change', 'devices', 'success', 'reports', 'spend'],
  },
  numbers: {
    path: '^/(numbers)?/?$',
    module: 'src/features/numbers/numbers-page.tsx',
    namespaces: ['numbers', 'state-change', 'bulk'],
  },
  documents: {
    path: '^/docs_and_reps',
    module: 'src/features/documents/documents-page.tsx',
    namespaces: ['documents', 'reports'],
  },
  transfer: {
    path: '^/balance-transfer',
    module: 'src/features/transfer/transfer-page.tsx',
    namespaces: ['transfer', 'success'],
  },
} as const satisfies Record<string, FirstScreen>;

/** The screen a path opens first, if it is one of the first screens. */
export function firstScreenOf(pathname: string): FirstScreen | undefined {
  return Object.values(FIRST_SCREENS).find((screen) => new RegExp(screen.path).test(pathname));
}

/**
 * The portal's current language as a cookie, written by the web app whenever it sets its language,
 * read by the server to preload the right catalogs (a guess: a wrong one only costs a download).
 */
export const UI_LANGUAGE_COOKIE = 'kabinet_ui_lang';

/** The first screens the painted shell has an outline of (decision 015); any other path gets the generic one. */
export type PaintedScreen = 'numbers' | 'documents' | 'generic';

/** The outline the build renders for a path, and the server sends (index.html) and the app shows while it signs in. */
export function paintedScreenOf(pathname: string): PaintedScreen {
  const screen = firstScreenOf(pathname);
  if (screen === FIRST_SCREENS.numbers) return 'numbers';
  if (screen === FIRST_SCREENS.documents) return 'documents';
  return 'generic';
}

/**
 * The element of index.html (a JSON data block, never run as a script) in which the server sends a
 * signed-in visitor the answers the shell asks first — the session and the user with their
 * companies — so the first screen's own calls start as soon as the app runs (decision 015).
 */
export const FIRST_DATA_ELEMENT = 'kabinet-first-data';
