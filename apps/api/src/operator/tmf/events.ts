import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AnyOperationCompletion } from '../operations-port.ts';
import { reviveWire } from './codec.ts';
import { FINAL_ORDER_STATES, completionEventId } from './adapter.ts';
import { TMF_PATHS } from './wire.ts';

// The portal's side of TMF688 (decision 032): it registers a listener with the operator's hub on
// start (and removes it on stop), checks now and then that the hub still has it — the hub drops a
// listener that failed long enough, and an operator away at start had none — registering again if
// not, and applies each order's completion once: the event id is
// claimed in `portal.operator_events` (migration 0026) by whichever comes first, the event or the
// portal's own polling job; a second delivery of either finds it claimed and changes nothing.
// A product event (decision 034) has its line read again into the portal's index.

export interface OperatorEvents {
  /** claims an event id: true the first time, in any portal process */
  claim(eventId: string): Promise<boolean>;
  /** the listener route on the portal's server */
  register(app: FastifyInstance): void;
  /**
   * registers the listener with the operator's hub, then checks it every `checkEveryMs`; an operator
   * away now is polled instead until a check registers it
   */
  subscribe(): Promise<void>;
  unsubscribe(): Promise<void>;
}

export const LISTENER_PATH = '/operator/listener';

/** decision 034: the TMF637 product events that change a line of the portal's index */
const LINE_EVENTS = [
  'ProductCreateEvent',
  'ProductAttributeValueChangeEvent',
  'ProductStateChangeEvent',
  'ProductDeleteEvent',
];

/** how often a portal asks the hub whether it still has its listener (decision 032) */
export const HUB_CHECK_MS = 60_000;

export function createOperatorEvents(deps: {
  pool: pg.Pool;
  operatorUrl: string;
  callbackUrl: string;
  /** the bearer token the hub calls need (the adapter's) */
  authorization: () => Promise<string | null>;
  onCompletion(completion: AnyOperationCompletion): Promise<void>;
  /** decision 034: a line of the company changed in the operator's systems (a TMF637 product event) */
  onLineChange?(bin: string, msisdn: string): Promise<void>;
  log: (line: string) => void;
  /** tests: a check in seconds */
  checkEveryMs?: number;
}): OperatorEvents {
  // the callback carries a secret of this process: only the hub it was given to can call it
  const secret = randomBytes(18).toString('base64url');
  let hubId: string | null = null;
  let checks: NodeJS.Timeout | null = null;
  let isChecking = false;
  const claim = async (eventId: string) =>
    ((
      await deps.pool.query(
        `insert into portal.operator_events (event_id) values ($1) on conflict do nothing returning event_id`,
        [eventId],
      )
    ).rowCount ?? 0) > 0;
  const hubCall = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const token = await deps.authorization();
    return fetch(`${deps.operatorUrl}${TMF_PATHS.event}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(5000),
    });
  };
  return {
    claim,
    register(app) {
      // TMF688's listener operations under the callback: `{callback}/listener/{eventName}`
      app.post<{ Params: { secret: string; eventName: string } }>(
        `${LISTENER_PATH}/:secret/listener/:eventName`,
        async (request, reply) => {
          if (request.params.secret !== secret) return reply.status(404).send();
          const event = request.body as {
            eventId?: string;
            eventType?: string;
            event?: {
              productOrder?: { id: string; state: string; completion?: unknown };
              product?: {
                id?: unknown;
                relatedParty?: { role?: string; partyOrPartyRole?: { id?: unknown } }[];
              };
            };
          };
          if (event?.eventType && LINE_EVENTS.includes(event.eventType)) {
            const product = event.event?.product;
            const bin = product?.relatedParty?.find((party) => party.role === 'customer')?.partyOrPartyRole
              ?.id;
            // the event says which line; the line itself is read again, so events out of order do no harm
            if (typeof product?.id === 'string' && typeof bin === 'string')
              await deps.onLineChange?.(bin, product.id);
            return reply.status(204).send();
          }
          const order = event?.event?.productOrder;
          if (
            request.params.eventName !== 'productOrderStateChangeEvent' ||
            event?.eventType !== 'ProductOrderStateChangeEvent' ||
            !order?.completion
          )
            return reply.status(204).send();
          if (!FINAL_ORDER_STATES.includes(order.state)) return reply.status(204).send();
          if (await claim(completionEventId(order)))
            await deps.onCompletion(reviveWire<AnyOperationCompletion>(order.completion));
          return reply.status(204).send();
        },
      );
    },
    async subscribe() {
      await register();
      checks ??= setInterval(() => void check(), deps.checkEveryMs ?? HUB_CHECK_MS).unref();
    },
    async unsubscribe() {
      if (checks) clearInterval(checks);
      checks = null;
      if (hubId) await hubCall('DELETE', `/hub/${hubId}`).catch(() => undefined);
      hubId = null;
    },
  };

  async function register() {
    try {
      const answer = await hubCall('POST', '/hub', {
        callback: `${deps.callbackUrl}${LISTENER_PATH}/${secret}`,
      });
      if (!answer.ok) throw new Error(`hub answered ${answer.status}`);
      hubId = ((await answer.json()) as { id: string }).id;
      return true;
    } catch (error) {
      deps.log(`operator hub: not registered (${(error as Error).message}); completions are polled`);
      return false;
    }
  }

  /** registers again when the hub no longer has the listener; an operator away is asked next time */
  async function check() {
    if (isChecking) return;
    isChecking = true;
    try {
      if (hubId) {
        const answer = await hubCall('GET', `/hub/${hubId}`);
        await answer.body?.cancel();
        if (answer.status !== 404) return;
        deps.log('operator hub: the hub had removed this listener; registering again');
        hubId = null;
      }
      await register();
    } catch {
      // the operator is away: completions are polled meanwhile
    } finally {
      isChecking = false;
    }
  }
}
