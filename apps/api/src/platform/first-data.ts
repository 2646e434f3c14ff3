import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountsRoutes, authRoutes } from '@kabinet/contract';
import { FIRST_DATA_ELEMENT } from '@kabinet/contract/first-screens';
import { SESSION_COOKIE } from './auth/session-cookie.ts';

/** What the shell asks before anything else: the session check (spec §4) and the user with their companies. */
const FIRST_CALLS = { session: authRoutes.session.path, users: accountsRoutes.users.path } as const;

export interface FirstData {
  /** the data block to put into index.html, empty when the visitor is not signed in */
  block: string;
  /** cookies the calls set (a session found ended is cleared), for the page's answer */
  setCookies: string[];
}

/**
 * decision 015 (round three): for a visitor with a session cookie, the server answers the shell's
 * first two calls itself, through its own routes (`inject`: the same session check, tenancy and
 * rate limits, keyed by the visitor's address), and sends them inside index.html as a JSON data
 * block. The app starts with them (app/first-data.ts) instead of asking after its script has run:
 * one round trip less before the first screen's own calls. Only the visitor's own answers are
 * embedded; the page is then private and never stored (spa.ts).
 */
export async function firstData(app: FastifyInstance, request: FastifyRequest): Promise<FirstData> {
  if (!request.cookies[SESSION_COOKIE]) return { block: '', setCookies: [] };
  const ask = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        ...(request.headers['accept-language']
          ? { 'accept-language': request.headers['accept-language'] }
          : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
  const [session, users] = await Promise.all([ask(FIRST_CALLS.session), ask(FIRST_CALLS.users)]);
  const setCookies = [session, users].flatMap((answer) => {
    const value = answer.headers['set-cookie'];
    return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
  });
  if (session.statusCode !== 200) return { block: '', setCookies };
  const data = {
    session: session.json() as unknown,
    ...(users.statusCode === 200 ? { users: users.json() as unknown } : {}),
  };
  // `<` escaped: no text of the data can close the element or open another
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return {
    block: `<script type="application/json" id="${FIRST_DATA_ELEMENT}">${json}</script>`,
    setCookies,
  };
}
