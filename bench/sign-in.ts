import { TestClient } from '../apps/api/test/client.ts';

/**
 * Signs a demo user in through the real BFF and identity provider, like a browser (DESIGN §4):
 * /auth/login → the IdP's form → /auth/callback. Answers the Cookie header of the session.
 */
export async function signIn(baseUrl: string, username: string, password = 'demo'): Promise<string> {
  const client = new TestClient(baseUrl);
  await client.signIn(username, password);
  return client.cookieHeader();
}
