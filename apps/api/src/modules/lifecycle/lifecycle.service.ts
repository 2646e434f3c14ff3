import type { z } from 'zod';
import type { StateEligibility, stateChangeResultSchema } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { StateChangeAction } from '../../operator/lifecycle-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { recordOutcome } from '../../platform/events.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { createCompanyLinesRepository } from '../numbers/company-lines.repository.ts';

type StateChangeResult = z.infer<typeof stateChangeResultSchema>;

export interface LifecycleService {
  /** spec §3 Blocked products for status change, and whether block/unblock is possible now */
  getEligibility(company: CompanyContext, msisdn: string): Promise<StateEligibility>;
  /** spec §4 Number lifecycle: block (suspend) or unblock (activate) */
  changeState(
    company: CompanyContext,
    userId: string,
    msisdn: string,
    action: StateChangeAction,
    /** decision 023: the key the operator applies the change under at most once (a bulk item's) */
    requestKey?: string,
  ): Promise<StateChangeResult>;
}

export function createLifecycleService(db: Db, operator: OperatorPort): LifecycleService {
  const lines = createCompanyLinesRepository(db);
  return {
    async getEligibility(company, msisdn) {
      const eligibility = await operator.getStateEligibility(company.bin, msisdn);
      if (!eligibility) throw new ApiError('msisdn_not_in_company');
      return eligibility;
    },

    async changeState(company, userId, msisdn, action, requestKey) {
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, {
          customerBin: company.bin,
          userId,
          msisdn,
          action: action === 'suspend' ? 'number_block' : 'number_unblock',
          success,
          params,
        });
      let outcome;
      try {
        outcome = await operator.changeNumberState(company.bin, msisdn, action, requestKey);
      } catch (error) {
        await log(false, { error: 'system_error' }).catch(() => {});
        throw error;
      }
      // the tenancy guard has checked the number; it may have left the company since
      if (!outcome) throw new ApiError('msisdn_not_in_company');
      if (!outcome.ok) {
        await log(false, { error: outcome.refusal });
        const extensions = {
          ...(outcome.blockedProducts ? { blockedProducts: outcome.blockedProducts } : {}),
          ...(outcome.refusalHtml ? { refusalHtml: outcome.refusalHtml } : {}),
        };
        throw new ApiError(outcome.refusal, Object.keys(extensions).length ? { extensions } : {});
      }
      const params = {
        from: outcome.previousLcStateId,
        to: outcome.lcState.lcStateId,
        stateChangeDate: outcome.lcState.lcStateDate,
        ...(outcome.isRepeat ? { repeat: true } : {}),
        // decision 027: accepted, applied by the network a little later (the number reads PENDING)
        ...(outcome.operationId ? { operationId: outcome.operationId } : {}),
      };
      // a repeat changed nothing: no event; the event is sent when the operator accepts the change:
      // `state` is what the change leads to, `pending` true while the network applies it (decisions 027, 031)
      await recordOutcome(
        db,
        {
          customerBin: company.bin,
          userId,
          msisdn,
          action: action === 'suspend' ? 'number_block' : 'number_unblock',
          success: true,
          params,
        },
        outcome.isRepeat
          ? null
          : {
              type: 'number.state_changed',
              data: {
                msisdn,
                state: action === 'suspend' ? 'SUSPENDED' : 'ACTIVE',
                pending: outcome.state === 'PENDING',
                ...params,
              },
            },
      );
      // decision 034: the numbers list reads the portal's index: it shows the change at once
      await lines.applyState(company.bin, msisdn, outcome);
      return {
        result: 'SUCCESS',
        msisdn,
        state: outcome.state,
        lcState: outcome.lcState,
        message: 'status_changed',
      };
    },
  };
}
