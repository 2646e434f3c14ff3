import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@kabinet/contract';
import { accountsKeys } from '../../shared/accounts/accounts-api.ts';
import { storage } from '../../shared/storage/storage.ts';
import { customer, fakeServer, type FakeState } from '../../test/fake-server.ts';
import { startFirstCompanyCalls } from './first-company-calls.ts';

const user = (assignCustomers: UserInfo['assignCustomers']): UserInfo => ({
  userId: 'u1',
  firstName: 'Айгүл',
  lastName: 'Сейітова',
  email: 'aigul@example.kz',
  status: 'DONE',
  assignCustomers,
});

let state: FakeState;

beforeEach(() => {
  localStorage.clear();
  state = { signedIn: true, user: user([]), features: {}, debtor: {}, requests: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeServer(state));
});
afterEach(() => vi.restoreAllMocks());

/** The calls made by the time they have all been answered, as "path bin". */
async function callsFor(users: UserInfo, at: string): Promise<string[]> {
  const client = new QueryClient();
  client.setQueryData(accountsKeys.users(), users);
  const url = new URL(at, 'http://localhost');
  startFirstCompanyCalls(client, url);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return state.requests.map((r) => `${r.url.split('?')[0]} ${r.bin}`).sort();
}

describe("the company's first calls from the page's first data (decision 015, round four)", () => {
  it('asks the gate’s three calls and, on /numbers, the list of the stored company, before any render', async () => {
    storage.setClientBin('040840003357');
    const calls = await callsFor(
      user([customer('990340000143', 'ТОО Альфа', true), customer('040840003357', 'ТОО Бета', true)]),
      '/numbers?page=2',
    );
    expect(calls).toEqual([
      '/api/customers/check-aulet 040840003357',
      '/api/customers/is-debtor 040840003357',
      '/api/customers/subscribers 040840003357',
      '/api/features 040840003357',
    ]);
    expect(state.requests.find((r) => r.url.startsWith('/api/customers/subscribers'))?.url).toContain(
      'pageNumber=2',
    );
  });

  it('asks no list on another screen, and nothing for a company the gate does not open', async () => {
    expect(await callsFor(user([customer('990340000143', 'ТОО Альфа', true)]), '/docs_and_reps')).toEqual([
      '/api/customers/check-aulet 990340000143',
      '/api/customers/is-debtor 990340000143',
      '/api/features 990340000143',
    ]);
    state.requests.length = 0;
    // the offer not yet approved, no portal service, no company at all: the gate shows its own page
    for (const customers of [
      [customer('990340000143', 'ТОО Альфа', false)],
      [customer('1', 'ТОО', null)],
      [],
    ])
      expect(await callsFor(user(customers), '/numbers')).toEqual([]);
  });

  it('asks nothing without the first data (the shell asks for the user itself)', () => {
    const client = new QueryClient();
    startFirstCompanyCalls(client, new URL('http://localhost/numbers'));
    expect(client.isFetching()).toBe(0);
    expect(state.requests).toEqual([]);
  });
});
