import type { NumberGroup } from '@kabinet/contract';
import type { z } from 'zod';
import type { bulkSelectionSchema } from '@kabinet/contract';
import { withinScope } from '../../platform/number-scope.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { logTeamChange, pageOf, type Page } from './team-changes.ts';
import { createTeamGroupsRepository } from './team-groups.repository.ts';
import type { TeamServiceDeps } from './team.service.ts';
import { selectSubscribers } from '../numbers/numbers-selection.repository.ts';

// decision 029: a company's number groups, the scopes its users are given, and the numbers in them.

type Selection = z.infer<typeof bulkSelectionSchema>;

/** "all matching this search" is read from the portal's index in batches of this many */
const SELECTION_BATCH = 1000;

export function createTeamGroups({ db }: Pick<TeamServiceDeps, 'db'>) {
  const repo = createTeamGroupsRepository(db);

  async function ownGroup(company: CompanyContext, id: string) {
    const group = await repo.findGroup(company.bin, id);
    if (!group) throw new ApiError('team_group_not_found');
    return group;
  }

  return {
    async groups(company: CompanyContext, page: Page) {
      const { rows, total } = await repo.listGroups(company.bin, pageOf(page));
      return { groups: rows as NumberGroup[], total };
    },

    async createGroup(company: CompanyContext, actorId: string, name: string): Promise<NumberGroup> {
      const group = await repo.createGroup(company.bin, name);
      if (!group) throw new ApiError('team_group_name_taken');
      await logTeamChange(db, company, actorId, 'team_group_create', { group: name });
      return { ...group, numbers: 0 };
    },

    async removeGroup(company: CompanyContext, actorId: string, id: string) {
      const group = await ownGroup(company, id);
      if (await repo.isGroupInUse(id)) throw new ApiError('team_group_in_use');
      await repo.deleteGroup(company.bin, id);
      await logTeamChange(db, company, actorId, 'team_group_remove', { group: group.name });
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
        const own = new Set(await repo.companyNumbersAmong(company.bin, listed));
        notInCompany = listed.filter((m) => !own.has(m));
        added = await repo.addNumbers(id, [...own]);
      } else {
        // spec §5 search, in keyset batches: never the company's numbers in memory
        let after: string | null = null;
        for (;;) {
          const batch = await selectSubscribers(
            db,
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
      await logTeamChange(db, company, actorId, 'team_group_numbers_add', { group: group.name, added });
      return { added, notInCompany };
    },

    async removeGroupNumbers(company: CompanyContext, actorId: string, id: string, msisdns: string[]) {
      const group = await ownGroup(company, id);
      const removed = await repo.removeNumbers(id, msisdns);
      await logTeamChange(db, company, actorId, 'team_group_numbers_remove', { group: group.name, removed });
      return { removed };
    },
  };
}
