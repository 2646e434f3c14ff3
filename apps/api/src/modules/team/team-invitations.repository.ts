import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { numberGroups, teamInvitations, users } from '../../db/schema/index.ts';

// decision 029: a company's invitations — made, listed, read by their link's token, revoked, accepted.

export type InvitationRow = typeof teamInvitations.$inferSelect;

export function createTeamInvitationsRepository(db: Db) {
  return {
    // --- invitations

    async insertInvitation(tx: Db, values: typeof teamInvitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await tx.insert(teamInvitations).values(values).returning();
      return row!;
    },

    async listInvitations(bin: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ invitation: teamInvitations, invitedBy: users.email })
          .from(teamInvitations)
          .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
          .where(eq(teamInvitations.customerBin, bin))
          .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(teamInvitations).where(eq(teamInvitations.customerBin, bin)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async invitationByToken(tx: Db, tokenHash: string, lock: boolean): Promise<InvitationRow | null> {
      const query = tx.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async revokeInvitation(bin: string, id: string): Promise<InvitationRow | null> {
      const [row] = await db
        .update(teamInvitations)
        .set({ revokedAt: sql`coalesce(${teamInvitations.revokedAt}, now())` })
        .where(and(eq(teamInvitations.id, id), eq(teamInvitations.customerBin, bin)))
        .returning();
      return row ?? null;
    },

    async markAccepted(tx: Db, id: string, userId: string): Promise<void> {
      await tx
        .update(teamInvitations)
        .set({ acceptedAt: sql`now()`, acceptedBy: userId })
        .where(eq(teamInvitations.id, id));
    },

    async groupNames(tx: Db, groupIds: readonly string[]): Promise<{ id: string; name: string }[]> {
      if (groupIds.length === 0) return [];
      return tx
        .select({ id: numberGroups.id, name: numberGroups.name })
        .from(numberGroups)
        .where(inArray(numberGroups.id, [...groupIds]))
        .orderBy(asc(numberGroups.name));
    },
  };
}
