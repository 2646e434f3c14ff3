import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { SIGN_IN_LANGUAGE_COOKIE } from '@kabinet/contract/constants';
import { DEMO_USERS, type DemoUser } from '../db/seed/demo-users.ts';
import { DEV_IDP_PATH } from './dev-client.ts';
import { renderErrorPage, renderSignInPage } from './idp-views.ts';
import { throttleKeys, type SignInThrottle } from './sign-in-throttle.ts';
import { pickLanguage, type IdpLanguage } from './sign-in-texts.ts';

const MAX_FORM_BYTES = 16 * 1024;
const LANGUAGE_COOKIE_MAX_AGE_S = 10 * 60;
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/login)?$/;

function sendHtml(res: ServerResponse, status: number, html: string): void {
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

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkDemoCredentials(username: string, password: string): DemoUser | undefined {
  const user = DEMO_USERS.find((u) => u.username === username.trim().toLowerCase());
  // compare anyway so a wrong username costs the same as a wrong password
  const ok = sameSecret(user?.password ?? '\u0000', password);
  return user && ok ? user : undefined;
}

/**
 * The sign-in interaction of the dev IdP (login prompt). Consent never shows: the grant of the
 * first-party client is created by loadExistingGrant. Answers false for paths that are not its own.
 * `path` is relative to /idp; the request still carries its full URL.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  guard: { throttle: SignInThrottle; clientIp: string },
): Promise<boolean> {
  const match = INTERACTION_PATH.exec(path);
  if (!match) return false;
  const [, uid, isLoginPost] = match;
  const method = req.method ?? 'GET';
  if ((isLoginPost && method !== 'POST') || (!isLoginPost && method !== 'GET' && method !== 'HEAD')) {
    res.statusCode = 405;
    res.end();
    return true;
  }

  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // the interaction cookie is missing or expired: nothing to resume
    sendHtml(res, 400, renderErrorPage(pickLanguage(query.get('lang'), undefined), '/'));
    return true;
  }
  const action = `${DEV_IDP_PATH}/interaction/${details.uid}/login`;
  const hrefFor = (lang: IdpLanguage) => `${DEV_IDP_PATH}/interaction/${details.uid}?lang=${lang}`;
  if (details.uid !== uid) {
    sendHtml(res, 400, renderErrorPage(pickLanguage(query.get('lang'), details.params.ui_locales), '/'));
    return true;
  }

  if (!isLoginPost) {
    const lang = pickLanguage(query.get('lang'), details.params.ui_locales);
    if (details.prompt.name === 'login') {
      sendHtml(res, 200, renderSignInPage({ lang, action, hrefFor }));
      return true;
    }
    // any other prompt (consent) for the first-party client is granted as is
    await finishConsent(provider, req, res, details);
    return true;
  }

  const form = await readForm(req);
  const lang = pickLanguage(form.get('lang'), details.params.ui_locales);
  const username = form.get('username') ?? '';
  const password = form.get('password') ?? '';
  if (!username.trim() || !password) {
    sendHtml(res, 200, renderSignInPage({ lang, action, hrefFor, username, error: 'missingFields' }));
    return true;
  }
  // decision 012: while the account or the address waits or is locked, the password is not even checked
  const keys = throttleKeys(username, guard.clientIp);
  const wait = await guard.throttle.waitSeconds(keys);
  if (wait > 0) {
    res.setHeader('Retry-After', String(wait));
    const page = { lang, action, hrefFor, username, retryAfterSeconds: wait };
    sendHtml(res, 429, renderSignInPage({ ...page, error: 'tooManyAttempts' }));
    return true;
  }
  const user = checkDemoCredentials(username, password);
  if (!user) {
    await guard.throttle.recordFailure(keys);
    sendHtml(res, 200, renderSignInPage({ lang, action, hrefFor, username, error: 'wrongCredentials' }));
    return true;
  }
  await guard.throttle.recordSuccess(keys[0]!);
  // the portal opens in the language chosen here: a preference, not a secret,
  // so the SPA reads it once and keeps its own copy
  res.appendHeader(
    'Set-Cookie',
    `${SIGN_IN_LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
  );
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.subject, remember: false } },
    { mergeWithLastSubmission: false },
  );
  return true;
}

async function finishConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
): Promise<void> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
