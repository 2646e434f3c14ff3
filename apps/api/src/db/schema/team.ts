import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userCustomers, users } from './accounts.ts';
import { portal } from './portal.ts';

// decision 029: roles, number groups and scopes, invitations (migration 0023).

/**
 * A user's role and scope in one of their companies. No row: administrator of every number — the
 * users the accounts service assigns to a company. Removing the user from the company removes it.
 */
export const teamRoles = portal.table(
  'team_roles',
  {
    userId: uuid().notNull(),
    customerBin: text().notNull(),
    role: text().notNull(),
    /** false: only the numbers of the groups in team_role_groups */
    allNumbers: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerBin] }),
    foreignKey({
      columns: [t.userId, t.customerBin],
      foreignColumns: [userCustomers.userId, userCustomers.customerBin],
    }).onDelete('cascade'),
    index().on(t.customerBin, t.role),
  ],
);

export const numberGroups = portal.table(
  'number_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerBin: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.customerBin, t.name)],
);

/** A number in a group: (msisdn, group) is the scope join's index from the operator's rows. */
export const numberGroupMembers = portal.table(
  'number_group_members',
  {
    groupId: uuid()
      .notNull()
      .references(() => numberGroups.id, { onDelete: 'cascade' }),
    msisdn: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.msisdn] }), index().on(t.msisdn, t.groupId)],
);

/** The groups of a scoped user (team_roles.all_numbers false). */
export const teamRoleGroups = portal.table(
  'team_role_groups',
  {
    userId: uuid().notNull(),
    customerBin: text().notNull(),
    groupId: uuid()
      .notNull()
      .references(() => numberGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerBin, t.groupId] }),
    foreignKey({
      columns: [t.userId, t.customerBin],
      foreignColumns: [teamRoles.userId, teamRoles.customerBin],
    }).onDelete('cascade'),
    index().on(t.groupId),
  ],
);

/** An invitation: the link carries a random token, the table only its SHA-256. */
export const teamInvitations = portal.table(
  'team_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerBin: text().notNull(),
    email: text().notNull(),
    role: text().notNull(),
    allNumbers: boolean().notNull(),
    groupIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.customerBin, t.createdAt)],
);
