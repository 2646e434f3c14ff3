import type { z } from 'zod';
import type {
  ActionCode,
  ErrorCode,
  Forwarding,
  NumberControlsState,
  OperationResult,
  SuccessCode,
  simChangeResultSchema,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { BanKind, ControlOutcome, ForwardingChange } from '../../operator/controls-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

type SimChangeResult = z.infer<typeof simChangeResultSchema>;

/** Who asks for what: the company, the user and the number. */
export interface ControlRequest {
  company: CompanyContext;
  userId: string;
  msisdn: string;
}

export interface ControlsService {
  state(company: CompanyContext, msisdn: string): Promise<NumberControlsState>;
  changeSim(request: ControlRequest, iccid: string): Promise<SimChangeResult>;
  sendSecretCode(request: ControlRequest): Promise<OperationResult>;
  deleteSecretCode(request: ControlRequest): Promise<OperationResult>;
  setBan(request: ControlRequest, kind: BanKind, isSet: boolean): Promise<OperationResult>;
  forwarding(company: CompanyContext, msisdn: string): Promise<Forwarding>;
  changeForwarding(request: ControlRequest, change: ForwardingChange): Promise<OperationResult>;
}

/** spec §8 Number operations: the action-log code and the success text of each toggle, set and remove. */
const BAN_TEXTS: Record<BanKind, Record<'set' | 'remove', { action: ActionCode; message: SuccessCode }>> = {
  SMS_USSD_MGM: {
    set: { action: 'sms_ussd_ban_set', message: 'sms_ussd_ban_set' },
    remove: { action: 'sms_ussd_ban_remove', message: 'sms_ussd_ban_removed' },
  },
  APP_CALL_DETAILS: {
    set: { action: 'app_details_ban_set', message: 'app_details_ban_set' },
    remove: { action: 'app_details_ban_remove', message: 'app_details_ban_removed' },
  },
  APP_ACCESS: {
    set: { action: 'app_ban_set', message: 'app_ban_set' },
    remove: { action: 'app_ban_remove', message: 'app_ban_removed' },
  },
};

/** The action-log code and success text of a forwarding change. */
function forwardingTexts(change: ForwardingChange): { action: ActionCode; message: SuccessCode } {
  if (change.type === 'FORWARDING_ON') return { action: 'forwarding_on', message: 'call_divert_set' };
  if (change.type === 'FORWARDING_OFF') return { action: 'forwarding_off', message: 'call_divert_removed' };
  return 'remove' in change
    ? { action: 'call_divert_remove', message: 'call_divert_removed' }
    : { action: 'call_divert_set', message: 'call_divert_set' };
}

/** The tenancy guard has checked the number; it may have left the company since. */
function found<T>(value: T | null): T {
  if (value === null) throw new ApiError('msisdn_not_in_company');
  return value;
}

/**
 * spec §2 number modals (issue 9): every change goes to the operator and is written to the action
 * log, success or refusal (DESIGN §4); a refusal is answered with its spec §8 code. No secret code,
 * PIN or PUK is ever written to the log or answered.
 */
export function createControlsService(db: Db, operator: OperatorPort): ControlsService {
  /** Runs one change: the operator's outcome, the action log, the problem on a refusal. */
  async function run<T extends object>(
    request: ControlRequest,
    action: ActionCode,
    params: Record<string, unknown>,
    change: () => Promise<ControlOutcome<ErrorCode, T> | null>,
  ): Promise<T> {
    const log = (success: boolean, extra: Record<string, unknown>) =>
      recordAction(db, {
        customerBin: request.company.bin,
        userId: request.userId,
        msisdn: request.msisdn,
        action,
        success,
        params: { ...params, ...extra },
      });
    let outcome;
    try {
      outcome = found(await change());
    } catch (error) {
      if (!(error instanceof ApiError)) await log(false, { error: 'system_error' }).catch(() => {});
      throw error;
    }
    if (!outcome.ok) {
      await log(false, { error: outcome.refusal });
      throw new ApiError(outcome.refusal);
    }
    return outcome;
  }

  return {
    async state(company, msisdn) {
      return found(await operator.getControlsState(company.bin, msisdn));
    },

    async changeSim(request, iccid) {
      const { bin } = request.company;
      const changed = await run(request, 'sim_change', { iccid }, () =>
        operator.changeSim(bin, request.msisdn, iccid),
      );
      await logSuccess(request, 'sim_change', { iccid: changed.iccid, previousIccid: changed.previousIccid });
      return {
        result: 'SUCCESS',
        message: 'sim_changed',
        msisdn: request.msisdn,
        iccid: changed.iccid,
        iccidChangeDate: changed.iccidChangeDate,
      };
    },

    async sendSecretCode(request) {
      await run(request, 'secret_code_send', {}, () =>
        operator.sendSecretCode(request.company.bin, request.msisdn),
      );
      await logSuccess(request, 'secret_code_send', {});
      return { result: 'SUCCESS', message: 'secret_code_sent' };
    },

    async deleteSecretCode(request) {
      await run(request, 'secret_code_delete', {}, () =>
        operator.deleteSecretCode(request.company.bin, request.msisdn),
      );
      await logSuccess(request, 'secret_code_delete', {});
      return { result: 'SUCCESS', message: 'secret_code_deleted' };
    },

    async setBan(request, kind, isSet) {
      const { action, message } = BAN_TEXTS[kind][isSet ? 'set' : 'remove'];
      const outcome = await run(request, action, {}, () =>
        operator.setBan(request.company.bin, request.msisdn, kind, isSet),
      );
      await logSuccess(request, action, outcome.isRepeat ? { repeat: true } : {});
      return { result: 'SUCCESS', message };
    },

    async forwarding(company, msisdn) {
      return found(await operator.getForwarding(company.bin, msisdn));
    },

    async changeForwarding(request, change) {
      const { action, message } = forwardingTexts(change);
      const params = {
        type: change.type,
        ...('msisdnTo' in change ? { msisdnTo: change.msisdnTo } : {}),
      };
      await run(request, action, params, () =>
        operator.changeForwarding(request.company.bin, request.msisdn, change),
      );
      await logSuccess(request, action, params);
      return { result: 'SUCCESS', message };
    },
  };

  function logSuccess(request: ControlRequest, action: ActionCode, params: Record<string, unknown>) {
    return recordAction(db, {
      customerBin: request.company.bin,
      userId: request.userId,
      msisdn: request.msisdn,
      action,
      success: true,
      params,
    });
  }
}
