import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { openInvitation, type OpenedInvitation } from '../modules/team/team-invitation-link.ts';
import { DEV_IDP_PATH } from './dev-client.ts';
import { passwordProblem, type IdpAccounts } from './idp-accounts.ts';
import { finishSignIn, readForm, sendHtml } from './interaction-io.ts';
import { REGISTRATION_TEXTS, type RegistrationError } from './registration-texts.ts';
import { renderRefusalPage, renderRegistrationPage } from './registration-view.ts';
import { pickLanguage, type IdpLanguage } from './sign-in-texts.ts';

// decision 029: a person invited by e-mail who has no account creates one here, for the invited
// address only, and is signed in at once; the portal's /join page then accepts the invitation. The
// invitation must still be pending when the form is sent: a used, revoked or expired link creates
// nothing.

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const NAME_MAX = 100;

/** The invitation the portal's /auth/login passed along with the authorization request, if any. */
export async function invitationOf(db: Db, details: Details): Promise<OpenedInvitation | null> {
  const token = details.params.invitation;
  return typeof token === 'string' && token !== '' ? openInvitation(db, token) : null;
}

/** The sign-in page's line for an invitee who has an account already, or whose link is refused. */
export function invitedSignInNotice(lang: IdpLanguage, invitation: OpenedInvitation): string {
  const t = REGISTRATION_TEXTS[lang];
  if (invitation.state === 'refused') return t.refusals[invitation.refusal];
  return t.signInAsInvited.replace('{company}', invitation.companyName).replace('{email}', invitation.email);
}

export async function handleRegistration(input: {
  provider: Provider;
  req: IncomingMessage;
  res: ServerResponse;
  details: Details;
  query: URLSearchParams;
  accounts: IdpAccounts;
  db: Db;
}): Promise<void> {
  const { provider, req, res, details, accounts, db } = input;
  const isPost = req.method === 'POST';
  const form = isPost ? await readForm(req) : null;
  const lang = pickLanguage(form?.get('lang') ?? input.query.get('lang'), details.params.ui_locales);
  const base = `${DEV_IDP_PATH}/interaction/${details.uid}`;
  const signInHref = `${base}?signIn=1&lang=${lang}`;

  const invitation = await invitationOf(db, details);
  if (!invitation || invitation.state === 'refused') {
    const refusal = invitation?.state === 'refused' ? invitation.refusal : 'team_invitation_not_found';
    sendHtml(res, isPost ? 409 : 200, renderRefusalPage(lang, refusal, signInHref));
    return;
  }
  const page = {
    lang,
    action: `${base}/register`,
    hrefFor: (code: IdpLanguage) => `${base}/register?lang=${code}`,
    signInHref,
    companyName: invitation.companyName,
    email: invitation.email,
  };
  if (!form) {
    sendHtml(res, 200, renderRegistrationPage(page));
    return;
  }

  const firstName = (form.get('firstName') ?? '').trim();
  const lastName = (form.get('lastName') ?? '').trim();
  const refuse = (error: RegistrationError, status = 400) =>
    sendHtml(res, status, renderRegistrationPage({ ...page, firstName, lastName, error }));
  const error = formError(form, invitation.email, firstName, lastName);
  if (error) return refuse(error);
  if (await accounts.emailTaken(invitation.email)) return refuse('accountExists', 409);
  const created = await accounts.create({
    email: invitation.email,
    firstName,
    lastName,
    password: form.get('password')!,
  });
  if (!created) return refuse('accountExists', 409);
  await finishSignIn(provider, req, res, lang, created.subject);
}

/** The form's first problem, in the order a person reads the form. */
function formError(
  form: URLSearchParams,
  invitedEmail: string,
  firstName: string,
  lastName: string,
): RegistrationError | null {
  const email = (form.get('email') ?? '').trim().toLowerCase();
  // the field is read-only; a different address was typed around it: the link admits one address
  if (email !== invitedEmail.toLowerCase()) return 'emailMismatch';
  const password = form.get('password') ?? '';
  if (!firstName || !lastName || !password) return 'missingFields';
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) return 'nameTooLong';
  const problem = passwordProblem(password, invitedEmail);
  if (problem) return problem;
  if (password !== form.get('passwordRepeat')) return 'passwordsDiffer';
  return null;
}
