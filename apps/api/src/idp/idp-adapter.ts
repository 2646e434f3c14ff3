import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpStore } from '../db/schema/portal.ts';

/** Models whose rows are looked up through the grant (revokeByGrantId). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'BackchannelAuthenticationRequest',
]);

const notExpired = or(isNull(idpStore.expiresAt), gt(idpStore.expiresAt, sql`now()`));

/**
 * An oidc-provider adapter keeping every model (sessions, interactions, codes, tokens, grants)
 * in portal.idp_store, so the IdP survives restarts and works across several processes.
 */
export function createIdpAdapter(db: Db): new (model: string) => Adapter {
  return class PostgresIdpAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload,
        grantId: this.model === 'Grant' ? id : GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values(row)
        .onConflictDoUpdate({
          target: [idpStore.model, idpStore.id],
          set: {
            payload: row.payload,
            grantId: row.grantId,
            uid: row.uid,
            userCode: row.userCode,
            expiresAt: row.expiresAt,
          },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(idpStore.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(idpStore.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(idpStore.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpStore)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // a revoked grant takes every token issued under it, whatever the model of this instance
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: idpStore.payload, consumedAt: idpStore.consumedAt })
        .from(idpStore)
        .where(and(eq(idpStore.model, this.model), condition, notExpired))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // oidc-provider detects replays (e.g. a second use of a code) through `consumed`
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/** Deletes expired rows; cheap enough to run at start and now and then. */
export async function purgeExpiredIdpRows(db: Db): Promise<void> {
  await db.delete(idpStore).where(sql`${idpStore.expiresAt} < now() - interval '1 hour'`);
}
