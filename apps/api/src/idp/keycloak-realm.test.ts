import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed/demo-users.ts';
import { BACKCHANNEL_LOGOUT_PATH } from '../platform/auth/backchannel-logout.ts';

const REALM_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/keycloak/realm.json',
);

interface RealmUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  credentials: { type: string; value: string }[];
}

describe('deploy/keycloak/realm.json', () => {
  it('has the demo users of the dev IdP, with the same subject (user id), e-mail, names and password', async () => {
    const realm = JSON.parse(await fs.readFile(REALM_FILE, 'utf8')) as { realm: string; users: RealmUser[] };
    expect(realm.realm).toBe('kabinet');
    expect(realm.users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username));
    for (const demo of DEMO_USERS) {
      const user = realm.users.find((u) => u.username === demo.username)!;
      expect(user).toMatchObject({
        id: demo.subject,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
      });
      expect(user.credentials).toEqual([expect.objectContaining({ type: 'password', value: demo.password })]);
    }
  });

  it('declares the portal as a confidential client with PKCE S256 and its callback and logout URIs', async () => {
    const realm = JSON.parse(await fs.readFile(REALM_FILE, 'utf8'));
    const client = realm.clients.find((c: { clientId: string }) => c.clientId === 'kabinet');
    expect(client).toMatchObject({
      publicClient: false,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      attributes: expect.objectContaining({ 'pkce.code.challenge.method': 'S256' }),
    });
    expect(client.redirectUris).toContain('http://localhost:3000/auth/callback');
    expect(client.attributes['post.logout.redirect.uris']).toContain('http://localhost:3000/');
    // decision 035: Keycloak tells the portal when it ends a session (Back-Channel Logout)
    expect(client.attributes).toMatchObject({
      'backchannel.logout.url': `http://localhost:3000${BACKCHANNEL_LOGOUT_PATH}`,
      'backchannel.logout.session.required': 'true',
    });
  });
});
