import type { MemberChange, TeamMember } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { logTeamChange as log, pageOf, scopeGroupIds, type Page } from './team-changes.ts';
import { createTeamGroups } from './team-groups.service.ts';
import { createTeamInvitations } from './team-invitations.service.ts';
import { createTeamRepository, type MemberRow } from './team.repository.ts';

// decision 029: users, roles, scopes, invitations and number groups of a company. Every change is
// in the action log with who changed whose access; a change is read by the next request's guard.
// The members' access is here; invitations and number groups are team-invitations.service.ts and
// team-groups.service.ts.

const toMember = (row: MemberRow): TeamMember => ({ ...row });

export interface TeamServiceDeps {
  db: Db;
  mail: Mail;
  publicUrl: string;
  /** decision 029: the embedded IdP (no OIDC_ISSUER) lets an invitee create their account */
  embeddedIdp: boolean;
}

export function createTeamService(deps: TeamServiceDeps) {
  const { db } = deps;
  const repo = createTeamRepository(db);

  return {
    ...createTeamInvitations(deps, repo),
    ...createTeamGroups(deps),

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
        const groupIds = await scopeGroupIds(repo, tx, company.bin, change.scope);
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
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
