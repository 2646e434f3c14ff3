import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { customerParty } from '../tmf/wire.ts';
import type { EventHub } from './event-hub.ts';

// decision 034: the reference operator's TMF688 product events. A trigger on its line tables
// (migration 0040) notifies `operator_lines` with each statement's changed lines; this listener
// publishes one event per line to the hub's listeners: ProductCreateEvent, ProductStateChangeEvent,
// ProductAttributeValueChangeEvent, ProductDeleteEvent. A statement of more than 100 lines names
// only its companies: no event, the portal's reconciliation catches those up.

export const LINES_CHANNEL = 'operator_lines';

const EVENT_OF: Record<string, string> = {
  I: 'ProductCreateEvent',
  S: 'ProductStateChangeEvent',
  U: 'ProductAttributeValueChangeEvent',
  D: 'ProductDeleteEvent',
};

/** the events of one notice's items (`kind:bin:msisdn`, or `C:bin:*` for a whole company) */
export function lineEventsOf(payload: string): { eventType: string; bin: string; msisdn: string }[] {
  return payload.split(',').flatMap((item) => {
    const [kind, bin, msisdn] = item.split(':');
    const eventType = EVENT_OF[kind ?? ''];
    return eventType && bin && msisdn && msisdn !== '*' ? [{ eventType, bin, msisdn }] : [];
  });
}

/** listens on its own connection until stopped; a lost connection is taken again a second later */
export function publishLineEvents(
  pool: pg.Pool,
  hub: EventHub,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let client: pg.PoolClient | null = null;
  let isStopped = false;
  let retry: NodeJS.Timeout | null = null;
  const listen = async () => {
    try {
      const connection = await pool.connect();
      client = connection;
      connection.on('notification', (notice) => {
        if (notice.channel !== LINES_CHANNEL || !notice.payload) return;
        for (const { eventType, bin, msisdn } of lineEventsOf(notice.payload))
          void hub
            .publish(eventType, randomUUID(), {
              product: { id: msisdn, '@type': 'Product', relatedParty: customerParty(bin) },
            })
            .catch(onError);
      });
      connection.on('error', (error) => {
        onError(error);
        connection.release(true);
        client = null;
        if (!isStopped) retry = setTimeout(() => void listen(), 1000);
      });
      await connection.query(`listen ${LINES_CHANNEL}`);
    } catch (error) {
      onError(error);
      if (!isStopped) retry = setTimeout(() => void listen(), 1000);
    }
  };
  void listen();
  return {
    async stop() {
      isStopped = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        await held.query(`unlisten ${LINES_CHANNEL}`).catch(() => {});
        held.release();
      }
    },
  };
}
