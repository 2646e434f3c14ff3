import { renderToString } from 'react-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import type { PaintedScreen } from '@kabinet/contract/first-screens';
import { ShellSkeleton } from '../src/app/shell/shell-skeleton.tsx';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

// Loaded by build/prerender-shell.ts through Vite's SSR loader (CSS modules resolve to the class
// names the client build gives them): the painted shell of one first screen in one language.

/** The shell's outline as the app renders it while it signs in, with the catalogs of `language`. */
export function renderPaintedShell(screen: PaintedScreen, language: string, resources: Resource): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
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
