import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// CONVENTIONS "Boundaries": dependencies point one way. Web: app → features → shared, and a feature
// uses another only through that feature's index (`../<other>/index.ts` or `../<other>`): what the
// index exports is the area's public face, the rest is its own. A lazy screen or modal loaded with
// `import()` names its module (the chunk's seam; `import()` is not an import declaration). API:
// routes → service → repository / operator port; portal code never imports the reference operator
// (only app/server composition roots wire it in). Relative imports are matched by how many `../`
// reach a layer, per file depth.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SOURCES = '*.{ts,tsx}';
const up = (levels) => `(\\.\\./){${levels}}`;

/** a feature's files at a given depth below features/<name>/ */
const featureBoundary = (feature, depth) => ({
  files: [`${WEB}/features/${feature}/${'*/'.repeat(depth)}${SOURCES}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // into another feature past its index: ../<other>/<anything but index.ts>
            regex: `^${up(depth + 1)}(?!${feature}/)[\\w-]+/(?!index\\.ts$)|^${up(depth + 2)}features/[\\w-]+/(?!index\\.ts$)`,
            message:
              "import another feature through its index ('../<feature>/index.ts'): add what you need to it",
          },
          { regex: `^${up(depth + 2)}app/`, message: 'features never import app/ (app → features → shared)' },
        ],
      },
    ],
  },
});

/** app/ at a given depth below app/: a feature through its index only */
const appBoundary = (depth) => ({
  files: [`${WEB}/app/${'*/'.repeat(depth)}${SOURCES}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${up(depth + 1)}features/[\\w-]+/(?!index\\.ts$)`,
            message:
              "import a feature through its index ('features/<feature>/index.ts'); lazy screens use import()",
          },
        ],
      },
    ],
  },
});

const referenceOperator = {
  regex: '(^|/)operator/reference(/|$)',
  message: 'portal code talks to the operator port (operator/port.ts), never to operator/reference',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'examples/kabinet-api.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // decision 009: the web client calls the server only through contract routes (shared/api/call-api.ts);
    // a URL written by hand would drift from the contract. Tests and the fake server may name URLs.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|accounts\\/api|auth)(\\/|$)/]',
          message: 'Call the server through a contract route: callApi(route, { params, query, body }).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(api|accounts\\/api|auth)(\\/|$)/]',
          message: 'Call the server through a contract route: callApi(route, { params, query, body }).',
        },
        // decision 015: the first load carries no zod. Routes come as refs (id, method, path); the
        // barrel and the definitions are for tests, dev checks and lazily loaded form schemas.
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^@kabinet\\/contract\\/(?!route-refs$)/] > ImportSpecifier[importKind='value'][imported.name=/Routes$/]",
          message: "Import routes from '@kabinet/contract/route-refs': the definitions carry zod schemas.",
        },
        {
          selector: "ImportDeclaration[importKind='value'][source.value='@kabinet/contract']",
          message: "The contract's barrel loads every schema: import from its module, or `import type`.",
        },
      ],
      // `import { type A }` still loads the module (and its zod) at run time: `import type { A }`
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // tests read response bodies loosely; production code stays typed
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...webFeatures.flatMap((feature) => [0, 1, 2].map((depth) => featureBoundary(feature, depth))),
  ...[0, 1].map((depth) => appBoundary(depth)),
  {
    files: [`${WEB}/shared/**/${SOURCES}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)/',
              message: 'shared/ never imports features/ or app/ (app → features → shared)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/**/*.ts', 'apps/api/src/jobs/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [referenceOperator] }] },
  },
);
