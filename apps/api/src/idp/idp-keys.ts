import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { idpStore } from '../db/schema/portal.ts';

const KEY_MODEL = 'Jwks';
const KEY_ID = 'signing';

interface StoredKeys {
  keys: JWK[];
}

/**
 * The IdP's signing keys, generated once and kept in portal.idp_store: tokens issued before a
 * restart still verify, and every process of the deployment signs with the same key.
 */
export async function loadSigningKeys(db: Db): Promise<{ keys: JWK[] }> {
  const existing = await readKeys(db);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `kabinet-${Date.now().toString(36)}`;
  const generated: StoredKeys = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  // two processes starting at once: the first insert wins and both read it back
  await db
    .insert(idpStore)
    .values({ model: KEY_MODEL, id: KEY_ID, payload: generated })
    .onConflictDoNothing();
  const stored = await readKeys(db);
  if (!stored) throw new Error('the IdP signing key could not be stored');
  return stored;
}

async function readKeys(db: Db): Promise<StoredKeys | null> {
  const [row] = await db
    .select({ payload: idpStore.payload })
    .from(idpStore)
    .where(and(eq(idpStore.model, KEY_MODEL), eq(idpStore.id, KEY_ID)));
  return row ? (row.payload as StoredKeys) : null;
}
