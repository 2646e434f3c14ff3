import { DEMO_USERS } from '../db/seed/demo-users.ts';
import { escapeHtml } from '../platform/html-escape.ts';
import { IDP_LANGUAGES, SIGN_IN_TEXTS, type IdpLanguage } from './sign-in-texts.ts';

// inline only: the IdP page must not depend on external assets (fonts, CDNs)
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
background:#f3f5f9;color:#1d2433;display:flex;align-items:flex-start;justify-content:center}
main{width:100%;max-width:420px;margin:6vh 16px 24px;background:#fff;border-radius:14px;
box-shadow:0 6px 24px rgba(20,30,60,.08);padding:28px 24px}
.brand{font-weight:700;font-size:14px;letter-spacing:.08em;color:#6b2bd9;text-transform:uppercase}
h1{font-size:22px;margin:8px 0 6px}
p.lead{margin:0 0 20px;color:#5b6478;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:12px;border:1px solid #c9cfdb;border-radius:10px;background:#fff}
input:focus{outline:2px solid #6b2bd9;outline-offset:1px;border-color:#6b2bd9}
button{width:100%;margin-top:20px;font:inherit;font-weight:600;padding:12px;border:0;border-radius:10px;
background:#6b2bd9;color:#fff;cursor:pointer}
button:hover{background:#5821b8}
.notice{margin:0 0 8px;padding:10px 12px;border-radius:10px;background:#eef2ff;color:#1d2433;font-size:14px}
.hint{margin:6px 0 0;color:#5b6478;font-size:13px}
input[readonly]{background:#f3f5f9}
.error{margin:0 0 8px;padding:10px 12px;border-radius:10px;background:#fdecec;color:#a11a1a;font-size:14px}
nav.lang{display:flex;gap:12px;justify-content:flex-end;font-size:14px}
nav.lang a{color:#5b6478}
nav.lang a[aria-current]{color:#1d2433;font-weight:700;text-decoration:none}
details{margin-top:22px;font-size:14px;color:#5b6478}
summary{cursor:pointer;font-weight:600;color:#1d2433}
table{border-collapse:collapse;width:100%;margin-top:8px}
td{padding:4px 6px;border-top:1px solid #eef0f5;vertical-align:top}
code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1d2433}
`;

export function layout(lang: IdpLanguage, title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`;
}

export function languageSwitch(lang: IdpLanguage, hrefFor: (lang: IdpLanguage) => string): string {
  const t = SIGN_IN_TEXTS[lang];
  const links = IDP_LANGUAGES.map((code) => {
    const current = code === lang ? ' aria-current="true"' : '';
    return `<a href="${escapeHtml(hrefFor(code))}" hreflang="${code}" lang="${code}"${current}>${escapeHtml(SIGN_IN_TEXTS[code].languageName)}</a>`;
  }).join('');
  return `<nav class="lang" aria-label="${escapeHtml(t.languageLabel)}">${links}</nav>`;
}

export interface SignInPageInput {
  lang: IdpLanguage;
  /** where the form posts */
  action: string;
  /** the page URL for another language */
  hrefFor: (lang: IdpLanguage) => string;
  username?: string;
  error?: 'wrongCredentials' | 'missingFields' | 'tooManyAttempts';
  /** tooManyAttempts: how long until the next attempt is heard */
  retryAfterSeconds?: number;
  /** a line above the form (decision 029: whom an invitation is for) */
  notice?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  const t = SIGN_IN_TEXTS[input.lang];
  const minutes = String(Math.max(1, Math.ceil((input.retryAfterSeconds ?? 60) / 60)));
  const error = input.error
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(t[input.error].replace('{minutes}', minutes))}</p>`
    : '';
  const described = input.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const demoRows = DEMO_USERS.map(
    (u) => `<tr><td><code>${escapeHtml(u.username)}</code></td><td>${escapeHtml(u.role)}</td></tr>`,
  ).join('');
  const password = DEMO_USERS[0]?.password ?? '';
  const body = `
${languageSwitch(input.lang, input.hrefFor)}
<div class="brand">Kabinet</div>
<h1>${escapeHtml(t.heading)}</h1>
<p class="lead">${escapeHtml(t.lead)}</p>
${input.notice ? `<p class="notice">${escapeHtml(input.notice)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="on" novalidate>
${error}
<input type="hidden" name="lang" value="${input.lang}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(input.username ?? '')}"${described}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<details>
<summary>${escapeHtml(t.demoTitle)}</summary>
<p>${escapeHtml(t.demoHint)} <code>${escapeHtml(password)}</code></p>
<table>${demoRows}</table>
</details>`;
  return layout(input.lang, t.pageTitle, body);
}

/**
 * The end-session page. oidc-provider asks the user to confirm; the portal's sign-out is already
 * a deliberate act, so the form ends the whole IdP session (logout=yes) and submits itself.
 */
export function renderLogoutPage(lang: IdpLanguage, form: string, nonce: string): string {
  const t = SIGN_IN_TEXTS[lang];
  const formWithChoice = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `
<h1>${escapeHtml(t.signingOut)}</h1>
${formWithChoice}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.continueButton)}</button></noscript>
<script nonce="${nonce}">document.getElementById('op.logoutForm').submit()</script>`;
  return layout(lang, t.signingOut, body);
}

export function renderSignedOutPage(lang: IdpLanguage, portalUrl: string): string {
  const t = SIGN_IN_TEXTS[lang];
  const body = `<h1>${escapeHtml(t.signedOut)}</h1><p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t.backToPortal)}</a></p>`;
  return layout(lang, t.signedOut, body);
}

export function renderErrorPage(lang: IdpLanguage, portalUrl: string): string {
  const t = SIGN_IN_TEXTS[lang];
  // the OAuth error details stay in the server log; the page only says what to do
  const body = `<h1>${escapeHtml(t.errorTitle)}</h1><p class="lead">${escapeHtml(t.errorLead)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t.backToPortal)}</a></p>`;
  return layout(lang, t.errorTitle, body);
}
