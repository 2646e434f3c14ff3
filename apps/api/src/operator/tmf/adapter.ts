import { randomUUID } from 'node:crypto';
import type { BansState, Forwarding, Subscriber } from '@kabinet/contract';
import type { OperationCompletion, OperationKind, PendingOperation } from '../operations-port.ts';
import type { CompanyNumber, OperatorPort, SubscriberContext } from '../port.ts';
import type { AppliedTransfer, TransferOutcome, TransferRequest } from '../transfer-port.ts';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import { flagsOf } from '../reference/row-values.ts';
import { BAN_CHARACTERISTICS } from './product-resources.ts';
import { toCommunicationMessage } from './communication-resources.ts';
import { createResourceReads } from './resource-reads.ts';
import { createStandardReads } from './standard-reads.ts';
import { decodeWire, encodeWire, reviveWire } from './codec.ts';
import type { TmfHttp } from './http-client.ts';
import {
  EXTENSION_READS,
  EXTENSION_STREAMS,
  EXTENSION_WRITES,
  ORDER_KEY_ARGUMENT,
  ORDER_METHODS,
  TMF_PATHS,
  orderItemOf,
  type KabinetOrderExtension,
  type OrderCategory,
  COMPANYLESS_METHODS,
  OPERATION_REF,
  customerOf,
  customerParty,
  customerIdInV4,
  V5_CUSTOMER_FILTER,
  transferBalanceBody,
} from './wire.ts';

// The operator port over the operator's TM Forum Open APIs (decision 032): a number is a TMF637
// product, every change a TMF622 order keyed by an externalId, a transfer a TMF654 transferBalance,
// the rest the documented extension. Completions come as hub events (./events.ts); the portal's
// completion job is the polling fallback, and both claim the same event id, so each applies once.

export interface TmfOperatorOptions {
  /** enqueues the portal's completion job of a pending operation (the polling fallback) */
  schedulePoll(operation: PendingOperation): Promise<void>;
  /** claims an event id in the portal's database: true the first time only */
  claimEvent(eventId: string): Promise<boolean>;
  /** how long after the operator's expected completion the portal looks for itself */
  pollGraceMs?: number;
}

interface TmfOrder extends KabinetOrderExtension {
  id: string;
  state: string;
  externalId?: { id: string; externalIdentifierType?: string }[];
  expectedCompletionDate?: string;
}

/**
 * decision 036: the transfer's outcome from the standard TransferBalance: `completed` moved the
 * money (an externalId applied before answers its first transfer: TMF654 documents 201 only, so a
 * replay is not told apart — the portal's own idempotency store is what knows), `failed` moved nothing, its spec §8 error name in `description` (TMF654 v4 has no error field;
 * docs/tmf-profile.md). Anything else — a body the adapter cannot read — is not a refusal and not
 * a success: the operator did not say, so the portal answers failed_to_get_data and the client's
 * retry with the same key asks again.
 */
/** decision 036: how far back a lost transfer is looked for */
const TRANSFER_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export function transferOutcomeOf(body: unknown, request: TransferRequest): TransferOutcome {
  const transfer = (body ?? {}) as {
    id?: unknown;
    status?: unknown;
    description?: unknown;
    outcome?: unknown;
  };
  if (transfer.status === 'completed' && typeof transfer.id === 'string')
    return {
      ok: true,
      transferId: transfer.id,
      msisdnFrom: request.msisdnFrom,
      msisdnTo: request.msisdnTo,
      amount: request.amount,
      isReplay: false,
    };
  if (transfer.status === 'failed') {
    const [errorName = 'system_error', field = null] = String(transfer.description ?? '').split(':');
    return {
      ok: false,
      errorName,
      field: (field || null) as Extract<TransferOutcome, { ok: false }>['field'],
    };
  }
  throw new OperatorUnavailableError('TMF654');
}

/** the call's answer, or OperatorUnavailableError when reading it failed (a TypeError on a missing property) */
async function readable<T>(api: string | null, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof TypeError || error instanceof SyntaxError)
      throw new OperatorUnavailableError(api ?? 'TMF');
    throw error;
  }
}

export const FINAL_ORDER_STATES = ['completed', 'failed'];

/** the event id of an order's final state: the hub's and the polling fallback's are the same */
export const completionEventId = (order: { id: string; state: string }) => `${order.id}:${order.state}`;

export function createTmfOperator(http: TmfHttp, opts: TmfOperatorOptions): OperatorPort {
  const grace = opts.pollGraceMs ?? 2000;

  async function order(
    category: OrderCategory,
    bin: string,
    msisdn: string,
    args: unknown[],
  ): Promise<unknown> {
    const keyAt = ORDER_KEY_ARGUMENT[category];
    const requestKey = keyAt === undefined ? undefined : args[keyAt];
    const externalId = typeof requestKey === 'string' ? requestKey : randomUUID();
    const place = () =>
      http.request({
        api: 'TMF622',
        method: 'POST',
        path: `${TMF_PATHS.productOrdering}/productOrder`,
        isRetryable: true,
        body: {
          '@type': 'ProductOrder',
          category,
          // the operator applies an externalId once: the retries of this call are the same order, and
          // so is a caller's request key asked again (decision 023)
          externalId: [
            {
              id: externalId,
              owner: 'kabinet',
              externalIdentifierType: 'ProductOrder',
              '@type': 'ExternalIdentifier',
            },
          ],
          relatedParty: customerParty(bin),
          productOrderItem: [orderItemOf(category, msisdn, args)],
        },
      });
    let answer: Awaited<ReturnType<typeof place>>;
    try {
      answer = await place();
    } catch (error) {
      // decision 036: the order's answer lost on the way — the operator is asked for the order it
      // holds under the externalId (TMF622 list, a standard attribute filter): that order is the answer
      if (!(error instanceof OperatorUnavailableError)) throw error;
      const found = await placedOrder(externalId, bin).catch(() => null);
      if (!found) throw error;
      answer = found;
    }
    if (answer.status === 404) return null;
    const placed = answer.body as TmfOrder;
    const outcome = reviveWire<{ ok: boolean; isRepeat?: boolean }>(placed.outcome);
    const operation = placed.externalId?.find((e) => e.externalIdentifierType === OPERATION_REF)?.id;
    if (placed.state === 'inProgress' && operation && !outcome.isRepeat) {
      const [kind, id] = operation.split(':') as [OperationKind, string];
      const expected = placed.expectedCompletionDate ? Date.parse(placed.expectedCompletionDate) : Date.now();
      await opts.schedulePoll({ kind, operationId: Number(id), msisdn, dueAt: new Date(expected + grace) });
    }
    return outcome;
  }

  /** the order the operator holds under the externalId, for the company, as its create would have answered */
  async function placedOrder(externalId: string, bin: string) {
    const listed = await http.request({
      api: 'TMF622',
      method: 'GET',
      path: `${TMF_PATHS.productOrdering}/productOrder`,
      query: { 'externalId.id': externalId, [V5_CUSTOMER_FILTER]: bin },
      isRetryable: true,
    });
    const [first] = (listed.body as (TmfOrder & { relatedParty?: unknown })[]).filter(
      (placed) => customerOf(placed.relatedParty) === bin,
    );
    return first ? { ...listed, status: 201, body: first } : null;
  }

  async function query(
    method: string,
    bin: string | null,
    args: unknown[],
    isRetryable: boolean,
  ): Promise<unknown> {
    const answer = await http.requestText({
      api: 'extension',
      method: 'POST',
      path: `${TMF_PATHS.extension}/query/${method}`,
      body: { bin, args: JSON.parse(encodeWire(args)) },
      isRetryable,
    });
    return decodeWire<{ value: unknown }>(answer.text).value;
  }

  async function* stream(method: string, bin: string, args: unknown[]): AsyncGenerator<unknown> {
    const body = await http.stream({
      api: 'extension',
      method: 'POST',
      path: `${TMF_PATHS.extension}/stream/${method}`,
      body: { bin, args: JSON.parse(encodeWire(args)) },
      isRetryable: false,
    });
    const decoder = new TextDecoder();
    let pending = '';
    for await (const chunk of body) {
      pending += decoder.decode(chunk, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        yield decodeWire(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    }
  }

  const port: Record<string, unknown> = {};
  const extension = (method: string, isRetryable: boolean) =>
    COMPANYLESS_METHODS.includes(method)
      ? (...args: unknown[]) => query(method, null, args, isRetryable)
      : (bin: string, ...args: unknown[]) => query(method, bin, args, isRetryable);
  for (const method of EXTENSION_READS) port[method] = extension(method, true);
  for (const method of EXTENSION_WRITES) port[method] = extension(method, false);
  for (const method of EXTENSION_STREAMS)
    port[method] = (bin: string, ...args: unknown[]) => stream(method, bin, args);
  for (const [category, method] of Object.entries(ORDER_METHODS))
    port[method] = (bin: string, msisdn: string, ...args: unknown[]) =>
      readable('TMF622', order(category as OrderCategory, bin, msisdn, args));

  /** TMF630 field selection: the owner and the line's characteristics (not spec §3 Subscriber) */
  const LINE = { fields: 'relatedParty,productCharacteristic' };
  // decision 036: tenancy by the body. A standard BSS answers any existing number; the portal reads
  // it by id (no filter on a read by id) and takes it as the company's only when the customer among
  // its related parties is the company.
  const product = async (bin: string, msisdn: string, query: Record<string, string> = LINE) => {
    const answer = await http.request({
      api: 'TMF637',
      method: 'GET',
      path: `${TMF_PATHS.productInventory}/product/${encodeURIComponent(msisdn)}`,
      query,
      isRetryable: true,
    });
    if (answer.status === 404) return null;
    const body = answer.body as {
      relatedParty?: unknown;
      productCharacteristic?: { name: string; value: unknown }[];
    } | null;
    if (customerOf(body?.relatedParty) !== bin) return null;
    const characteristics = body?.productCharacteristic;
    return (name: string) => characteristics?.find((c) => c.name === name)?.value;
  };

  const typed = {
    ...createResourceReads(http),
    ...createStandardReads(http),
    async findCompanyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null> {
      const valueOf = await product(bin, msisdn);
      return valueOf ? { ownFlags: (valueOf('ownFlags') as CompanyNumber['ownFlags']) ?? null } : null;
    },
    async getForwarding(bin: string, msisdn: string): Promise<Forwarding | null> {
      const valueOf = await product(bin, msisdn);
      return valueOf ? (valueOf('forwarding') as Forwarding) : null;
    },
    async getBansState(bin: string, msisdn: string): Promise<BansState | null> {
      const valueOf = await product(bin, msisdn);
      if (!valueOf) return null;
      return {
        msisdn,
        ...(Object.fromEntries(BAN_CHARACTERISTICS.map((name) => [name, valueOf(name)])) as Omit<
          BansState,
          'msisdn'
        >),
      };
    },
    async getSubscriber(bin: string, msisdn: string, context?: SubscriberContext) {
      const valueOf = await product(bin, msisdn, {});
      if (!valueOf) return null;
      const subscriber = reviveWire<Subscriber>(valueOf('subscriber'));
      // the company's default letter flags apply to a number without its own: the portal's to add
      // (a BSS knows the number's own flags, the `ownFlags` characteristic)
      const own = (valueOf('ownFlags') as string[] | null | undefined) ?? null;
      return { ...subscriber, flags: flagsOf(own, context?.defaultFlags ?? []) };
    },
    async transferBalance(bin: string, request: TransferRequest): Promise<TransferOutcome> {
      const answer = await http.request({
        api: 'TMF654',
        method: 'POST',
        path: `${TMF_PATHS.prepayBalance}/transferBalance`,
        // the client's Idempotency-Key is the externalId: the billing applies it once, so a retry
        // (the answer lost on the way) moves nothing twice and answers the first transfer
        isRetryable: true,
        body: transferBalanceBody(bin, request),
      });
      return transferOutcomeOf(answer.body, request);
    },
    async findTransfer(bin: string, request: TransferRequest): Promise<AppliedTransfer | null> {
      // decision 036: TMF630 attribute filtering on TMF654's own attributes (customer, the two
      // MSISDNs, the amount, the last day); the key, echoed as the answer's externalId, tells this
      // request's transfer from another alike. Only a completed transfer moved money.
      const answer = await http.request({
        api: 'TMF654',
        method: 'GET',
        path: `${TMF_PATHS.prepayBalance}/transferBalance`,
        query: {
          'relatedParty.id': bin,
          'logicalResource.id': request.msisdnFrom,
          'receiverLogicalResource.id': request.msisdnTo,
          'amount.amount': String(request.amount),
          'requestedDate.gte': new Date(Date.now() - TRANSFER_LOOKBACK_MS).toISOString(),
        },
        isRetryable: true,
      });
      const found = (
        answer.body as { id?: unknown; status?: unknown; externalId?: unknown; relatedParty?: unknown }[]
      ).find(
        (transfer) =>
          transfer.status === 'completed' &&
          transfer.externalId === request.idempotencyKey &&
          customerIdInV4(transfer.relatedParty) === bin,
      );
      if (!found || typeof found.id !== 'string') return null;
      const { idempotencyKey: _key, ...moved } = request;
      return { ok: true, transferId: found.id, ...moved, isReplay: true };
    },
    /** decision 034: TMF681 createCommunicationMessage; `failed`: not a number of the company, none sent */
    async sendText(bin: string, msisdn: string, text: string) {
      const answer = await http.request({
        api: 'TMF681',
        method: 'POST',
        path: `${TMF_PATHS.communication}/communicationMessage`,
        body: toCommunicationMessage(bin, msisdn, text),
        isRetryable: false,
      });
      const { id, state } = (answer.body ?? {}) as { id?: unknown; state?: unknown };
      if (state === 'failed') return null;
      if (typeof id !== 'string' || answer.status !== 201) throw new OperatorUnavailableError('TMF681');
      return { messageId: id };
    },
    async completeOperation(kind: OperationKind, operationId: number) {
      const answer = await http.request({
        api: 'TMF622',
        method: 'GET',
        path: `${TMF_PATHS.productOrdering}/productOrder`,
        query: { 'externalId.id': `${kind}:${operationId}` },
        isRetryable: true,
      });
      const found = (answer.body as TmfOrder[])[0];
      if (!found) return null;
      // the operator has not finished: the job fails and pg-boss asks again later
      if (!FINAL_ORDER_STATES.includes(found.state))
        throw new Error(`the operator has not completed ${kind}:${operationId} yet`);
      if (!(await opts.claimEvent(completionEventId(found)))) return null;
      return reviveWire<OperationCompletion>(found.completion);
    },
  };
  // every port method is answered — an order, an extension read, write or stream, or a typed call:
  // a method added to the port and to none of these fails the build here, not a request at run time
  type Answered =
    | (typeof ORDER_METHODS)[keyof typeof ORDER_METHODS]
    | (typeof EXTENSION_READS)[number]
    | (typeof EXTENSION_WRITES)[number]
    | (typeof EXTENSION_STREAMS)[number]
    | keyof typeof typed;
  type Unanswered = Exclude<keyof OperatorPort, Answered>;
  const everyMethodAnswered: [Unanswered] extends [never] ? true : Unanswered = true;
  void everyMethodAnswered;
  // decision 036: an answer the adapter cannot read (a property it needs missing, a shape it does not
  // know) is the operator not answering — the screen's spec §8 failure, never a 500
  const guarded = Object.fromEntries(
    Object.entries(typed).map(([name, call]) => [
      name,
      // a stream is no promise: its reads fail as they come (decision 038)
      name === 'completeOperation' || name === 'exportInvoiceNumbers'
        ? call
        : (...args: unknown[]) => readable(null, (call as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  );
  return { ...port, ...guarded } as unknown as OperatorPort;
}
