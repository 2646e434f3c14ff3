import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { ToggleModal, type ToggleName } from './bans-toggle-modal.tsx';

// spec §4 Toggles: Remove when the flag is on, Set when off, then close when done; spec §2: a modal
// does not open for a number that is not found.

const BIN = '990340000143';
const MSISDN = '7011234567';
let state: Record<string, unknown> | null;
let sent: string[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderModal(name: ToggleName) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['controls', 'errors', 'success', 'common']);
  setApiClientBin(BIN);
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CompanyContext.Provider value={{ bin: BIN } as unknown as CompanyContextValue}>
            <ToggleModal name={name} msisdn={MSISDN} onClose={onClose} />
          </CompanyContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onClose;
}

beforeEach(() => {
  sent = [];
  state = {
    msisdn: MSISDN,
    lcStateId: 20,
    isSMS_USSDMgmBanEnabled: false,
    isMyKcellAccessBlocked: false,
    accessToDetailOfMyKcell: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname.endsWith('/controls'))
        return state ? json(200, state) : json(404, { status: 404, code: 'msisdn_not_in_company' });
      return json(200, { result: 'SUCCESS', message: 'sms_ussd_ban_set' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('toggle modals', () => {
  it('offers Set when the ban is off, sends it and closes', async () => {
    const onClose = await renderModal('sms_ussd_ban');
    await screen.findByText('The ban is not set.');
    fireEvent.click(screen.getByRole('button', { name: 'Set the ban' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toContain(`POST /api/customers/${BIN}/subscribers/${MSISDN}/sms_ussd_mgm_ban`);
  });

  it('offers Remove when call details are blocked (access false) and unblocks them', async () => {
    const onClose = await renderModal('call_details_access');
    await screen.findByText('Access to call details is blocked.');
    expect(screen.queryByRole('button', { name: 'Block access' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the ban' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toContain(`PUT /api/subscribers/${MSISDN}/mykcell/call-details/unblock`);
  });

  it('closes without offering anything for a number that is not found', async () => {
    state = null;
    const onClose = await renderModal('app_block');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(sent).toEqual([`GET /api/subscribers/${MSISDN}/controls`]);
  });
});
