import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { IccidForm } from './iccid-form.tsx';

// spec §4 SIM modal: Continue only at 20 digits; a 500 keeps the form with the error flag and the
// button disabled; any other answer resets the ICCID to the prefix and ends the form.

const BIN = '990340000143';
const MSISDN = '7011234567';
const ICCID = '89997025000000001018';
let answers: Response[] = [];
let sent: string[] = [];

const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ status, code, message: code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

async function renderForm(onDone = vi.fn()) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['sim-change', 'errors', 'success', 'common']);
  setApiClientBin(BIN);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <CompanyContext.Provider value={{ bin: BIN } as unknown as CompanyContextValue}>
            <IccidForm msisdn={MSISDN} onDone={onDone} onCancel={() => {}} />
          </CompanyContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onDone;
}

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(url.pathname + url.search);
      return answers.shift() ?? problem(500, 'system_error');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = () => screen.getByLabelText('ICCID of the new SIM card') as HTMLInputElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });
const button = () => screen.getByRole('button', { name: 'Continue' });

describe('ICCID form', () => {
  it('starts at 8999 702 and enables Continue only at 20 digits', async () => {
    await renderForm();
    expect(field().value).toBe('8999 702');
    expect(button()).toHaveProperty('disabled', true);
    type(ICCID.slice(0, 19));
    expect(button()).toHaveProperty('disabled', true);
    type(ICCID);
    expect(field().value).toBe('8999 7025 0000 0000 1018');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('keeps the form on a 500 with the error flag and Continue disabled until the ICCID is edited', async () => {
    const onDone = await renderForm();
    answers = [problem(500, 'system_error')];
    type(ICCID);
    fireEvent.click(button());
    await screen.findByRole('alert');
    expect(sent).toEqual([`/api/subscribers/${MSISDN}/change-sim?iccId=${ICCID}`]);
    expect(field().value).toBe('8999 7025 0000 0000 1018');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(button()).toHaveProperty('disabled', true);
    expect(onDone).not.toHaveBeenCalled();
    type(ICCID.slice(0, 19));
    type(ICCID);
    expect(button()).toHaveProperty('disabled', false);
  });

  it('closes and resets on a 503, like any answer but a 500 (spec §4 SIM modal)', async () => {
    const onDone = await renderForm();
    answers = [problem(503, 'service_unavailable')];
    type(ICCID);
    fireEvent.click(button());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(field().value).toBe('8999 702');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resets to the prefix and ends on a refusal or a success', async () => {
    const onDone = await renderForm();
    answers = [problem(409, 'sim_change_failed')];
    type(ICCID);
    fireEvent.click(button());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(field().value).toBe('8999 702');

    answers = [
      new Response(
        JSON.stringify({
          result: 'SUCCESS',
          message: 'sim_changed',
          msisdn: MSISDN,
          iccid: ICCID,
          iccidChangeDate: '2026-11-23T10:00:00.000Z',
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    ];
    type(ICCID);
    fireEvent.click(button());
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith(expect.objectContaining({ iccid: ICCID })));
    expect(field().value).toBe('8999 702');
  });
});
