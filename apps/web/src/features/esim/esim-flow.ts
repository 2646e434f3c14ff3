import { ESIM_WIZARD_STEPS, ESIM_WIZARD_STEPS_WITH_RESERVE } from '@kabinet/contract/constants';
import type { EsimStatus } from '@kabinet/contract/esim';
import { ERROR_STATUS } from '@kabinet/contract/error-statuses';
import { isErrorCode } from '@kabinet/contract/error-codes';

// spec §4 eSIM flow statuses and wizard steps, as pure functions the screens read.

/**
 * spec §4 eSIM flow statuses the screens show (decisions 016, 022): `empty` — no eSIM to offer
 * now; `hasBalance` — a store visit; `skipReserve` — an eSIM found ready at the first check, so
 * the reserve is skipped; `operationInProgress` — spec §8 'operation already in process'.
 */
export type EsimFlowStatus =
  | 'loading'
  | 'empty'
  | 'hasBalance'
  | 'skipReserve'
  | 'operationInProgress'
  | 'readyForReserve'
  | 'balanceNotEnough'
  | 'inProcess'
  | 'success'
  | 'timeout'
  | 'qrNotFound'
  | 'stateFail'
  | 'reserveFail'
  | 'orderExists'
  | 'waitingAccept'
  | 'complete'
  | 'badRequest'
  | { unknown: string };

/** The flow status of the status check's answer (or its failure code). */
export function flowStatusOf(check: {
  data?: EsimStatus;
  errorCode?: string | null;
  isLoading: boolean;
}): EsimFlowStatus {
  if (check.isLoading) return 'loading';
  if (check.errorCode) {
    switch (check.errorCode) {
      case 'esim_timeout':
        return 'timeout';
      case 'esim_qr_not_found':
        return 'qrNotFound';
      case 'esim_replacement_unavailable':
        return 'stateFail';
      case 'esim_insufficient_funds':
        return 'balanceNotEnough';
      case 'esim_issue_failed':
        return 'reserveFail';
      case 'esim_order_exists':
        return 'orderExists';
      case 'esim_operation_in_progress':
        return 'operationInProgress';
      case 'esim_store_visit_required':
        return 'hasBalance';
      default:
        // spec §4 'bad request': any 400 of the catalogue; 'Error: <status>' only for the unknown
        return isErrorCode(check.errorCode) && ERROR_STATUS[check.errorCode] === 400
          ? 'badRequest'
          : { unknown: check.errorCode };
    }
  }
  const data = check.data;
  if (!data) return 'loading';
  switch (data.state) {
    case 'NOT_FOUND':
      return data.isBalanceEnough ? 'readyForReserve' : 'balanceNotEnough';
    case 'EMPTY':
      return 'empty';
    case 'HAS_BALANCE':
      return 'hasBalance';
    case 'NOT_READY':
      return 'inProcess';
    case 'SUCCESS':
      return 'success';
    default:
      return { unknown: String((data as { state: unknown }).state) };
  }
}

/**
 * spec §8 'operation already in process': a reserve refused because a reservation of the number
 * exists (a second click, another tab). The wizard goes on with that reservation: the refusal is
 * shown as its text and the status check decides the rest.
 */
export const meansReserved = (code: string | null): boolean =>
  code === 'esim_operation_in_progress' || code === 'esim_order_exists';

/** Whether the status offers a reserve (not found, timed out, or the QR code expired: release). */
export const offersReserve = (status: EsimFlowStatus): boolean =>
  status === 'readyForReserve' || status === 'timeout' || status === 'qrNotFound';

export type WizardStep = 'os' | 'instructions' | 'qr' | 'agreement' | 'success';

/**
 * spec §4 Wizard steps / §9: 4 steps, 5 when the eSIM had to be reserved: the QR code then gets
 * a step of its own after the reserve (the status is re-checked there, 'in process' meanwhile).
 */
export function wizardSteps(withReserve: boolean): WizardStep[] {
  const steps: WizardStep[] = withReserve
    ? ['os', 'instructions', 'qr', 'agreement', 'success']
    : ['os', 'instructions', 'agreement', 'success'];
  if (steps.length !== (withReserve ? ESIM_WIZARD_STEPS_WITH_RESERVE : ESIM_WIZARD_STEPS))
    throw new Error('eSIM wizard: the step count differs from spec §9');
  return steps;
}

export const PHONE_OS = ['ios', 'android'] as const;
export type PhoneOs = (typeof PHONE_OS)[number];
export const isPhoneOs = (value: string | null): value is PhoneOs => value === 'ios' || value === 'android';

/** The wizard's place, kept in the URL: ?step=&os=&reserve=1 */
export interface WizardPlace {
  step: number;
  os: PhoneOs | null;
  withReserve: boolean;
}

export function readPlace(search: URLSearchParams): WizardPlace {
  const os = search.get('os');
  const withReserve = search.get('reserve') === '1';
  const max = wizardSteps(withReserve).length - 1;
  const raw = Number(search.get('step') ?? '0');
  const step = Number.isInteger(raw) && raw >= 0 && raw <= max ? raw : 0;
  // without a chosen OS only step 0 makes sense
  return { step: isPhoneOs(os) ? step : 0, os: isPhoneOs(os) ? os : null, withReserve };
}

export function writePlace(search: URLSearchParams, place: WizardPlace): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('step', String(place.step));
  if (place.os) next.set('os', place.os);
  else next.delete('os');
  if (place.withReserve) next.set('reserve', '1');
  else next.delete('reserve');
  return next;
}
