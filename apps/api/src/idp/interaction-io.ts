import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { SIGN_IN_LANGUAGE_COOKIE } from '@kabinet/contract/constants';
import type { IdpLanguage } from './sign-in-texts.ts';

// The dev IdP's own pages (sign-in, registration): HTML out, a small form in, and the sign-in's end.

const MAX_FORM_BYTES = 16 * 1024;
const LANGUAGE_COOKIE_MAX_AGE_S = 10 * 60;

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  res.setHeader('X-Frame-Options', 'DENY');
  res.end(html);
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Signs the account in and goes on with the authorization request. */
export async function finishSignIn(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  lang: IdpLanguage,
  subject: string,
): Promise<void> {
  // the portal opens in the language chosen here: a preference, not a secret,
  // so the SPA reads it once and keeps its own copy
  res.appendHeader(
    'Set-Cookie',
    `${SIGN_IN_LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
  );
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: subject, remember: false } },
    { mergeWithLastSubmission: false },
  );
}
