import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountsKeys } from '../shared/accounts/accounts-api.ts';
import { seedFirstData } from './first-data.ts';
import { sessionKeys } from './session/use-auth-session.ts';

const page = (json: string) =>
  new DOMParser().parseFromString(
    `<body><div id="root"></div><script type="application/json" id="kabinet-first-data">${json}</script></body>`,
    'text/html',
  );

describe("the server's answers in index.html (decision 015)", () => {
  it('starts the app with the session and the user, once', () => {
    const session = { user: { userId: 'u1', firstName: 'Айгүл' }, expiresAt: '2026-11-26T12:00:00.000Z' };
    const users = { userId: 'u1', customers: [{ bin: '123456789012' }] };
    const doc = page(JSON.stringify({ session, users }).replace(/</g, '\\u003c'));
    const client = new QueryClient();
    seedFirstData(client, doc);
    expect(client.getQueryData(sessionKeys.session)).toEqual(session);
    expect(client.getQueryData(accountsKeys.users())).toEqual(users);
    expect(doc.getElementById('kabinet-first-data')).toBeNull();
  });

  it('without the element, or with a page cut short, the app asks for both itself', () => {
    for (const doc of [new DOMParser().parseFromString('<body></body>', 'text/html'), page('{"session":')]) {
      const client = new QueryClient();
      seedFirstData(client, doc);
      expect(client.getQueryData(sessionKeys.session)).toBeUndefined();
      expect(client.getQueryData(accountsKeys.users())).toBeUndefined();
    }
  });
});
