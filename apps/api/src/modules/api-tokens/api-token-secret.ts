import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@kabinet/contract';

/** 32 random bytes: a secret nobody guesses; base64url keeps it one word in a header or a shell. */
const SECRET_BYTES = 32;
/** characters after the prefix shown in the list: enough to tell tokens apart, far too few to use one */
const DISPLAY_CHARACTERS = 6;

export interface NewSecret {
  secret: string;
  hash: string;
  displayPrefix: string;
}

/** decision 031: `kbt_` + 43 characters; only its SHA-256 is stored. */
export function newApiTokenSecret(): NewSecret {
  const secret = API_TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return {
    secret,
    hash: hashApiTokenSecret(secret),
    displayPrefix: secret.slice(0, API_TOKEN_PREFIX.length + DISPLAY_CHARACTERS),
  };
}

/** A SHA-256 suffices: the secret has 256 random bits, so there is nothing to slow a guesser down for. */
export const hashApiTokenSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

export const isApiTokenSecret = (bearer: string): boolean =>
  bearer.startsWith(API_TOKEN_PREFIX) && bearer.length > API_TOKEN_PREFIX.length + 20;
