import { randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type MemberChange,
  type NumberGroup,
  type Role,
  type TeamMember,
} from '@kabinet/contract';
import type { z } from 'zod';
import type { invitationCreateSchema, invitationPreviewSchema, bulkSelectionSchema } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import { customers } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { formatDocumentDate } from '../../platform/documents/cell-values.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { assertListedInScope, withinScope } from '../../platform/number-scope.ts';
import { ApiError } from '../../platform/problem.ts';
import type { AuthUser, CompanyContext } from '../../platform/request-context.ts';
import { createTeamRepository, type InvitationRow, type MemberRow } from './team.repository.ts';
import { invitationRefusal, tokenHashOf } from './team-invitation-link.ts';

// decision 029: users, roles, scopes, invitations and number groups of a company. Every change is
// in the action log with who changed whose access; a change is read by the next request's guard.

type Page = { pageNumber: number; pageSize: number };
type InvitationCreate = z.infer<typeof invitationCreateSchema>;
type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
type Selection = z.infer<typeof bulkSelectionSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** "all matching this search" is read from the operator in batches of this many */
const SELECTION_BATCH = 1000;

const pageOf = (p: Page) => ({ limit: p.pageSize, offset: (p.pageNumber - 1) * p.pageSize });

const toMember = (row: MemberRow): TeamMember => ({ ...row });

export interface TeamServiceDeps {
  db: Db;
  operator: Pick<OperatorPort, 'companyNumbersAmong' | 'selectSubscribers'>;
  mail: Mail;
  publicUrl: string;
  /** decision 029: the embedded IdP (no OIDC_ISSUER) lets an invitee create their account */
  embeddedIdp: boolean;
}

export function createTeamService(deps: TeamServiceDeps) {
  const { db, operator, mail } = deps;
  const repo = createTeamRepository(db);

  const log = (
    tx: Db,
    company: CompanyContext,
    actorId: string,
    action: Parameters<typeof recordAction>[1]['action'],
    params: Record<string, unknown>,
  ) => recordAction(tx, { customerBin: company.bin, userId: actorId, action, success: true, params });

  /** the scope's groups must all be the company's: another company's group is as an unknown one */
  async function checkGroups(tx: Db, bin: string, scope: MemberChange['scope']): Promise<string[]> {
    if (scope.allNumbers) return [];
    const wanted = [...new Set(scope.groupIds)];
    const own = await repo.ownGroupIds(tx, bin, wanted);
    if (own.length !== wanted.length) throw new ApiError('team_group_not_found');
    return wanted;
  }

  async function invitationView(row: InvitationRow, invitedBy: string | null): Promise<Invitation> {
    const now = Date.now();
    const state = row.acceptedAt
      ? 'accepted'
      : row.revokedAt
        ? 'revoked'
        : row.expiresAt.getTime() <= now
          ? 'expired'
          : 'pending';
    return {
      id: row.id,
      email: row.email,
      role: row.role as Role,
      allNumbers: row.allNumbers,
      groups: await repo.groupNames(db, row.groupIds),
      state,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: invitedBy ?? '',
    };
  }

  /** the invitation behind a link, for this user, or the refusal a user sees */
  function checkInvitation(row: InvitationRow | null, user: AuthUser): InvitationRow {
    const refusal = invitationRefusal(row);
    if (refusal || !row) throw new ApiError(refusal ?? 'team_invitation_not_found');
    // the IdP vouches for the signed-in user's e-mail (decision 012): the link alone admits nobody else
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw new ApiError('team_invitation_wrong_user');
    return row;
  }

  return {
    async myAccess(userId: string) {
      return { companies: await repo.accessOf(userId) };
    },

    async members(company: CompanyContext, page: Page) {
      const { rows, total } = await repo.listMembers(company.bin, pageOf(page));
      return { members: rows.map(toMember), total };
    },

    async changeMember(company: CompanyContext, actorId: string, userId: string, change: MemberChange) {
      return inTransaction(db, async (tx) => {
        await repo.lockCompany(tx, company.bin);
        const before = await repo.findMember(tx, company.bin, userId);
        if (!before) throw new ApiError('team_member_not_found');
        const groupIds = await checkGroups(tx, company.bin, change.scope);
        if (before.role === 'administrator' && change.role !== 'administrator') {
          if ((await repo.countAdministrators(tx, company.bin)) <= 1)
            throw new ApiError('team_last_administrator');
        }
        await repo.setAccess(tx, company.bin, userId, {
          role: change.role,
          allNumbers: change.scope.allNumbers,
          groupIds,
        });
        const after = (await repo.findMember(tx, company.bin, userId))!;
        await log(tx, company, actorId, 'team_member_change', {
          user: before.email,
          previousRole: before.role,
          role: after.role,
          allNumbers: after.allNumbers,
          groups: after.groups.map((g) => g.name),
        });
        return toMember(after);
      });
    },

    async removeMember(company: CompanyContext, actorId: string, userId: string) {
      return inTransaction(db, async (tx) => {
        await repo.lockCompany(tx, company.bin);
        const member = await repo.findMember(tx, company.bin, userId);
        if (!member) throw new ApiError('team_member_not_found');
        if (member.role === 'administrator' && (await repo.countAdministrators(tx, company.bin)) <= 1) {
          throw new ApiError('team_last_administrator');
        }
        await repo.removeMember(tx, company.bin, userId);
        await log(tx, company, actorId, 'team_member_remove', { user: member.email, role: member.role });
        return { ok: true as const };
      });
    },

    async invitations(company: CompanyContext, page: Page) {
      const { rows, total } = await repo.listInvitations(company.bin, pageOf(page));
      return {
        invitations: await Promise.all(rows.map((r) => invitationView(r.invitation, r.invitedBy))),
        total,
      };
    },

    async invite(company: CompanyContext, actor: AuthUser, body: InvitationCreate) {
      const email = body.email.trim().toLowerCase();
      if (await repo.findMemberByEmail(company.bin, email)) throw new ApiError('team_already_member');
      const token = randomBytes(32).toString('base64url');
      const companyName = await companyNameOf(db, company.bin);
      const inviteeId = await repo.userIdByEmail(email);
      const row = await inTransaction(db, async (tx, executor) => {
        const groupIds = await checkGroups(tx, company.bin, body.scope);
        const created = await repo.insertInvitation(tx, {
          customerBin: company.bin,
          email,
          role: body.role,
          allNumbers: body.scope.allNumbers,
          groupIds,
          tokenHash: tokenHashOf(token),
          invitedBy: actor.userId,
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        });
        await mail.enqueue(
          {
            to: email,
            language: body.language,
            template: 'team_invitation',
            data: {
              companyName,
              role: body.role,
              email,
              link: `${deps.publicUrl}/join/${token}`,
              expiresAt: formatDocumentDate(created.expiresAt),
              account: deps.embeddedIdp ? 'create' : 'operator',
            },
            // the demo mailbox of a user who already has a portal account shows it
            userId: inviteeId,
            bin: company.bin,
          },
          { transaction: { tx, executor } },
        );
        await log(tx, company, actor.userId, 'team_invite', {
          email,
          role: body.role,
          allNumbers: body.scope.allNumbers,
          invitationId: created.id,
        });
        return created;
      });
      return invitationView(row, actor.email);
    },

    async revokeInvitation(company: CompanyContext, actorId: string, id: string) {
      const row = await repo.revokeInvitation(company.bin, id);
      if (!row) throw new ApiError('team_invitation_not_found');
      if (row.acceptedAt) throw new ApiError('team_invitation_used');
      await log(db, company, actorId, 'team_invitation_revoke', { email: row.email, invitationId: id });
      return { ok: true as const };
    },

    async preview(user: AuthUser, token: string): Promise<InvitationPreview> {
      const row = checkInvitation(await repo.invitationByToken(db, tokenHashOf(token), false), user);
      const [company] = await db.select().from(customers).where(eq(customers.bin, row.customerBin));
      const name = company?.customerName ?? row.customerBin;
      return {
        bin: row.customerBin,
        companyName: { ru: name, en: name, kk: name },
        email: row.email,
        role: row.role as Role,
        allNumbers: row.allNumbers,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async accept(user: AuthUser, token: string) {
      return inTransaction(db, async (tx) => {
        const row = checkInvitation(await repo.invitationByToken(tx, tokenHashOf(token), true), user);
        await repo.lockCompany(tx, row.customerBin);
        if (!(await repo.addMember(tx, row.customerBin, user.userId)))
          throw new ApiError('team_already_member');
        // a group deleted since the invitation was sent is left out
        const groupIds = await repo.ownGroupIds(tx, row.customerBin, row.groupIds);
        await repo.setAccess(tx, row.customerBin, user.userId, {
          role: row.role as Role,
          allNumbers: row.allNumbers,
          groupIds,
        });
        await repo.markAccepted(tx, row.id, user.userId);
        await recordAction(tx, {
          customerBin: row.customerBin,
          userId: user.userId,
          action: 'team_invitation_accept',
          success: true,
          params: { email: row.email, role: row.role, invitationId: row.id },
        });
        return { bin: row.customerBin };
      });
    },

    async groups(company: CompanyContext, page: Page) {
      const { rows, total } = await repo.listGroups(company.bin, pageOf(page));
      return { groups: rows as NumberGroup[], total };
    },

    async createGroup(company: CompanyContext, actorId: string, name: string): Promise<NumberGroup> {
      const group = await repo.createGroup(company.bin, name);
      if (!group) throw new ApiError('team_group_name_taken');
      await log(db, company, actorId, 'team_group_create', { group: name });
      return { ...group, numbers: 0 };
    },

    async removeGroup(company: CompanyContext, actorId: string, id: string) {
      const group = await ownGroup(company, id);
      if (await repo.isGroupInUse(id)) throw new ApiError('team_group_in_use');
      await repo.deleteGroup(company.bin, id);
      await log(db, company, actorId, 'team_group_remove', { group: group.name });
      return { ok: true as const };
    },

    async groupNumbers(company: CompanyContext, id: string, page: Page) {
      await ownGroup(company, id);
      return repo.groupNumbers(id, pageOf(page));
    },

    async addGroupNumbers(company: CompanyContext, actorId: string, id: string, selection: Selection) {
      const group = await ownGroup(company, id);
      let added = 0;
      let notInCompany: string[] = [];
      if ('msisdns' in selection) {
        const listed = [...new Set(selection.msisdns)];
        await assertListedInScope(db, company, listed);
        const own = new Set(await operator.companyNumbersAmong(company.bin, listed));
        notInCompany = listed.filter((m) => !own.has(m));
        added = await repo.addNumbers(id, [...own]);
      } else {
        // spec §5 search, in keyset batches: never the company's numbers in memory
        let after: string | null = null;
        for (;;) {
          const batch = await operator.selectSubscribers(
            company.bin,
            withinScope(company, selection.search),
            after,
            SELECTION_BATCH,
          );
          if (batch.length === 0) break;
          added += await repo.addNumbers(id, batch);
          after = batch[batch.length - 1]!;
          if (batch.length < SELECTION_BATCH) break;
        }
      }
      await log(db, company, actorId, 'team_group_numbers_add', { group: group.name, added });
      return { added, notInCompany };
    },

    async removeGroupNumbers(company: CompanyContext, actorId: string, id: string, msisdns: string[]) {
      const group = await ownGroup(company, id);
      const removed = await repo.removeNumbers(id, msisdns);
      await log(db, company, actorId, 'team_group_numbers_remove', { group: group.name, removed });
      return { removed };
    },
  };

  async function ownGroup(company: CompanyContext, id: string) {
    const group = await repo.findGroup(company.bin, id);
    if (!group) throw new ApiError('team_group_not_found');
    return group;
  }
}

export type TeamService = ReturnType<typeof createTeamService>;
