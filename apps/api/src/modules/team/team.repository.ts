import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, ROLES, type Role } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import {
  numberGroupMembers,
  numberGroups,
  teamInvitations,
  teamRoleGroups,
  teamRoles,
  userCustomers,
  users,
} from '../../db/schema/index.ts';
import { teamRoleOfLink } from '../../platform/company-access.ts';

// decision 029: the portal's own tables of users and access; every statement names the company.

export interface MemberRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  allNumbers: boolean;
  groups: { id: string; name: string }[];
}

export type InvitationRow = typeof teamInvitations.$inferSelect;

const toRole = (role: string | null): Role =>
  role === null ? DEFAULT_ROLE : role in ROLES ? (role as Role) : 'read-only';

/** The role expression of a user_customers row: no team_roles row is the default role. */
const roleOf = sql<string>`coalesce(${teamRoles.role}, ${DEFAULT_ROLE})`;

export function createTeamRepository(db: Db) {
  async function groupsOf(tx: Db, bin: string, userIds: string[]) {
    if (userIds.length === 0) return new Map<string, { id: string; name: string }[]>();
    const rows = await tx
      .select({ userId: teamRoleGroups.userId, id: numberGroups.id, name: numberGroups.name })
      .from(teamRoleGroups)
      .innerJoin(numberGroups, eq(numberGroups.id, teamRoleGroups.groupId))
      .where(and(eq(teamRoleGroups.customerBin, bin), inArray(teamRoleGroups.userId, userIds)))
      .orderBy(asc(numberGroups.name));
    const byUser = new Map<string, { id: string; name: string }[]>();
    for (const row of rows)
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { id: row.id, name: row.name }]);
    return byUser;
  }

  async function members(
    tx: Db,
    bin: string,
    where: ReturnType<typeof eq> | undefined,
    page: { limit: number; offset: number },
  ): Promise<MemberRow[]> {
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: teamRoles.role,
        allNumbers: teamRoles.allNumbers,
      })
      .from(userCustomers)
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .leftJoin(teamRoles, teamRoleOfLink)
      .where(and(eq(userCustomers.customerBin, bin), where))
      .orderBy(asc(users.email), asc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    const groups = await groupsOf(
      tx,
      bin,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({
      userId: r.userId,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      role: toRole(r.role),
      allNumbers: r.allNumbers ?? true,
      groups: groups.get(r.userId) ?? [],
    }));
  }

  return {
    async listMembers(bin: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        members(db, bin, undefined, page),
        db.select({ n: count() }).from(userCustomers).where(eq(userCustomers.customerBin, bin)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findMember(tx: Db, bin: string, userId: string): Promise<MemberRow | null> {
      const [row] = await members(tx, bin, eq(userCustomers.userId, userId), { limit: 1, offset: 0 });
      return row ?? null;
    },

    async findMemberByEmail(bin: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(userCustomers)
        .innerJoin(users, eq(users.id, userCustomers.userId))
        .where(and(eq(userCustomers.customerBin, bin), sql`lower(${users.email}) = ${email.toLowerCase()}`))
        .limit(1);
      return Boolean(row);
    },

    async userIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Serialises changes of one company's users (a transaction-scoped advisory lock), so two
     * administrators demoting each other at once cannot leave the company without one.
     */
    async lockCompany(tx: Db, bin: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${bin}`}))`);
    },

    async countAdministrators(tx: Db, bin: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(userCustomers)
        .leftJoin(teamRoles, teamRoleOfLink)
        .where(and(eq(userCustomers.customerBin, bin), sql`${roleOf} = 'administrator'`));
      return row?.n ?? 0;
    },

    /** the company's groups among these ids */
    async ownGroupIds(tx: Db, bin: string, groupIds: readonly string[]): Promise<string[]> {
      if (groupIds.length === 0) return [];
      const rows = await tx
        .select({ id: numberGroups.id })
        .from(numberGroups)
        .where(and(eq(numberGroups.customerBin, bin), inArray(numberGroups.id, [...groupIds])));
      return rows.map((r) => r.id);
    },

    async setAccess(
      tx: Db,
      bin: string,
      userId: string,
      access: { role: Role; allNumbers: boolean; groupIds: readonly string[] },
    ): Promise<void> {
      await tx
        .insert(teamRoles)
        .values({ userId, customerBin: bin, role: access.role, allNumbers: access.allNumbers })
        .onConflictDoUpdate({
          target: [teamRoles.userId, teamRoles.customerBin],
          set: { role: access.role, allNumbers: access.allNumbers, updatedAt: sql`now()` },
        });
      await tx
        .delete(teamRoleGroups)
        .where(and(eq(teamRoleGroups.userId, userId), eq(teamRoleGroups.customerBin, bin)));
      if (!access.allNumbers && access.groupIds.length > 0) {
        await tx
          .insert(teamRoleGroups)
          .values(access.groupIds.map((groupId) => ({ userId, customerBin: bin, groupId })));
      }
    },

    /** adds the user to the company; false when they already are in it */
    async addMember(tx: Db, bin: string, userId: string): Promise<boolean> {
      const added = await tx
        .insert(userCustomers)
        .values({ userId, customerBin: bin })
        .onConflictDoNothing()
        .returning({ userId: userCustomers.userId });
      return added.length > 0;
    },

    async removeMember(tx: Db, bin: string, userId: string): Promise<void> {
      await tx
        .delete(userCustomers)
        .where(and(eq(userCustomers.userId, userId), eq(userCustomers.customerBin, bin)));
    },

    /** my role and scope in each of my companies */
    async accessOf(userId: string) {
      const rows = await db
        .select({ bin: userCustomers.customerBin, role: teamRoles.role, allNumbers: teamRoles.allNumbers })
        .from(userCustomers)
        .leftJoin(teamRoles, teamRoleOfLink)
        .where(eq(userCustomers.userId, userId))
        .orderBy(asc(userCustomers.customerBin));
      const groups = await db
        .select({ bin: teamRoleGroups.customerBin, id: numberGroups.id, name: numberGroups.name })
        .from(teamRoleGroups)
        .innerJoin(numberGroups, eq(numberGroups.id, teamRoleGroups.groupId))
        .where(eq(teamRoleGroups.userId, userId))
        .orderBy(asc(numberGroups.name));
      return rows.map((r) => ({
        bin: r.bin,
        role: toRole(r.role),
        allNumbers: r.allNumbers ?? true,
        groups: groups.filter((g) => g.bin === r.bin).map(({ id, name }) => ({ id, name })),
      }));
    },

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

export type TeamRepository = ReturnType<typeof createTeamRepository>;
