import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { BULK_UPLOAD_MAX_BYTES } from '@kabinet/contract/bulk-upload';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { BulkUploadPanel } from './bulk-upload-panel.tsx';

// Decision 035: a file over the limit is refused in the browser, before a byte is sent, with the
// catalogue's text; a file within it goes to the server (a .txt as plain bytes).

const BIN = '990340000143';
let sent: { path: string; type: string | null }[] = [];

async function renderPanel() {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['bulk', 'errors', 'common']);
  setApiClientBin(BIN);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <CompanyContext.Provider value={{ bin: BIN } as unknown as CompanyContextValue}>
            <MemoryRouter>
              <BulkUploadPanel />
            </MemoryRouter>
          </CompanyContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return i18n;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body;
      sent.push({
        path: new URL(String(input), 'http://localhost').pathname,
        type: body instanceof Blob ? body.type : null,
      });
      return new Response(JSON.stringify({ status: 400, code: 'bulk_file_bad_header' }), {
        status: 400,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the upload panel', () => {
  it('refuses a file over 5 MB before sending it, with the catalogue’s text', async () => {
    const i18n = await renderPanel();
    const big = new File([new Uint8Array(BULK_UPLOAD_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors:bulk_file_too_large'));
    expect(sent).toEqual([]);
  });

  it('sends a file within the limit, a .txt (Excel’s "Unicode text") as plain bytes', async () => {
    const i18n = await renderPanel();
    const text = new File(['\ufeffnumber\taction\r\n'], 'numbers.txt', { type: 'text/plain' });
    fireEvent.change(fileInput(), { target: { files: [text] } });
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors:bulk_file_bad_header'));
    expect(sent).toEqual([{ path: '/api/bulk/uploads', type: 'application/octet-stream' }]);
  });
});
