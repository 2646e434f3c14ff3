import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { kazakhstanToday } from '@kabinet/contract/report-kinds';
import { addDays } from '@kabinet/contract/rules/iso-date';
import type { Language } from '@kabinet/contract/i18n-text';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { ReportRequestForm } from './report-request-form.tsx';
import { TopUpDetails } from './top-up-details.tsx';
import ru from '../../locales/ru/errors.json' with { type: 'json' };
import kk from '../../locales/kk/errors.json' with { type: 'json' };

// spec §8 as the browser shows it: the server's own code, or the call's default — service
// unavailable for top-ups, checkReportStatusError for a status check, exportSubscribersError for
// an export — never a failure text the server did not send. spec §5: the usage details' picker
// starts at the number's ownership transfer.

const BIN = '990340000143';
const MSISDN = '7751000006';
/** what the server answers, by path; anything else fails with an empty 502 (a gateway) */
let routes: Record<string, () => Response> = {};

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const problem = (status: number, code: string) =>
  json(status, { status, code, message: code }, 'application/problem+json');
const gateway = () => new Response('<html>Bad Gateway</html>', { status: 502 });

async function renderWith(language: Language, node: React.ReactNode) {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['reports', 'errors', 'common']);
  setApiClientBin(BIN);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const company = { bin: BIN, user: { email: 'admin@example.kz' }, customer: null };
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={client}>
          <CompanyContext.Provider value={company as unknown as CompanyContextValue}>
            {node}
          </CompanyContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  routes = {};
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      return (routes[pathname] ?? gateway)();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('top-up details failures (spec §8: the server message or service unavailable)', () => {
  it('shows service unavailable, not a top-ups text of its own, when the server names no code (ru)', async () => {
    await renderWith('ru', <TopUpDetails msisdn={MSISDN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ru.service_unavailable);
    expect(screen.queryByText(ru.top_up_failed)).toBeNull();
  });

  it('shows the server’s own code when it sent one (kk)', async () => {
    routes[`/api/subscribers/${MSISDN}/top-ups`] = () => problem(409, 'msisdn_blocked');
    await renderWith('kk', <TopUpDetails msisdn={MSISDN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(kk.msisdn_blocked);
  });
});

describe('report forms (spec §8 defaults, spec §5 ownership transfer)', () => {
  const statusPath = `/api/reports/subscribers/${MSISDN}/usage-details/status`;

  it('says the status check failed with checkReportStatusError (kk)', async () => {
    await renderWith('kk', <ReportRequestForm kind="usage_details" msisdn={MSISDN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(kk.check_report_status_error);
  });

  it('starts the usage details at the ownership transfer the server names (ru)', async () => {
    const transfer = addDays(kazakhstanToday(), -20);
    routes[statusPath] = () =>
      json(200, { status: 'NONE', requestedAt: null, failure: null, ownershipDate: transfer });
    await renderWith('ru', <ReportRequestForm kind="usage_details" msisdn={MSISDN} />);
    const ddmmyyyy = `${transfer.slice(8, 10)}-${transfer.slice(5, 7)}-${transfer.slice(0, 4)}`;
    await waitFor(() =>
      expect((screen.getByLabelText('Дата начала') as HTMLInputElement).value).toBe(ddmmyyyy),
    );
  });

  it('says an export failed with exportSubscribersError when the server names no code (ru)', async () => {
    await renderWith('ru', <ReportRequestForm kind="balance" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить отчёт' }));
    expect(await screen.findByText(ru.export_subscribers_error)).toBeTruthy();
  });
});
