export { authenticate, registerAuth } from './register-auth.ts';
export { MIN_TOKEN_VALIDITY_MS } from './auth-service.ts';
export { LOGOUT_CSRF_HEADER, LOGOUT_CSRF_VALUE } from './auth.routes.ts';
export { SESSION_COOKIE } from './session-cookie.ts';
export { oidcSettings } from './oidc-client.ts';
export { AUTH_CHANGES_CHANNEL } from './auth-changes.ts';
