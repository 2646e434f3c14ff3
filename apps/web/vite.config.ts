import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { prerenderShell } from './build/prerender-shell.ts';
import { mantineStylesCheck } from './build/mantine-styles-check.ts';
// the config is bundled by Vite: a relative path, not the package's name (a TypeScript file in node_modules)
import { SHELL_NAMESPACES, shellCatalogsChunk } from '../../packages/contract/src/first-screens.ts';
import { isSharedCodeWithoutZod } from './build/zod-free.ts';

const server = 'http://localhost:3000';

// react-router 7 points every export condition at its development build (remix-run/react-router
// #12532, #14753): with its warnings and checks it is the largest script of the first load. A
// production build takes the production files it also ships (same API, same version).
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  '/dist/development/',
  '/dist/production/',
);

// decision 015: i18next and react-i18next (14 KB brotli of every first load) are replaced by the
// portal's own lookup, which answers to their names so every screen keeps its imports (tsconfig.json
// `paths` says the same to TypeScript)
export const I18N_ALIASES = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(new URL('./src/shared/i18n/translator.ts', import.meta.url)),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('./src/shared/i18n/react-i18n.tsx', import.meta.url)),
  },
];

/** a package's scripts (its CSS stays with the stylesheet that imports it) */
const nodeModule = (...names: string[]) =>
  new RegExp(
    `node_modules[\\\\/](${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/](?!.*\\.css$)`,
  );

const OVERLAYS = new RegExp(
  [
    String.raw`@mantine[\/]core[\/]esm[\/](components[\/](Menu|Combobox(?![\/](ComboboxChevron|get-parsed-combobox-data))|Popover|Select|MultiSelect|Autocomplete|ScrollArea|Modal|ModalBase|Drawer|Tooltip|HoverCard|Portal|Overlay|Table)|utils[\/]Floating)[\/]`,
    nodeModule(
      '@floating-ui',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-sidecar',
      'use-callback-ref',
    ).source,
  ].join('|'),
);

// what floats over the page — menus, selects, popovers, modals — with their positioning and scroll
// lock, and Mantine's Table (its scroll container imports ScrollArea; the portal's own tables are
// plain, shared/ui/data-table.tsx) stay out of the screens' shared chunk: the list paints its menus and
// modals as plain buttons first (features/numbers), so they come with the first interaction, in chunks
// of their own. A library's stylesheet (the date pickers') stays with the screens that import it, not
// in the shared chunk /numbers loads (decision 015, round three)
const sharedLibrary = (id: string) =>
  id.includes('node_modules') && !OVERLAYS.test(id) && !id.endsWith('.css');

// decision 015: what a first screen does not run in its first second has a chunk of its own, so
// a screen that needs none of it does not download it inside a shared chunk
const LIBRARIES_ON_DEMAND = [
  { name: 'forms', test: nodeModule('react-hook-form', '@hookform', 'imask', 'react-imask'), priority: 4 },
  { name: 'dates', test: nodeModule('@mantine/dates', 'dayjs'), priority: 4 },
  { name: 'sanitize', test: nodeModule('dompurify'), priority: 4 },
  // the toasts come with the first toast (shared/notify)
  { name: 'toasts', test: nodeModule('@mantine/notifications', 'react-transition-group'), priority: 4 },
  // Mantine's Popover under every menu and select, with floating-ui and the portal: rolldown put it,
  // though no module of `screens-shared` imports it, into that chunk (the screens that load Menu or
  // Combobox all load `screens-shared`), so every first screen downloaded it (≈ 17 KB)
  {
    name: 'popover',
    test: new RegExp(
      [
        String.raw`@mantine[\/]core[\/]esm[\/](components[\/](Popover|Portal)|utils[\/]Floating)[\/]`,
        nodeModule('@floating-ui').source,
      ].join('|'),
    ),
    priority: 4,
  },
]
  // only the libraries themselves: React and Mantine's core they import stay where they are
  .map((group) => ({ ...group, includeDependenciesRecursively: false }));

const REPORT_DATE_RULES =
  /[\\/]contract[\\/]src[\\/](report-kinds|rules[\\/](report-period|history-period|calendar-dates))\.ts$/;

const SHELL_CATALOG = new RegExp(`locales[\\\\/](\\w+)[\\\\/](${SHELL_NAMESPACES.join('|')})\\.json$`);
const shellCatalogs = (id: string) => {
  const language = SHELL_CATALOG.exec(id)?.[1];
  return language ? shellCatalogsChunk(language) : null;
};

export default defineConfig(({ command }) => ({
  plugins: [react(), prerenderShell(), mantineStylesCheck(), precompress()],
  resolve: {
    // @mantine/dates is hoisted next to a newer @mantine/core than the web app's own copy;
    // one copy of each keeps one MantineProvider context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    alias: [
      ...I18N_ALIASES,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': server,
      '/accounts': server,
      '/auth': server,
      '/idp': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads which files a first screen needs (platform/spa.ts)
    manifest: true,
    // the shell is one file on purpose (raw ~820 kB, 206 kB brotli); e2e/bundle-budget.test.ts is the
    // size check that matters, so Vite's 500 kB warning is not printed at every start
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // package.json `sideEffects` (only CSS files have them): a module another area's index
      // re-exports but the importer does not use (the documents page's report tabs, reached by the
      // number page through the reports' index) is left out of that screen's chunks (decision 015).
      //
      // the contract's modules build zod schemas at their top level; a screen importing only a
      // constant or a rule function from one must not keep its schemas (and zod) alive
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // fewer, larger chunks (decision 015): a first visit downloads the shell in one file, then
        // its screen and what three or more screens share, instead of dozens of small files (with
        // two, /numbers downloaded the date pickers and the eSIM screens' code that two others share)
        codeSplitting: {
          groups: [
            // zod comes only with a form's first check or a screen that needs a schema (decision 015)
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
            ...LIBRARIES_ON_DEMAND,
            // the documents' and reports' date rules in one file, not in `app-shared`: /numbers needs none
            // of them, and the documents page none of the Mantine components `app-shared` imports
            { name: 'date-rules', test: REPORT_DATE_RULES, priority: 2 },
            // the shell's catalogs of one language in one file (three requests were three round trips)
            { name: shellCatalogs, debugName: 'shell catalogs', priority: 3 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'screens-shared', test: sharedLibrary, minShareCount: 3, priority: 2 },
            // our own shared code in one file, except what builds zod schemas: a screen without a
            // form must not load zod because a shared module also serves one that has a form
            { name: 'app-shared', test: isSharedCodeWithoutZod, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
}));
