import type { z } from 'zod';
import type { StateEligibility, stateChangeResultSchema } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { StateChangeAction, StateChangeRefusal } from '../../operator/services-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

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
  ): Promise<StateChangeResult>;
}

/**
 * spec §8: CONFLICT (409) for every refusal — Workmate tariff, contract phone (the web shows the
 * corporate-support texts with 9099 and the e-mail), products that forbid the change (their message
 * in the body), and a number not in the state the change starts from.
 */
const REFUSAL_STATUS: Record<StateChangeRefusal, number> = {
  workmate_block_not_allowed: 409,
  workmate_unblock_not_allowed: 409,
  contract_phone_block_not_allowed: 409,
  contract_phone_unblock_not_allowed: 409,
  contract_phone_suspended_unpaid: 409,
  status_change_blocked_by_products: 409,
  block_failed: 409,
  unblock_failed: 409,
};

export function createLifecycleService(db: Db, operator: OperatorPort): LifecycleService {
  return {
    async getEligibility(company, msisdn) {
      const eligibility = await operator.getStateEligibility(company.bin, msisdn);
      if (!eligibility) throw new ApiError(404, 'msisdn_not_in_company');
      return eligibility;
    },

    async changeState(company, userId, msisdn, action) {
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
        outcome = await operator.changeNumberState(company.bin, msisdn, action);
      } catch (error) {
        await log(false, { error: 'system_error' }).catch(() => {});
        throw error;
      }
      // the tenancy guard has checked the number; it may have left the company since
      if (!outcome) throw new ApiError(404, 'msisdn_not_in_company');
      if (!outcome.ok) {
        await log(false, { error: outcome.refusal });
        throw new ApiError(REFUSAL_STATUS[outcome.refusal], outcome.refusal, {
          ...(outcome.blockedProducts ? { extensions: { blockedProducts: outcome.blockedProducts } } : {}),
        });
      }
      await log(true, {
        from: outcome.previousLcStateId,
        to: outcome.lcState.lcStateId,
        stateChangeDate: outcome.lcState.lcStateDate,
      });
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
