import type { CostCentre, CostCentreAssign, CostCentreInput } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { NumbersPort } from '../../operator/numbers-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import { createCompanyLinesIndex } from '../numbers/company-lines.service.ts';
import { createCostCentresRepository, type CostCentreWrite } from './cost-centres.repository.ts';

/** Who asks: the company and the user. */
export interface CompanyRequest {
  bin: string;
  userId: string;
}

export interface CostCentresService {
  list(bin: string): Promise<CostCentre[]>;
  create(request: CompanyRequest, input: CostCentreInput): Promise<CostCentre>;
  update(request: CompanyRequest, id: number, input: CostCentreInput): Promise<CostCentre>;
  remove(request: CompanyRequest, id: number): Promise<{ id: number }>;
  assign(request: CompanyRequest, input: CostCentreAssign): Promise<{ assigned: number }>;
}

function written(outcome: CostCentreWrite): CostCentre {
  if (outcome.ok) return outcome.centre;
  throw new ApiError(outcome.reason === 'CODE_TAKEN' ? 'cost_centre_code_taken' : 'cost_centre_not_found');
}

/**
 * Decision 030: the company's cost centres and their numbers, the portal's own (decision 034: no
 * operator call but to read into the index a number the guard found there first); every change is
 * in the action log.
 */
export function createCostCentresService(
  db: Db,
  operator: Pick<NumbersPort, 'listCompanyLines' | 'getCompanyLines'>,
): CostCentresService {
  const centres = createCostCentresRepository(db);
  const index = createCompanyLinesIndex(db, operator);
  const log = (
    request: CompanyRequest,
    action: Parameters<typeof recordAction>[1]['action'],
    params: Record<string, unknown>,
  ) => recordAction(db, { customerBin: request.bin, userId: request.userId, action, success: true, params });

  return {
    list: (bin) => centres.list(bin),

    async create(request, input) {
      const centre = written(await centres.create(request.bin, input));
      await log(request, 'cost_centre_create', { id: centre.id, code: centre.code, name: centre.name });
      return centre;
    },

    async update(request, id, input) {
      const centre = written(await centres.update(request.bin, id, input));
      await log(request, 'cost_centre_update', { id, code: centre.code, name: centre.name });
      return centre;
    },

    async remove(request, id) {
      if (!(await centres.remove(request.bin, id))) throw new ApiError('cost_centre_not_found');
      await log(request, 'cost_centre_delete', { id });
      return { id };
    },

    async assign(request, input) {
      let outcome = await centres.assign(request.bin, input.costCentreId, input.msisdns);
      // a number the tenancy guard found at the operator but not yet in the index is read into it
      // (each time another one: at most once per number), then the assignment is tried again
      while (
        !outcome.ok &&
        outcome.msisdn !== undefined &&
        (await index.refreshLine(request.bin, outcome.msisdn)) === 0
      )
        outcome = await centres.assign(request.bin, input.costCentreId, input.msisdns);
      if (!outcome.ok) {
        // a foreign number is answered as one of another company's: not found, nothing changed
        if (outcome.reason === 'FOREIGN_NUMBER') throw new ApiError('msisdn_not_in_company');
        throw new ApiError('cost_centre_not_found');
      }
      await log(request, 'cost_centre_assign', {
        id: input.costCentreId,
        numbers: input.msisdns.length,
        assigned: outcome.assigned,
      });
      return { assigned: outcome.assigned };
    },
  };
}
