import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { App } from './app.tsx';
import { createI18n } from '../shared/i18n/i18n.ts';
import { browserLocation } from '../shared/session/browser-location.ts';
import { resetSignInRedirect } from '../shared/session/auth-api.ts';
import { customer, fakeServer, type FakeState } from '../test/fake-server.ts';

let i18n: I18n;
let state: FakeState;
let shownPath = '';

function LocationProbe() {
  shownPath = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  const Router = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(<App i18n={i18n} Router={Router} />);
}

const location = () => shownPath;

/** A desktop browser: the header shows its menus (jsdom's matchMedia matches nothing). */
function asWideScreen() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('min-width'),
  }));
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  state = {
    signedIn: true,
    user: {
      userId: 'u1',
      firstName: 'Айгүл',
      lastName: 'Сейітова',
      email: 'aigul@example.kz',
      status: 'DONE',
      assignCustomers: [
        customer('990340000143', 'ТОО Альфа', true),
        customer('040840003357', 'ТОО Бета', true, 'docs'),
      ],
    },
    features: {
      '990340000143': { features: ['view_subscribers', 'payments_history'] },
      '040840003357': { accessNumbersPage: false, features: ['actions_history', 'invoice_register'] },
    },
    debtor: {},
    requests: [],
  };
  vi.stubGlobal('fetch', vi.fn(fakeServer(state)));
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  resetSignInRedirect();
  i18n = await createI18n('ru');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the portal shell', () => {
  it('lands an approved company with both pages on /numbers with its four tabs', async () => {
    renderAt('/');
    await waitFor(() => expect(location()).toBe('/numbers'));
    const tabs = await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Номера', 'Обзор', 'Документы и отчёты', 'Перевод баланса']);
    expect(await screen.findByRole('heading', { name: 'Номера' })).toBeTruthy();
    const featureCall = state.requests.find((r) => r.url.startsWith('/api/features'));
    expect(featureCall).toMatchObject({ bin: '990340000143', url: '/api/features?profileName=full' });
    expect(localStorage.getItem('kabinet.clientBin')).toBe('990340000143');
  });

  it('lands a documents-only company on its first documents sub-tab', async () => {
    localStorage.setItem('kabinet.clientBin', '040840003357');
    renderAt('/');
    await waitFor(() => expect(location()).toBe('/docs_and_reps/action_history'));
    const tabs = await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Документы и отчёты', 'Перевод баланса']);
    renderAt('/numbers');
    await waitFor(() => expect(location()).toBe('/docs_and_reps/action_history'));
  });

  it('shows "not available" for a feature the company lacks', async () => {
    renderAt('/balance-transfer');
    expect(await screen.findByText('Извините, эта функция вам недоступна')).toBeTruthy();
  });

  it('redirects the number detail without flag Y', async () => {
    renderAt('/numbers/7012345678');
    await waitFor(() => expect(location()).toBe('/numbers'));
  });

  it('shows the offer, keeps Send disabled until ticked, and opens the app after approval', async () => {
    state.user.assignCustomers[0] = customer('990340000143', 'ТОО Альфа', false);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Публичная оферта' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('<script');
    expect(document.body.innerHTML).not.toContain('onerror');
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(location()).toBe('/numbers'));
    expect(state.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/accounts/api/offers/offer-1/approve',
      bin: '990340000143',
      body: { serviceAlias: 'b2b_selfcare', userId: 'u1', customerId: '990340000143' },
    });
  });

  it('resets the approval on offer_not_approved and asks to accept the public agreement', async () => {
    state.featuresError = 'offer_not_approved';
    renderAt('/numbers');
    expect(await screen.findByRole('heading', { name: 'Публичный договор' })).toBeTruthy();
    expect(
      screen.getByText('Для пользования сервисом необходимо принять условия Публичного договора.'),
    ).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    state.featuresError = undefined;
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(location()).toBe('/numbers'));
    expect(await screen.findByRole('navigation', { name: 'Разделы кабинета' })).toBeTruthy();
  });

  it('shows no-access for a company without the portal service', async () => {
    state.user.assignCustomers = [customer('990340000143', 'ТОО Альфа', null)];
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Нет доступа к корпоративному кабинету' }),
    ).toBeTruthy();
  });

  it('shows a guest the welcome page and the four steps with the template', async () => {
    state.user.assignCustomers = [];
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Подключить' }));
    const download = await screen.findByRole('link', { name: 'Скачать шаблон заявления (RTF)' });
    expect(download.getAttribute('href')).toBe('/templates/kabinet-application.rtf');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    fireEvent.click(screen.getByRole('button', { name: 'Я получил(-а) уведомление' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends an unauthenticated user to sign-in with the path to come back to', async () => {
    state.signedIn = false;
    renderAt('/');
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
    expect(vi.mocked(browserLocation.assign).mock.calls[0]![0]).toMatch(/^\/auth\/login\?returnTo=/);
  });

  it('shows the penalty and debtor notices once per BIN', async () => {
    state.debtor['990340000143'] = { isDebtor: true, penaltyNotice: true };
    renderAt('/numbers');
    const penalty = await screen.findByRole('dialog', { name: 'Начисляется пеня' });
    fireEvent.click(within(penalty).getByRole('button', { name: 'Понятно' }));
    const debtor = await screen.findByRole('dialog', { name: 'У компании есть задолженность' });
    fireEvent.click(within(debtor).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('kabinet.noticeClosed.penalty.990340000143')).toBe('1');
    expect(localStorage.getItem('kabinet.noticeClosed.debtor.990340000143')).toBe('1');
  });

  it('switches company: new BIN on calls, new flags and tabs, stored number cleared', async () => {
    asWideScreen();
    localStorage.setItem('kabinet.currentSubscriber', '7012345678');
    renderAt('/numbers');
    await screen.findByRole('heading', { name: 'Номера' });
    fireEvent.change((await screen.findAllByLabelText('Выбор компании'))[0]!, {
      target: { value: '040840003357' },
    });
    await waitFor(() => expect(location()).toBe('/docs_and_reps/action_history'));
    expect(localStorage.getItem('kabinet.clientBin')).toBe('040840003357');
    expect(localStorage.getItem('kabinet.currentSubscriber')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Документы и отчёты', 'Перевод баланса']);
    expect(state.requests.filter((r) => r.url.startsWith('/api/features')).map((r) => r.bin)).toEqual([
      '990340000143',
      '040840003357',
    ]);
  });

  it('closes the phone menu once a company is picked in it (it stayed open over the page)', async () => {
    renderAt('/numbers');
    await screen.findByRole('heading', { name: 'Номера' });
    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    const menu = await waitFor(() => {
      const element = document.getElementById('mobile-menu');
      expect(element).not.toBeNull();
      return element!;
    });
    fireEvent.change(within(menu).getByLabelText('Выбор компании'), { target: { value: '040840003357' } });
    await waitFor(() => expect(location()).toBe('/docs_and_reps/action_history'));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('switches language and remembers it', async () => {
    asWideScreen();
    renderAt('/numbers');
    await screen.findByRole('heading', { name: 'Номера' });
    const kazakh = await screen.findByRole('radio', { name: /ҚАЗ/ });
    await act(async () => {
      fireEvent.click(kazakh);
    });
    expect(await screen.findByRole('heading', { name: 'Нөмірлер' })).toBeTruthy();
    expect(localStorage.getItem('kabinet.language')).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
  });
});
