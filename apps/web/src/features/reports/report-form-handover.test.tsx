import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { ReportRequestForm } from './report-request-form.tsx';
import ru from '../../locales/ru/reports.json' with { type: 'json' };

// Issue 41 item 16: a report form paints plain fields and swaps in the loaded ones at the first
// touch (decision 015). Whatever the user was doing in a field when the swap lands goes on: the
// e-mail field is never swapped under the keyboard (its type has no selection to hand over: what
// was typed over the prefilled address was appended to it), and a date field keeps its selection.
// One test in its own file: the loaded fields are cached for the module's life.

const BIN = '990340000143';

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the plain report form hands over to the loaded one', () => {
  it('keeps the e-mail input and a date field’s selection when the loaded fields arrive mid-typing', async () => {
    const i18n = await createI18n('ru');
    await i18n.loadNamespaces(['reports', 'errors', 'common']);
    setApiClientBin(BIN);
    const company = { bin: BIN, user: { email: 'admin@demo.kabinet.kz' }, customer: null };
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <CompanyContext.Provider value={company as unknown as CompanyContextValue}>
              <ReportRequestForm kind="balance" />
            </CompanyContext.Provider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const email = screen.getByLabelText(ru.form.email) as HTMLInputElement;
    expect(email.value).toBe('admin@demo.kabinet.kz');
    const plainStart = screen.getByLabelText(ru.form.startDate) as HTMLInputElement;
    // the user selects the whole start date to type over it: the focus loads the real fields
    plainStart.focus();
    plainStart.setSelectionRange(0, plainStart.value.length);
    fireEvent.focus(plainStart);
    await waitFor(() => expect(screen.getByLabelText(ru.form.startDate)).not.toBe(plainStart));
    const start = screen.getByLabelText(ru.form.startDate) as HTMLInputElement;
    expect(document.activeElement).toBe(start);
    expect([start.selectionStart, start.selectionEnd]).toEqual([0, start.value.length]);
    expect(start.value.length).toBeGreaterThan(0);
    // the e-mail input the user may be typing in is the very same element, with what it holds
    expect(screen.getByLabelText(ru.form.email)).toBe(email);
    fireEvent.change(email, { target: { value: 'boss@corp.kz' } });
    expect((screen.getByLabelText(ru.form.email) as HTMLInputElement).value).toBe('boss@corp.kz');
  });
});
