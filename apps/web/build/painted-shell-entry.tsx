import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Translator, type Resource } from '../src/shared/i18n/translator.ts';
import { MantineProvider } from '@mantine/core';
import type { PaintedScreen } from '@kabinet/contract/first-screens';
import { ShellSkeleton } from '../src/app/shell/shell-skeleton.tsx';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

// Loaded by build/prerender-shell.ts through Vite's SSR loader (CSS modules resolve to the class
// names the client build gives them): the painted shell of one first screen in one language.

/** The shell's outline as the app renders it while it signs in, with the catalogs of `language`. */
export function renderPaintedShell(screen: PaintedScreen, language: string, resources: Resource): string {
  // the app's own lookup (decision 015), with the catalogs at hand
  const i18n = new Translator({ language, defaultNamespace: 'common', resources });
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <ShellSkeleton screen={screen} />
    </I18nextProvider>,
  );
  // React 19 puts a preload of the brand's image before the markup: index.html has it already (its icon)
  return markup.replace(/^(<link rel="preload"[^>]*\/>)+/, '');
}

/** The CSS variables the app's MantineProvider writes at run time (the theme's colours and fonts). */
export function themeVariablesCss(): string {
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}
