import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Customer } from '@kabinet/contract';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { theme } from '../theme.ts';
import { CompanySelect } from './company-select.tsx';

// The header's company select (decision 028, round four): the platform's select below 8 companies,
// Mantine's searchable one from 8; a keyboard user walks the closed select without switching.

const company = vi.hoisted(() => ({
  bin: '990340000143',
  customers: [] as Customer[],
  selectCompany: vi.fn(),
}));
vi.mock('../../shared/company/company-context.ts', () => ({
  useCompany: () => ({
    user: { assignCustomers: company.customers },
    bin: company.bin,
    selectCompany: company.selectCompany,
  }),
}));

const customer = (bin: string, alias: string): Customer => ({
  bin,
  alias,
  customerName: alias,
  clientServices: [],
});

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n('ru', ['shell']);
});
afterEach(() => {
  cleanup();
  company.selectCompany.mockReset();
});

function renderSelect(count: number) {
  company.customers = Array.from({ length: count }, (_, i) =>
    customer(`99034000014${i}`, `Компания ${i + 1}`),
  );
  company.bin = company.customers[0]!.bin;
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <CompanySelect />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByLabelText('Выбор компании');
}

describe('the company select', () => {
  it('is the platform’s select for 7 companies and switches on a pick from its list', async () => {
    const select = renderSelect(7);
    expect(select.tagName).toBe('SELECT');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toHaveLength(7);
    fireEvent.change(select, { target: { value: '990340000142' } });
    expect((select as HTMLSelectElement).value).toBe('990340000142');
    await waitFor(() => expect(company.selectCompany).toHaveBeenCalledWith('990340000142'));
  });

  it('waits for Enter after a key changed the closed select, and goes back on Escape', async () => {
    const select = renderSelect(3) as HTMLSelectElement;
    // a letter on a closed select changes its value in the key's own default action
    fireEvent.keyDown(select, { key: 'К' });
    fireEvent.change(select, { target: { value: '990340000141' } });
    expect(select.value).toBe('990340000141');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select.value).toBe('990340000140');

    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '990340000142' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(company.selectCompany).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(company.selectCompany).toHaveBeenCalledWith('990340000142'));
    expect(company.selectCompany).toHaveBeenCalledTimes(1);
  });

  it('switches on Enter in the open list even when the timer of the key that opened it has not run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const select = renderSelect(3) as HTMLSelectElement;
      // an arrow opens the list (Chromium's in-page list); on a loaded page its timer waits
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      const option = select.options[2]!;
      fireEvent.keyDown(option, { key: 'ArrowDown' });
      fireEvent.keyDown(option, { key: 'Enter' });
      fireEvent.change(select, { target: { value: '990340000142' } });
      expect(select.value).toBe('990340000142');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(company.selectCompany).toHaveBeenCalledWith('990340000142'));
  });

  it('switches at once on a pick by pointer, whatever key came before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const select = renderSelect(3) as HTMLSelectElement;
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.pointerDown(select.options[1]!);
      fireEvent.change(select, { target: { value: '990340000141' } });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(company.selectCompany).toHaveBeenCalledWith('990340000141'));
  });

  it('switches to the company walked to when the focus leaves', async () => {
    const select = renderSelect(3);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '990340000141' } });
    fireEvent.blur(select);
    await waitFor(() => expect(company.selectCompany).toHaveBeenCalledWith('990340000141'));
  });

  it('is searchable from 8 companies', async () => {
    renderSelect(8);
    const input = await waitFor(() => {
      const element = screen.getByRole('combobox', { name: 'Выбор компании' });
      expect(element.tagName).toBe('INPUT');
      return element;
    });
    expect(input.getAttribute('readonly')).toBeNull();
  });
});
