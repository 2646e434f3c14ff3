import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useListReturnPath } from '../../shared/navigation/list-return.ts';
import { I18nextProvider } from 'react-i18next';
import type { FeaturesResponse, SubscriberCard, SubscribersList } from '@kabinet/contract';
import { FEATURE_NAMES } from '@kabinet/contract/feature-names';
import { toAccess } from '../../shared/access/access.ts';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { createI18n } from '../../shared/i18n/i18n.ts';
import { NumbersPage } from './numbers-page.tsx';

const BIN = '990340000143';

/** The detail page's "back to the list" link, as the page builds it. */
function BackToList() {
  return <Link to={useListReturnPath()}>back to the list</Link>;
}

const card = (msisdn: string, lcStateId: number, label: string | null): SubscriberCard => ({
  msisdn,
  lcState: {
    lcStateId,
    name: { ru: lcStateId === 20 ? 'Активен' : 'Заблокирован', en: '', kk: '' },
    lcStateDate: null,
  },
  state: lcStateId === 20 ? 'ACTIVE' : 'SUSPENDED',
  status: lcStateId === 20 ? 'ACTIVE' : 'BLOCKED',
  tariff: { id: 't', name: { ru: 'Бизнес Безлимит', en: '', kk: '' }, isWorkmate: false },
  type: 'POSTPAID',
  accountNumber: '100000000001',
  iccid: '89997021000000000014',
  label,
  comment: null,
  isM2MSubscriber: false,
  remainingUnitsToSpend: null,
  creditLimit: null,
  availableByCreditLimitOrPiaBalance: null,
  flags: ['C', 'T', 'E', 'L', 'K', 'S', 'Y'],
  costCentre: null,
});

interface Sent {
  url: string;
  bin: string | null;
  body: unknown;
}

let sent: Sent[];
/** the numbers' states as the server has them: a block/unblock changes what the list answers */
let states: Record<string, number>;
/** decision 034: when the server's index of the lines was last reconciled */
let indexedAt: string | null;

function list(pageNumber: number): SubscribersList {
  return {
    // like the server: a page past the last one is empty, with the totals
    data:
      pageNumber > 3
        ? []
        : [
            card('7011234567', states['7011234567']!, 'Директор'),
            card('7021000042', states['7021000042']!, null),
          ],
    status: 'DONE',
    totalSubscriptions: 25,
    totalPages: 3,
    pageNumber,
    mask: { masknum: '7', accountNumber: null, iccid: null, typeAccount: null, label: null, comment: null },
    viewDebtData: null,
    indexedAt,
  };
}

const features: FeaturesResponse = {
  profileName: 'full',
  accessNumbersPage: true,
  accessDocumentsPage: true,
  features: [...FEATURE_NAMES],
  customerFlags: ['Y'],
  subscriberFlags: ['C', 'T', 'E', 'L', 'K', 'S', 'Y'],
};

async function renderPage(path = '/numbers') {
  const i18n = await createI18n('ru');
  await i18n.loadNamespaces(['numbers', 'state-change', 'errors', 'common']);
  const router = createMemoryRouter(
    [
      { path: '/numbers', element: <NumbersPage /> },
      { path: '/sim-change/:msisdn', element: <p>sim change page</p> },
      { path: '/numbers/:msisdn', element: <BackToList /> },
    ],
    { initialEntries: [path] },
  );
  const company = {
    bin: BIN,
    access: toAccess(features),
    debtor: null,
  } as unknown as CompanyContextValue;
  setApiClientBin(BIN);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CompanyContext.Provider value={company}>
            <RouterProvider router={router} />
          </CompanyContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  sent = [];
  indexedAt = null;
  states = { '7011234567': 20, '7021000042': 42 };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push({
        url: url.pathname + url.search,
        bin: new Headers(init?.headers).get('X-Client-Bin'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname.endsWith('/state/eligible'))
        return json({
          blockedChangeStatus: null,
          messageActive: null,
          messageSuspend: null,
          canSuspend: true,
          canActivate: true,
          suspendRefusal: null,
          activateRefusal: null,
        });
      const change = /\/api\/subscribers\/(\d+)\/(suspend|activate)$/.exec(url.pathname);
      if (change) {
        const lcStateId = change[2] === 'suspend' ? 42 : 20;
        states[change[1]!] = lcStateId;
        return json({
          result: 'SUCCESS',
          msisdn: change[1],
          state: lcStateId === 20 ? 'ACTIVE' : 'SUSPENDED',
          lcState: card(change[1]!, lcStateId, null).lcState,
          message: 'status_changed',
        });
      }
      if (url.pathname === '/api/shell-config') return new Response('{}', { status: 404 });
      if (url.pathname.endsWith('/filter-options')) return json({ tariffs: [], accounts: [] });
      const page = Number(url.searchParams.get('pageNumber') ?? 1);
      return json(list(page));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setApiClientBin(null);
});

const lastSearch = () => sent.filter((r) => /^\/api\/customers\/subscribers(\?|$)/.test(r.url)).at(-1)!;

describe('the numbers page', () => {
  it('asks for page 1 with the default mask and nulls, carrying the company BIN', async () => {
    await renderPage();
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    expect(lastSearch()).toEqual({
      url: '/api/customers/subscribers?pageNumber=1&pageSize=10',
      bin: BIN,
      body: {
        msisdnPart: '7',
        accountNumber: null,
        iccid: null,
        typeAccount: null,
        label: null,
        comment: null,
      },
    });
  });

  it('sends what the form holds on submit and puts it in the URL', async () => {
    const router = await renderPage();
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    const form = screen.getByRole('search', { name: 'Поиск номеров' });
    fireEvent.change(within(form).getByLabelText('Метка'), { target: { value: ' Қызмет ' } });
    fireEvent.change(within(form).getByLabelText('Способ оплаты'), { target: { value: 'PREPAID' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?label=%D2%9A%D1%8B%D0%B7%D0%BC%D0%B5%D1%82&type=PREPAID'),
    );
    await waitFor(() =>
      expect(lastSearch().body).toEqual({
        msisdnPart: '7',
        accountNumber: null,
        iccid: null,
        typeAccount: 'PREPAID',
        label: 'Қызмет',
        comment: null,
      }),
    );
  });

  it('reads filters and page from the URL and pages with the pager', async () => {
    const router = await renderPage('/numbers?iccid=8999702&page=2');
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    expect(lastSearch().url).toBe('/api/customers/subscribers?pageNumber=2&pageSize=10');
    expect(lastSearch().body).toMatchObject({ iccid: '8999702', msisdnPart: '7' });
    expect((screen.getByLabelText('ICCID') as HTMLInputElement).value).toBe('8999702');
    const pager = screen.getByRole('navigation', { name: 'Страницы списка номеров' });
    expect(within(pager).getByRole('button', { name: 'Страница 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pager).getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(router.state.location.search).toBe('?iccid=8999702&page=3'));
    await waitFor(() => expect(lastSearch().url).toBe('/api/customers/subscribers?pageNumber=3&pageSize=10'));
    screen.getByText('Всего номеров: 25');
  });

  it('says as of when the list is, the time in Kazakhstan (decision 034)', async () => {
    indexedAt = '2026-03-01T18:30:00.000Z';
    await renderPage('/numbers?page=2');
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    screen.getByText('Всего номеров: 25 · список на 01.03.2026 23:30');
  });

  it('shows the card fields, links with flag Y, and offers SIM change in the menu', async () => {
    await renderPage();
    const active = await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    within(active).getByText('Активен');
    within(active).getByText('Бизнес Безлимит');
    within(active).getByText('Кредитный');
    within(active).getByText('— ₸');
    within(active).getByText('8999 7021 0000 0000 0014');
    within(active).getByText('Директор');
    expect(within(active).getByRole('link', { name: '+7 (701) 123-45-67' }).getAttribute('href')).toBe(
      '/numbers/7011234567',
    );
    const blocked = screen.getByRole('article', { name: '+7 (702) 100-00-42' });
    within(blocked).getByText('Нет метки');
    expect(
      within(blocked).getByRole('button', { name: 'Действия с номером +7 (702) 100-00-42' }),
    ).toBeTruthy();
  });

  it('unblocks a state-42 number from its menu after confirming, and the card shows the new status', async () => {
    await renderPage();
    const blocked = await screen.findByRole('article', { name: '+7 (702) 100-00-42' });
    fireEvent.click(within(blocked).getByRole('button', { name: 'Действия с номером +7 (702) 100-00-42' }));
    // Mantine's transitions never finish in jsdom: the dropdown and the modal stay display:none
    const menu = await screen.findByRole('menu', { hidden: true });
    const unblock = within(menu).getByRole('menuitem', { name: 'Разблокировать', hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Заблокировать', hidden: true })).toBeNull();
    fireEvent.click(unblock);
    const dialog = await screen.findByRole('dialog', { name: 'Изменение статуса номера', hidden: true });
    await within(dialog).findByText('Разблокировать номер +7 (702) 100-00-42?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить', hidden: true }));
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/subscribers/7021000042/activate'));
    await waitFor(() =>
      within(screen.getByRole('article', { name: '+7 (702) 100-00-42' })).getByText('Активен'),
    );
  });

  it('offers block, not unblock, on a state-20 card', async () => {
    await renderPage();
    const active = await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    fireEvent.click(within(active).getByRole('button', { name: 'Действия с номером +7 (701) 123-45-67' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    within(menu).getByRole('menuitem', { name: 'Заблокировать', hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Разблокировать', hidden: true })).toBeNull();
  });

  it('opens a card’s menu with the press that armed it, the menus of other cards already loaded', async () => {
    await renderPage();
    const active = await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    const blocked = screen.getByRole('article', { name: '+7 (702) 100-00-42' });
    // pointing at one card's button brings the menu's code and puts that card's menu in place
    fireEvent.pointerEnter(within(active).getByRole('button', { name: /^Действия с номером/ }));
    await waitFor(() =>
      expect(
        within(active)
          .getByRole('button', { name: /^Действия с номером/ })
          .getAttribute('aria-expanded'),
      ).toBe('false'),
    );
    // a press on another card's plain button focuses it before its click: the click still opens it
    const button = within(blocked).getByRole('button', { name: 'Действия с номером +7 (702) 100-00-42' });
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { hidden: true });
    within(menu).getByRole('menuitem', { name: 'Разблокировать', hidden: true });
  });

  it('goes to the last page from a page past the end, without saying nothing was found (defect 3)', async () => {
    const router = await renderPage('/numbers?label=x&page=9999');
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    expect(router.state.location.search).toBe('?label=x&page=3');
    expect(screen.queryByRole('status', { name: /найден/ })).toBeNull();
    expect(screen.queryByText(/Номер не найден|Номера не найдены/)).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("returns from a number's page to the same list page and filters (defect 7)", async () => {
    const router = await renderPage('/numbers?label=x&page=2');
    const card = await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    fireEvent.click(within(card).getByRole('link', { name: '+7 (701) 123-45-67' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/numbers/7011234567'));
    fireEvent.click(screen.getByRole('link', { name: 'back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/numbers'));
    expect(router.state.location.search).toBe('?label=x&page=2');
  });
});

describe('the list view in the URL (decision 024)', () => {
  it('asks for the URL’s filters, order and size, shows them as chips and clears one by one', async () => {
    const router = await renderPage('/numbers?state=BLOCKED&hasLabel=no&sort=balance&dir=desc&size=20');
    await screen.findByRole('article', { name: '+7 (701) 123-45-67' });
    expect(lastSearch().url).toBe(
      '/api/customers/subscribers?pageNumber=1&pageSize=20&sort=balance&direction=desc',
    );
    expect(lastSearch().body).toMatchObject({ states: ['BLOCKED'], hasLabel: false });
    const chips = screen.getByRole('group', { name: 'Заданные фильтры' });
    within(chips).getByText('Состояние: Заблокирован');
    fireEvent.click(within(chips).getByRole('button', { name: 'Убрать фильтр «Без метки»' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=BLOCKED&sort=balance&dir=desc&size=20'),
    );
    await waitFor(() => expect(lastSearch().body).not.toHaveProperty('hasLabel'));
    fireEvent.click(within(chips).getByRole('button', { name: 'Сбросить все' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=balance&dir=desc&size=20'));
    expect(screen.queryByRole('group', { name: 'Заданные фильтры' })).toBeNull();
  });

  it('names a parameter it cannot understand, drops it from the URL and applies the rest', async () => {
    const router = await renderPage('/numbers?state=SLEEPING&size=30&type=PREPAID');
    await screen.findByText('Часть ссылки не распознана');
    screen.getByText('Эти параметры устарели или заданы неверно и не применены: state, size.');
    await waitFor(() => expect(router.state.location.search).toBe('?type=PREPAID'));
    await waitFor(() => expect(lastSearch().body).toMatchObject({ typeAccount: 'PREPAID' }));
    expect(lastSearch().body).not.toHaveProperty('states');
  });

  it('drops a tariff the company does not have, with the same notice', async () => {
    const router = await renderPage('/numbers?tariff=retired-plan&state=ACTIVE');
    await screen.findByText('Эти параметры устарели или заданы неверно и не применены: tariff.');
    await waitFor(() => expect(router.state.location.search).toBe('?state=ACTIVE'));
    // the list was asked before the company's tariffs were known; it is asked again without it
    await waitFor(() => expect(lastSearch().body).not.toHaveProperty('tariffId'));
    expect(lastSearch().body).toMatchObject({ states: ['ACTIVE'] });
  });
});
