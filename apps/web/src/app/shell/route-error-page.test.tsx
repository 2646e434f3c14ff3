import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { theme } from '../theme.ts';
import { RouteErrorBoundary } from './route-error-page.tsx';

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n('ru', ['common']);
});
afterEach(() => vi.restoreAllMocks());

function Broken(): ReactNode {
  throw new Error('render failed');
}

const at = (pathname: string, screenNode: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme}>
      <RouteErrorBoundary pathname={pathname}>{screenNode}</RouteErrorBoundary>
    </MantineProvider>
  </I18nextProvider>
);

describe('a screen that fails to render (decision 015: the declarative router has no errorElement)', () => {
  it('shows the error page instead of a blank screen, until the user goes to another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(at('/numbers', <Broken />));
    expect(screen.getByText(i18n.t('common:error.title'))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('common:actions.reload') })).toBeTruthy();

    view.rerender(at('/numbers', <p>Номера</p>));
    expect(screen.getByText(i18n.t('common:error.title'))).toBeTruthy();

    view.rerender(at('/docs_and_reps', <p>Документы</p>));
    expect(screen.getByText('Документы')).toBeTruthy();
    expect(screen.queryByText(i18n.t('common:error.title'))).toBeNull();
  });
});
