import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, ROLES, type Role } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { numberGroups, teamRoleGroups, teamRoles, userCustomers, users } from '../../db/schema/index.ts';
import { teamRoleOfLink } from '../../platform/company-access.ts';

// decision 029: the portal's own tables of users and access; every statement names the company.
// A company's invitations and number groups are team-invitations.repository.ts and
// team-groups.repository.ts.

export interface MemberRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  allNumbers: boolean;
  groups: { id: string; name: string }[];
}

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
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
