import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './shared/i18n/i18n.ts';
import { App } from './app/app.tsx';

// Catalogs of the chosen language load before the first paint, so no key ever shows.
void createI18n().then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
