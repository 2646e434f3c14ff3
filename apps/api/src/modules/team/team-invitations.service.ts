import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS, type Invitation, type Role } from '@kabinet/contract';
import type { z } from 'zod';
import type { invitationCreateSchema, invitationPreviewSchema } from '@kabinet/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAction } from '../../platform/audit.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import { formatDocumentDate } from '../../platform/documents/cell-values.ts';
import { ApiError } from '../../platform/problem.ts';
import type { AuthUser, CompanyContext } from '../../platform/request-context.ts';
import { logTeamChange, pageOf, scopeGroupIds, type Page } from './team-changes.ts';
import { createTeamInvitationsRepository, type InvitationRow } from './team-invitations.repository.ts';
import { invitationRefusal, tokenHashOf } from './team-invitation-link.ts';
import type { TeamRepository } from './team.repository.ts';
import type { TeamServiceDeps } from './team.service.ts';

// decision 029: an invitation to a company's team — sent by e-mail with a one-time link, listed,
// revoked; its link previewed and accepted by the signed-in user it names.

type InvitationCreate = z.infer<typeof invitationCreateSchema>;
type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function createTeamInvitations(deps: TeamServiceDeps, repo: TeamRepository) {
  const { db, mail } = deps;
  const invitationRows = createTeamInvitationsRepository(db);

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
      groups: await invitationRows.groupNames(db, row.groupIds),
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
    async invitations(company: CompanyContext, page: Page) {
      const { rows, total } = await invitationRows.listInvitations(company.bin, pageOf(page));
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
        const groupIds = await scopeGroupIds(repo, tx, company.bin, body.scope);
        const created = await invitationRows.insertInvitation(tx, {
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
        await logTeamChange(tx, company, actor.userId, 'team_invite', {
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
      const row = await invitationRows.revokeInvitation(company.bin, id);
      if (!row) throw new ApiError('team_invitation_not_found');
      if (row.acceptedAt) throw new ApiError('team_invitation_used');
      await logTeamChange(db, company, actorId, 'team_invitation_revoke', {
        email: row.email,
        invitationId: id,
      });
      return { ok: true as const };
    },

    async preview(user: AuthUser, token: string): Promise<InvitationPreview> {
      const row = checkInvitation(
        await invitationRows.invitationByToken(db, tokenHashOf(token), false),
        user,
      );
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
        const row = checkInvitation(
          await invitationRows.invitationByToken(tx, tokenHashOf(token), true),
          user,
        );
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
        await invitationRows.markAccepted(tx, row.id, user.userId);
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
  };
}
