import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../port.ts';
import { createReferenceBans } from './bans/index.ts';
import { createReferenceBulk } from './bulk/index.ts';
import { createCustomerQueries } from './customers.ts';
import { createCeirCompleter, createReferenceDevices } from './devices/index.ts';
import { createReferenceDocuments } from './documents/index.ts';
import { createEsimCompleter, createReferenceEsim } from './esim/index.ts';
import { createReferenceForwarding } from './forwarding/index.ts';
import { createNumberLifecycle } from './lifecycle/number-lifecycle.ts';
import { createStateChangeCompleter } from './lifecycle/state-change-completion.ts';
import { createReferenceNumber } from './number/index.ts';
import { createReferenceMailbox } from './mailbox/index.ts';
import { createContractPhoneClock } from './number/contract-phone-clock.ts';
import { createReferenceNumbers } from './numbers/index.ts';
import { createReferenceOperations, type Completers } from './operations/index.ts';
import { createReferenceReports } from './reports/index.ts';
import {
  createProductCompleter,
  createReferenceServices,
  type ReferenceServicesOptions,
} from './services/index.ts';
import { createReferenceSim } from './sim/index.ts';
import { createReferenceSpend } from './spend/index.ts';
import { createBalanceTransfers, createTransferLookup } from './transfer/index.ts';

export interface ReferenceOperatorOptions extends ReferenceServicesOptions {
  /** msisdn → the errorName its transfers are refused with (OPERATOR_FAILING_TRANSFERS) */
  failingTransfers?: Readonly<Record<string, string>>;
  /** how long the device register takes to answer an order (spec §9: within 8 hours; CEIR_DELAY_MS) */
  ceirDelayMs?: number;
  /** how long the SM-DP+ takes to have a reserved eSIM ready (ESIM_DELAY_MS) */
  esimDelayMs?: number;
  /** FIXED_TODAY: the operator's clock reads this day (contract phone instalments and ends) */
  fixedToday?: string | null;
}

/**
 * The reference operator (DESIGN §1): the operator port on the `operator` schema, one folder per area
 * (the same names as the port's `<area>-port.ts` parts and the portal's modules).
 */
export function createReferenceOperator(db: Db, opts: ReferenceOperatorOptions): OperatorPort {
  const customers = createCustomerQueries(db);
  const clock = createContractPhoneClock(db, { fixedToday: opts.fixedToday ?? null });
  const lifecycle = createNumberLifecycle(db, {
    clock,
    delayMs: opts.delayMs,
    scheduler: opts.scheduler ?? null,
  });
  // decision 008: one completer per kind of pending operation
  const completers: Completers = {
    PRODUCT_CHANGE: createProductCompleter(db),
    CEIR_ORDER: createCeirCompleter(db),
    ESIM_RESERVE: createEsimCompleter(db),
    STATE_CHANGE: createStateChangeCompleter(db),
  };
  return {
    findCompanyNumber: customers.findCompanyNumber,
    getCompanyStanding: customers.getCompanyStanding,
    ...createReferenceNumbers(db),
    ...createReferenceNumber(db, clock),
    ...createReferenceServices(db, opts),
    getStateEligibility: lifecycle.getStateEligibility,
    changeNumberState: lifecycle.changeNumberState,
    ...createReferenceSim(db),
    ...createReferenceEsim(db, {
      delayMs: opts.esimDelayMs ?? opts.delayMs,
      scheduler: opts.scheduler ?? null,
    }),
    ...createReferenceForwarding(db),
    ...createReferenceBans(db),
    ...createReferenceDevices(db, {
      delayMs: opts.ceirDelayMs ?? opts.delayMs,
      scheduler: opts.scheduler ?? null,
    }),
    transferBalance: createBalanceTransfers(db, { failingNumbers: opts.failingTransfers ?? {} }),
    findTransfer: createTransferLookup(db),
    ...createReferenceDocuments(db),
    ...createReferenceReports(db),
    ...createReferenceMailbox(db),
    ...createReferenceOperations(db, completers),
    ...createReferenceBulk(db),
    ...createReferenceSpend(db),
  };
}
