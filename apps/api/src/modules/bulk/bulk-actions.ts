import {
  BULK_ACTION_ROUTES,
  bulkCostCentreOf,
  bulkSpendLimitOf,
  roleAllows,
  type BulkAction,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { withActionContext } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { BansService } from '../bans/bans.service.ts';
import type { ForwardingService } from '../forwarding/forwarding.service.ts';
import type { LifecycleService } from '../lifecycle/lifecycle.service.ts';
import type { NumbersService } from '../numbers/numbers.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { bulkNumbersOf } from './bulk-selection.repository.ts';
import { createBulkWorkRepository, outcomeOfCode, type ItemOutcome } from './bulk-work.repository.ts';
import type { CostCentresService } from '../cost-centres/cost-centres.service.ts';
import type { SpendService } from '../spend/spend.service.ts';
import { bulkTargetOf, isInTargetState } from './bulk-targets.ts';

/**
 * The single actions' services, built once at the composition root: a bulk job acts on each number
 * through exactly the code a single request runs (decision 023), so every rule, refusal and action
 * log entry is the same.
 */
export interface BulkActionServices {
  lifecycle: LifecycleService;
  services: ServicesService;
  bans: BansService;
  forwarding: ForwardingService;
  numbers: NumbersService;
  costCentres: CostCentresService;
  spend: SpendService;
}

export interface BulkJobContext {
  id: string;
  company: CompanyContext;
  userId: string;
  action: BulkAction;
  argument: string | null;
}

/** The item a worker has claimed: its place in the job, its number, whether a worker died on it before. */
export interface BulkItemRef {
  seq: number;
  msisdn: string;
  isResumed: boolean;
}

type Operator = Pick<OperatorPort, 'findCompanyNumber' | 'getBansState'>;

/** decision 023: the item's own key to the operator, the same however often it is asked. */
export const bulkRequestKey = (jobId: string, seq: number) => `${jobId}:${seq}`;

/**
 * What the number already is, for the actions the operator would answer as a repeat: such a number
 * is skipped ("already blocked"). Null when the number is not the company's.
 */
async function isAlreadyDone(db: Db, operator: Operator, bin: string, msisdn: string, job: BulkJobContext) {
  const target = bulkTargetOf(job.action, job.argument);
  // decision 030, 034: a cost centre (the portal's) or a limit is read with the number as bulk work sees it
  if (target?.kind === 'cost_centre' || target?.kind === 'spend_limit') {
    const number = (await bulkNumbersOf(db, bin, [msisdn])).get(msisdn);
    return number ? isInTargetState(number, target) : null;
  }
  const state = await operator.getBansState(bin, msisdn);
  if (!state) return null;
  return target ? isInTargetState({ state, costCentreId: null, spendLimit: null }, target) : false;
}

export function createBulkActions(db: Db, operator: Operator, services: BulkActionServices) {
  const repo = createBulkWorkRepository(db);

  /** Runs the single action's service call for one number. */
  async function perform(job: BulkJobContext, msisdn: string, requestKey: string): Promise<void> {
    const request = { company: job.company, userId: job.userId, msisdn, requestKey };
    const argument = job.argument;
    switch (job.action) {
      case 'block':
      case 'unblock':
        await services.lifecycle.changeState(
          job.company,
          job.userId,
          msisdn,
          job.action === 'block' ? 'suspend' : 'activate',
          requestKey,
        );
        return;
      case 'service_connect':
      case 'service_disconnect':
        await services.services.changeProduct({
          ...request,
          productOfferingId: argument ?? '',
          action: job.action === 'service_connect' ? 'ENABLE' : 'DISABLE',
          // spec §4 Service: conflicts are disabled only after the user confirmed them, one number at a time
          deactivateIncompatible: false,
        });
        return;
      case 'label_set':
      case 'label_clear':
      case 'comment_set':
      case 'comment_clear':
        await services.numbers.setNote({
          ...request,
          kind: job.action.startsWith('label') ? 'label' : 'comment',
          value: job.action.endsWith('_set') ? argument : null,
        });
        return;
      case 'sms_ussd_ban_on':
      case 'sms_ussd_ban_off':
        await services.bans.setBan(request, 'SMS_USSD_MGM', job.action === 'sms_ussd_ban_on');
        return;
      case 'app_block_on':
      case 'app_block_off':
        await services.bans.setBan(request, 'APP_ACCESS', job.action === 'app_block_on');
        return;
      case 'forwarding_off':
        await services.forwarding.changeForwarding(request, { type: 'FORWARDING_OFF' });
        return;
      // decision 030: the single assignment (one number, all or nothing) and the single limit calls
      case 'cost_centre_assign':
        await services.costCentres.assign(
          { bin: job.company.bin, userId: job.userId },
          { costCentreId: bulkCostCentreOf(argument) ?? null, msisdns: [msisdn] },
        );
        return;
      case 'spend_limit_set':
        await services.spend.setLimit(request, { ...bulkSpendLimitOf(argument)! });
        return;
      case 'spend_limit_clear':
        await services.spend.removeLimit(request);
        return;
    }
  }

  return {
    /**
     * One number of a job: the tenancy guard's checks (the company's number, its letter flag), then
     * the single action under the item's own request key (`<jobId>:<seq>`), which the operator
     * applies at most once. A resumed item (its worker died, maybe after the operator acted) whose
     * action log already has the job's entry ends as that entry says; any other is asked again
     * under the same key, and the operator answers a change it already made with its first answer.
     */
    async run(job: BulkJobContext, item: BulkItemRef): Promise<ItemOutcome> {
      const { msisdn } = item;
      const route = BULK_ACTION_ROUTES[job.action];
      if (route.feature !== 'none' && !job.company.profile?.features.includes(route.feature))
        return { state: 'refused', code: 'feature_not_available' };
      // decision 029: the starter's role now (a role narrowed since acts on nothing more it forbids)
      if (!roleAllows(job.company.role, route.permission))
        return { state: 'refused', code: 'forbidden_by_role' };
      try {
        if (item.isResumed) {
          const logged = await repo.loggedOutcome(job.id, job.company.bin, msisdn);
          if (logged) return logged;
        }
        const found = await operator.findCompanyNumber(job.company.bin, msisdn);
        if (!found) return { state: 'refused', code: 'msisdn_not_in_company' };
        // spec §6 letter flags: the number's own, else the company profile's (decision 007)
        const flags = found.ownFlags ?? job.company.profile?.subscriberFlags ?? [];
        if (route.flag && !flags.includes(route.flag))
          return { state: 'refused', code: 'feature_not_available' };
        // a resumed number may be as asked because of this very item: the key tells the operator
        if (!item.isResumed) {
          const already = await isAlreadyDone(db, operator, job.company.bin, msisdn, job);
          if (already === null) return { state: 'refused', code: 'msisdn_not_in_company' };
          if (already) return { state: 'skipped', code: 'bulk_already_in_state' };
        }
        await withActionContext({ bulkJobId: job.id }, () =>
          perform(job, msisdn, bulkRequestKey(job.id, item.seq)),
        );
        return { state: 'done', code: null };
      } catch (error) {
        if (error instanceof ApiError) return outcomeOfCode(error.code);
        return { state: 'failed', code: 'system_error' };
      }
    },
  };
}

export type BulkActions = ReturnType<typeof createBulkActions>;
