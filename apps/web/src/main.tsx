import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, currentI18n, SHELL_NAMESPACES } from './shared/i18n/i18n.ts';
import { App, createAppQueryClient } from './app/app.tsx';
import { preloadScreenFor } from './app/router.tsx';
import { preloadShellParts } from './app/shell/shell-parts.ts';
import { stylesApplied } from './app/boot-styles.ts';

// The shell's catalogs of the chosen language load before the first paint, a screen's with the
// screen (lazyScreen), so no key ever shows. The first page's chunk starts loading meanwhile.
preloadScreenFor(window.location.pathname);
preloadShellParts();
// decision 015 (round four): with the page's first data the company's calls leave now, beside the
// catalogs and the stylesheet, instead of after React's first render
const queryClient = createAppQueryClient(() => currentI18n()!.t);
// The first render is a transition: React renders in slices and lets the browser breathe between
// them instead of holding the main thread for the whole shell at once (decision 015: TBT).
// The stylesheet comes beside the catalogs; index.html's painted shell shows meanwhile.
void Promise.all([createI18n(undefined, SHELL_NAMESPACES), stylesApplied()]).then(([i18n]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
