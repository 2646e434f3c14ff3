import type { ActionCode, ErrorCode } from '@kabinet/contract';
import type { Db } from '../db/client.ts';
import type { ControlOutcome } from '../operator/outcome.ts';
import { recordAction } from './audit.ts';
import { recordOutcome, type PortalEvent } from './events.ts';
import { ApiError } from './problem.ts';
import type { FastifyRequest } from 'fastify';
import { requireAuth, requireCompany, type CompanyContext } from './request-context.ts';

/** Who asks for what: the company, the user and the number. */
export interface NumberChangeRequest {
  company: CompanyContext;
  userId: string;
  msisdn: string;
  /** decision 023: the key the operator applies the change under at most once (a bulk item's) */
  requestKey?: string;
}

/** The change a request asks for on one of the company's numbers. */
export const numberChangeRequest = (request: FastifyRequest, msisdn: string): NumberChangeRequest => ({
  company: requireCompany(request),
  userId: requireAuth(request).userId,
  msisdn,
});

/**
 * The tenancy guard has checked the number before the handler ran; it may have left the company
 * since, which the operator answers with null.
 */
export function foundNumber<T>(value: T | null): T {
  if (value === null) throw new ApiError('msisdn_not_in_company');
  return value;
}

/**
 * A change the operator applies at once (SIM, bans, forwarding; decision 014): the operator's outcome,
 * the action log (success or refusal, DESIGN §4) and the problem on a refusal, in one place. No secret
 * code, PIN or PUK is ever written to the log or answered.
 */
export function createNumberChanges(db: Db) {
  const log = (
    request: NumberChangeRequest,
    action: ActionCode,
    success: boolean,
    params: Record<string, unknown>,
  ) =>
    recordAction(db, {
      customerBin: request.company.bin,
      userId: request.userId,
      msisdn: request.msisdn,
      action,
      success,
      params,
    });

  return {
    /** Runs one change; a refusal is logged and thrown as its spec §8 problem. */
    async run<T extends object>(
      request: NumberChangeRequest,
      action: ActionCode,
      params: Record<string, unknown>,
      change: () => Promise<ControlOutcome<ErrorCode, T> | null>,
    ): Promise<T> {
      let outcome;
      try {
        outcome = foundNumber(await change());
      } catch (error) {
        if (!(error instanceof ApiError)) {
          await log(request, action, false, { ...params, error: 'system_error' }).catch(() => {});
        }
        throw error;
      }
      if (!outcome.ok) {
        await log(request, action, false, { ...params, error: outcome.refusal });
        throw new ApiError(outcome.refusal);
      }
      return outcome;
    },
    /** The success row of the action log, with what the change left, and its event if it has one (decision 031). */
    logSuccess(
      request: NumberChangeRequest,
      action: ActionCode,
      params: Record<string, unknown>,
      event: Omit<PortalEvent, 'bin'> | null = null,
    ) {
      if (!event) return log(request, action, true, params);
      return recordOutcome(
        db,
        {
          customerBin: request.company.bin,
          userId: request.userId,
          msisdn: request.msisdn,
          action,
          success: true,
          params,
        },
        event,
      );
    },
  };
}
