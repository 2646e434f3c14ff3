import type { MemberChange } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { TeamRepository } from './team.repository.ts';

// decision 029: what every change of a company's team shares — its action-log entry (who changed
// whose access), the scope's groups checked as the company's own, and a page of a list.

export type Page = { pageNumber: number; pageSize: number };

export const pageOf = (p: Page) => ({ limit: p.pageSize, offset: (p.pageNumber - 1) * p.pageSize });

export const logTeamChange = (
  tx: Db,
  company: CompanyContext,
  actorId: string,
  action: Parameters<typeof recordAction>[1]['action'],
  params: Record<string, unknown>,
) => recordAction(tx, { customerBin: company.bin, userId: actorId, action, success: true, params });

/** the scope's groups must all be the company's: another company's group is as an unknown one */
export async function scopeGroupIds(
  repo: TeamRepository,
  tx: Db,
  bin: string,
  scope: MemberChange['scope'],
): Promise<string[]> {
  if (scope.allNumbers) return [];
  const wanted = [...new Set(scope.groupIds)];
  const own = await repo.ownGroupIds(tx, bin, wanted);
  if (own.length !== wanted.length) throw new ApiError('team_group_not_found');
  return wanted;
}
