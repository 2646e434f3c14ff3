import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { DEMO_USERS, type DemoUser } from '../db/seed/demo-users.ts';
import { DEV_IDP_PATH } from './dev-client.ts';
import type { IdpAccounts } from './idp-accounts.ts';
import { renderErrorPage, renderSignInPage } from './idp-views.ts';
import { finishSignIn, readForm, sendHtml } from './interaction-io.ts';
import { handleRegistration, invitationOf, invitedSignInNotice } from './registration.ts';
import { throttleKeys, type SignInThrottle } from './sign-in-throttle.ts';
import { pickLanguage, type IdpLanguage } from './sign-in-texts.ts';

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/login|\/register)?$/;

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

/** What the sign-in interaction reads besides the request. */
export interface InteractionDeps {
  throttle: SignInThrottle;
  clientIp: string;
  db: Db;
  accounts: IdpAccounts;
}

/**
 * The sign-in interaction of the dev IdP (login prompt), and the registration from an invitation
 * (decision 029, `registration.ts`). Consent never shows: the grant of the
 * first-party client is created by loadExistingGrant. Answers false for paths that are not its own.
 * `path` is relative to /idp; the request still carries its full URL.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  guard: InteractionDeps,
): Promise<boolean> {
  const match = INTERACTION_PATH.exec(path);
  if (!match) return false;
  const [, uid, suffix] = match;
  const isLoginPost = suffix === '/login';
  const isRegister = suffix === '/register';
  const method = req.method ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';
  if (
    (isLoginPost && method !== 'POST') ||
    (!suffix && !isRead) ||
    (isRegister && !isRead && method !== 'POST')
  ) {
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
  // decision 029: ?signIn=1 is the sign-in form of an invitee who chose it over creating an account
  const signInOnly = query.get('signIn') === '1' ? '&signIn=1' : '';
  const hrefFor = (lang: IdpLanguage) =>
    `${DEV_IDP_PATH}/interaction/${details.uid}?lang=${lang}${signInOnly}`;
  if (details.uid !== uid) {
    sendHtml(res, 400, renderErrorPage(pickLanguage(query.get('lang'), details.params.ui_locales), '/'));
    return true;
  }

  if (isRegister) {
    if (details.prompt.name !== 'login') {
      await finishConsent(provider, req, res, details);
      return true;
    }
    await handleRegistration({ provider, req, res, details, query, ...guard });
    return true;
  }

  if (!isLoginPost) {
    const lang = pickLanguage(query.get('lang'), details.params.ui_locales);
    if (details.prompt.name === 'login') {
      // decision 029: an invitation to an e-mail without an account opens the form to create it
      const invitation = await invitationOf(guard.db, details);
      if (
        invitation?.state === 'pending' &&
        !signInOnly &&
        !(await guard.accounts.emailTaken(invitation.email))
      ) {
        await handleRegistration({ provider, req, res, details, query, ...guard });
        return true;
      }
      const notice = invitation ? invitedSignInNotice(lang, invitation) : undefined;
      sendHtml(res, 200, renderSignInPage({ lang, action, hrefFor, notice }));
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
  const user = checkDemoCredentials(username, password) ?? (await guard.accounts.verify(username, password));
  if (!user) {
    await guard.throttle.recordFailure(keys);
    sendHtml(res, 200, renderSignInPage({ lang, action, hrefFor, username, error: 'wrongCredentials' }));
    return true;
  }
  await guard.throttle.recordSuccess(keys[0]!);
  await finishSignIn(provider, req, res, lang, user.subject);
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
