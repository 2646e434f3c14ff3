import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { numberGroupMembers, numberGroups, teamRoleGroups } from '../../db/schema/index.ts';

// decision 029: a company's number groups (the scopes users are given) and the numbers in them.

export function createTeamGroupsRepository(db: Db) {
  return {
    /**
     * decision 034: of the listed numbers, those the company has — the portal's index of its lines,
     * one primary-key probe per listed number (at most 10,000 a call)
     */
    async companyNumbersAmong(bin: string, msisdns: readonly string[]): Promise<string[]> {
      if (msisdns.length === 0) return [];
      const { rows } = await db.execute<{ msisdn: string }>(sql`
        select msisdn from portal.company_lines
         where msisdn = any(${`{${msisdns.join(',')}}`}::text[]) and customer_bin = ${bin}`);
      return rows.map((row) => row.msisdn);
    },
    // --- groups

    async listGroups(bin: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: numberGroups.id,
            name: numberGroups.name,
            numbers: sql<number>`(select count(*)::int from portal.number_group_members m where m.group_id = ${numberGroups.id})`,
          })
          .from(numberGroups)
          .where(eq(numberGroups.customerBin, bin))
          .orderBy(asc(numberGroups.name))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(numberGroups).where(eq(numberGroups.customerBin, bin)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** the new group, or null when the company has one of that name */
    async createGroup(bin: string, name: string) {
      const [row] = await db
        .insert(numberGroups)
        .values({ customerBin: bin, name })
        .onConflictDoNothing()
        .returning({ id: numberGroups.id, name: numberGroups.name });
      return row ?? null;
    },

    async findGroup(bin: string, id: string) {
      const [row] = await db
        .select({ id: numberGroups.id, name: numberGroups.name })
        .from(numberGroups)
        .where(and(eq(numberGroups.id, id), eq(numberGroups.customerBin, bin)));
      return row ?? null;
    },

    async isGroupInUse(id: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(teamRoleGroups)
        .where(eq(teamRoleGroups.groupId, id))
        .limit(1);
      return Boolean(row);
    },

    async deleteGroup(bin: string, id: string): Promise<void> {
      await db.delete(numberGroups).where(and(eq(numberGroups.id, id), eq(numberGroups.customerBin, bin)));
    },

    async groupNumbers(id: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ msisdn: numberGroupMembers.msisdn })
          .from(numberGroupMembers)
          .where(eq(numberGroupMembers.groupId, id))
          .orderBy(asc(numberGroupMembers.msisdn))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(numberGroupMembers).where(eq(numberGroupMembers.groupId, id)),
      ]);
      return { msisdns: rows.map((r) => r.msisdn), total: total?.n ?? 0 };
    },

    async addNumbers(id: string, msisdns: readonly string[]): Promise<number> {
      if (msisdns.length === 0) return 0;
      const added = await db
        .insert(numberGroupMembers)
        .values(msisdns.map((msisdn) => ({ groupId: id, msisdn })))
        .onConflictDoNothing()
        .returning({ msisdn: numberGroupMembers.msisdn });
      return added.length;
    },

    async removeNumbers(id: string, msisdns: readonly string[]): Promise<number> {
      const removed = await db
        .delete(numberGroupMembers)
        .where(and(eq(numberGroupMembers.groupId, id), inArray(numberGroupMembers.msisdn, [...msisdns])))
        .returning({ msisdn: numberGroupMembers.msisdn });
      return removed.length;
    },
  };
}
