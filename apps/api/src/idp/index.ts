export { registerDevIdp } from './dev-idp.ts';
export { DEV_CLIENT_ID, deriveDevClientSecret, devIssuer } from './dev-client.ts';
