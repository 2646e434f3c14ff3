import { and, desc, eq, sql } from 'drizzle-orm';
import type { ActionHistoryEntry } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { actionLog, users } from '../../db/schema/index.ts';

/** The portal's own action log as the actions history shows it (spec §3 Action history entry). */
export function createDocumentsRepository(db: Db) {
  return {
    /** the company's entries dated in [from, to] (Kazakhstan's days), newest first */
    async listActions(bin: string, from: string, to: string): Promise<ActionHistoryEntry[]> {
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
