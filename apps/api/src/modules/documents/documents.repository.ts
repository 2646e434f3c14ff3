import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActionHistoryEntry } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { actionLog, users } from '../../db/schema/index.ts';

/** The portal's own action log as the actions history shows it (spec §3 Action history entry). */
export function createDocumentsRepository(db: Db) {
  return {
    /** the company's entries (a scoped user's: of their groups' numbers) dated in [from, to] (Kazakhstan's days), newest first */
    async listActions(
      bin: string,
      from: string,
      to: string,
      groupIds: readonly string[] | null = null,
    ): Promise<ActionHistoryEntry[]> {
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
            sql`(${actionLog.createdAt} at time zone 'Asia/Almaty')::date between ${from}::date and ${to}::date`,
            // decision 029: a scoped user reads the entries of their groups' numbers only
            groupIds
              ? sql`exists (select 1 from portal.number_group_members m where m.msisdn = ${actionLog.msisdn} collate "C" and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
              : undefined,
          ),
        )
        .orderBy(desc(actionLog.createdAt), desc(actionLog.id));
      return rows.map((row) => ({
        id: String(row.id),
        action: row.action,
        status: row.status,
        dateTime: row.createdAt.toISOString(),
        params: Object.keys(row.params as object).length > 0 ? JSON.stringify(row.params) : null,
        userLastname: row.lastName ?? '',
        userFirstname: row.firstName ?? '',
        msisdn: row.msisdn && /^7\d{9}$/.test(row.msisdn) ? row.msisdn : null,
      }));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
