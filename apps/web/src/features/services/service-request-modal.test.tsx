import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Product } from '@kabinet/contract';
import { createI18n } from '../../shared/i18n/i18n.ts';

type I18n = Awaited<ReturnType<typeof createI18n>>;
let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['number-detail', 'common']);
});
import { ServiceRequestModal } from './service-request-modal.tsx';
import type { ServiceRequest } from './use-service-request.ts';

// a double click on Continue sent two requests (success, then still_pending).

const product = {
  productOfferingId: 'PKG_VOICE_500',
  name: { ru: 'Голос 500', en: 'Voice 500', kk: 'Дауыс 500' },
  fee: 0,
} as unknown as Product;

const request: ServiceRequest = {
  phase: 'decided',
  intent: 'connect',
  row: { key: 'PKG_VOICE_500', product, status: 'available', isOn: false },
  decision: { kind: 'confirm' },
};

const modal = (onConfirm: () => void, isSending = false) => (
  <MantineProvider>
    <I18nextProvider i18n={i18n}>
      <ServiceRequestModal
        request={request}
        isSending={isSending}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />
    </I18nextProvider>
  </MantineProvider>
);

describe('service request confirmation', () => {
  it('sends one request for a double click on Continue', async () => {
    const onConfirm = vi.fn();
    render(modal(onConfirm));
    const button = await screen.findByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can confirm again once the request has settled', async () => {
    const onConfirm = vi.fn();
    const view = render(modal(onConfirm));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const rerender = (isSending: boolean) => view.rerender(modal(onConfirm, isSending));
    rerender(true);
    rerender(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
