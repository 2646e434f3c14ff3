import { escapeHtml } from '../platform/html-escape.ts';
import type { InvitationRefusal } from '../modules/team/team-invitation-link.ts';
import { languageSwitch, layout } from './idp-views.ts';
import { REGISTRATION_TEXTS, type RegistrationError } from './registration-texts.ts';
import type { IdpLanguage } from './sign-in-texts.ts';

export interface RegistrationPageInput {
  lang: IdpLanguage;
  /** where the form posts */
  action: string;
  /** the page in another language */
  hrefFor: (lang: IdpLanguage) => string;
  /** the sign-in form of the same interaction */
  signInHref: string;
  companyName: string;
  /** the invitation's: shown, not editable */
  email: string;
  firstName?: string;
  lastName?: string;
  error?: RegistrationError;
}

const PASSWORD_ERRORS = new Set<RegistrationError>([
  'passwordTooShort',
  'passwordTooLong',
  'passwordWeak',
  'passwordHasEmail',
  'passwordsDiffer',
]);

/** decision 029: the embedded IdP's form to create the account an invitation is addressed to. */
export function renderRegistrationPage(input: RegistrationPageInput): string {
  const t = REGISTRATION_TEXTS[input.lang];
  const error = input.error
    ? `<p class="error" role="alert" id="register-error">${escapeHtml(t.errors[input.error])}</p>`
    : '';
  const invalid = (isWrong: boolean) => (isWrong ? ' aria-invalid="true"' : '');
  const isPasswordWrong = input.error !== undefined && PASSWORD_ERRORS.has(input.error);
  const isNameWrong = input.error === 'missingFields' || input.error === 'nameTooLong';
  const passwordDescribed = `password-rules${isPasswordWrong ? ' register-error' : ''}`;
  const body = `
${languageSwitch(input.lang, input.hrefFor)}
<div class="brand">Kabinet</div>
<h1>${escapeHtml(t.heading)}</h1>
<p class="lead">${escapeHtml(t.lead.replace('{company}', input.companyName))}</p>
<form method="post" action="${escapeHtml(input.action)}" autocomplete="on" novalidate>
${error}
<input type="hidden" name="lang" value="${input.lang}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(input.email)}" aria-describedby="email-hint">
<p class="hint" id="email-hint">${escapeHtml(t.emailHint)}</p>
<label for="firstName">${escapeHtml(t.firstName)}</label>
<input id="firstName" name="firstName" autocomplete="given-name" required maxlength="100" value="${escapeHtml(input.firstName ?? '')}"${invalid(isNameWrong && !input.firstName)}>
<label for="lastName">${escapeHtml(t.lastName)}</label>
<input id="lastName" name="lastName" autocomplete="family-name" required maxlength="100" value="${escapeHtml(input.lastName ?? '')}"${invalid(isNameWrong && !input.lastName)}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="${passwordDescribed}"${invalid(isPasswordWrong)}>
<p class="hint" id="password-rules">${escapeHtml(t.passwordRules)}</p>
<label for="passwordRepeat">${escapeHtml(t.passwordRepeat)}</label>
<input id="passwordRepeat" name="passwordRepeat" type="password" autocomplete="new-password" required${invalid(input.error === 'passwordsDiffer')}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="hint">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(input.signInHref)}">${escapeHtml(t.signInLink)}</a></p>`;
  return layout(input.lang, t.pageTitle, body);
}

/** The link no longer opens anything: why, and the way to the sign-in form. */
export function renderRefusalPage(lang: IdpLanguage, refusal: InvitationRefusal, signInHref: string): string {
  const t = REGISTRATION_TEXTS[lang];
  const body = `<div class="brand">Kabinet</div>
<h1>${escapeHtml(t.refusalTitle)}</h1>
<p class="error" role="alert">${escapeHtml(t.refusals[refusal])}</p>
<p><a href="${escapeHtml(signInHref)}">${escapeHtml(t.signInLink)}</a></p>`;
  return layout(lang, t.refusalTitle, body);
}
