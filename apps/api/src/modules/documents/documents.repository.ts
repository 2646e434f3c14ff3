import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActionHistoryEntry } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { actionLog, users } from '../../db/schema/index.ts';

/** The portal's own action log as the actions history shows it (spec §3 Action history entry). */
export function createDocumentsRepository(db: Db) {
  return {
    /**
     * A page of the company's actions (a scoped user's: of their groups' numbers) in a period of
     * Almaty days, newest first, older than `before` (keyset paging on the (customer_bin,
     * created_at) index: a bulk job writes one per number).
     */
    async listActions(
      bin: string,
      from: string,
      to: string,
      page: { before?: string; limit: number },
      groupIds: readonly string[] | null = null,
    ): Promise<{ data: ActionHistoryEntry[]; next: string | null }> {
      const rows = await db
        .select({
          id: actionLog.id,
          action: actionLog.action,
          status: actionLog.status,
          createdAt: actionLog.createdAt,
          params: actionLog.params,
          msisdn: actionLog.msisdn,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(actionLog)
        .leftJoin(users, eq(users.id, actionLog.userId))
        .where(
          and(
            eq(actionLog.customerBin, bin),
            sql`${actionLog.createdAt} >= (${from}::date)::timestamp at time zone 'Asia/Almaty'`,
            sql`${actionLog.createdAt} < (${to}::date + 1)::timestamp at time zone 'Asia/Almaty'`,
            page.before
              ? sql`(${actionLog.createdAt}, ${actionLog.id}) < (select created_at, id from portal.action_log where id = ${page.before}::bigint and customer_bin = ${bin})`
              : undefined,
            // decision 029: a scoped user reads the entries of their groups' numbers only
            groupIds
              ? sql`exists (select 1 from portal.number_group_members m where m.msisdn = ${actionLog.msisdn} collate "C" and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
              : undefined,
          ),
        )
        .orderBy(desc(actionLog.createdAt), desc(actionLog.id))
        .limit(page.limit + 1);
      const next = rows.length > page.limit ? String(rows[page.limit - 1]!.id) : null;
      const data = rows.slice(0, page.limit).map((row) => ({
        id: String(row.id),
        action: row.action,
        status: row.status,
        dateTime: row.createdAt.toISOString(),
        params: Object.keys(row.params as object).length > 0 ? JSON.stringify(row.params) : null,
        userLastname: row.lastName ?? '',
        userFirstname: row.firstName ?? '',
        msisdn: row.msisdn && /^7\d{9}$/.test(row.msisdn) ? row.msisdn : null,
      }));
      return { data, next };
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
