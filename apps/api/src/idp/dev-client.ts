import { createHmac } from 'node:crypto';

/** The one client of the embedded dev identity provider: the portal's own server (BFF). */
export const DEV_CLIENT_ID = 'kabinet';

/** Where the embedded IdP lives inside the portal's server. */
export const DEV_IDP_PATH = '/idp';

export function devIssuer(publicUrl: string): string {
  return `${publicUrl}${DEV_IDP_PATH}`;
}

/**
 * Derives a value from the session secret for one purpose, so the dev IdP needs no extra
 * configuration and every process of one deployment agrees on it without sharing files.
 */
export function deriveSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(`kabinet:${purpose}`).digest('base64url');
}

/** The client secret both sides use: the IdP to register the client, the auth module to authenticate. */
export function deriveDevClientSecret(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'dev-idp-client-secret');
}
