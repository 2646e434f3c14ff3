import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { DEMO_COMPANIES } from '../apps/api/src/db/seed/index.ts';
import { emitEvent } from '../apps/api/src/platform/events.ts';
import { startWebhookReceiver } from '../apps/api/test/support/webhook-receiver.ts';
import { startInProcessPortal } from './processes.ts';

// Decision 031: webhook delivery measured end to end on its own embedded server. 10,000 events
// emitted as outcomes emit them (the outbox, BENCH_WEBHOOK_CONCURRENCY at a time) to a receiver on
// this machine: delivery p50/p95 from occurrence, events lost, duplicates (allowed only as retries
// with the same webhook-id), signatures checked by the standardwebhooks library. Then the receiver
// is down (503) for BENCH_WEBHOOK_DOWN_MS (a minute) while BENCH_WEBHOOK_DOWN_EVENTS more are
// emitted, and comes back: how long until every one of them has arrived.

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 50);
const DOWN_MS = Number(process.env.BENCH_WEBHOOK_DOWN_MS ?? 60_000);
const DOWN_EVENTS = Number(process.env.BENCH_WEBHOOK_DOWN_EVENTS ?? 500);
const SECRET = `whsec_${Buffer.from('kabinet-bench-webhook-secret-24b').toString('base64')}`;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

export async function benchWebhooks(): Promise<void> {
  let isDown = false;
  // signatures are checked on arrival, as a receiver does (the library refuses timestamps over 5 minutes old)
  const verifier = new Webhook(SECRET);
  const verified = new WeakSet<object>();
  const receiver = await startWebhookReceiver((_path, _received, item) => {
    try {
      verifier.verify(item.body, item.headers);
      verified.add(item);
    } catch {
      // counted as a bad signature below
    }
    return { status: isDown ? 503 : 200 };
  });
  const portal = await startInProcessPortal('webhooks', {
    RUN_WORKERS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // a minute's outage is retried within about two: 2 s, 6 s, 18 s, 54 s …
    WEBHOOK_RETRY_BASE_MS: process.env.BENCH_WEBHOOK_RETRY_BASE_MS ?? '2000',
  });
  const { server } = portal;
  const db = server.database.db;
  const bin = DEMO_COMPANIES.large.bin;
  try {
    await db.execute(sql`
      insert into portal.webhook_endpoints (customer_bin, url, secret, event_types)
      values (${bin}, ${receiver.url('/bench')}, ${SECRET}, array['number.state_changed'])`);

    const emit = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            const i = next++;
            await emitEvent(db, { bin, type: 'number.state_changed', data: { seq: i, state: 'SUSPENDED' } });
          }
        }),
      );
    };
    const summarise = (label: string, from: number) => {
      const items = receiver.received.slice(from).filter((i) => i.path === '/bench');
      const byId = new Map<string, number>();
      const latencies: number[] = [];
      let badSignatures = 0;
      for (const item of items) {
        if (!verified.has(item)) {
          badSignatures++;
          continue;
        }
        const event = JSON.parse(item.body) as { id: string; occurredAt: string };
        byId.set(event.id, (byId.get(event.id) ?? 0) + 1);
        latencies.push(item.at - Date.parse(event.occurredAt));
      }
      latencies.sort((a, b) => a - b);
      const duplicates = [...byId.values()].reduce((sum, n) => sum + n - 1, 0);
      console.log(`  ${label}`);
      console.log(
        `    received                  ${byId.size} distinct events, ${duplicates} repeats (same webhook-id)`,
      );
      console.log(`    bad signatures            ${badSignatures}`);
      console.log(
        `    from occurrence           p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms`,
      );
      return byId.size;
    };

    // 1. steady: 10,000 events to a receiver that answers
    const started = Date.now();
    await emit(EVENTS);
    const emitted = Date.now() - started;
    await receiver.until(
      (items) => new Set(items.map((i) => i.headers['webhook-id'])).size >= EVENTS,
      600_000,
    );
    console.log(
      `  ${EVENTS} events emitted in ${emitted} ms; all delivered after ${Date.now() - started} ms`,
    );
    const got = summarise('receiver up', 0);
    console.log(`    lost                      ${EVENTS - got}`);

    // 2. the receiver is down for a minute while events keep coming, then back
    const mark = receiver.received.length;
    isDown = true;
    const downAt = Date.now();
    await emit(DOWN_EVENTS);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_MS - (Date.now() - downAt))));
    isDown = false;
    const backAt = Date.now();
    const delivered = () =>
      new Set(
        receiver.received
          .slice(mark)
          .filter((i) => i.path === '/bench')
          .map((i) => i.headers['webhook-id']),
      ).size;
    await receiver.until(() => delivered() >= DOWN_EVENTS, 900_000);
    console.log(
      `  receiver down ${DOWN_MS} ms with ${DOWN_EVENTS} events: all delivered ${Date.now() - backAt} ms after it came back`,
    );
    const refused = receiver.received.slice(mark).filter((i) => i.path.endsWith('#refused')).length;
    console.log(`    attempts refused while down ${refused}`);
    summarise('after the outage', mark);
    const disabled = await db.execute<{ enabled: boolean }>(
      sql`select enabled from portal.webhook_endpoints where customer_bin = ${bin}`,
    );
    console.log(`    endpoint still enabled    ${disabled.rows[0]?.enabled}`);
  } finally {
    await portal.stop();
    await receiver.close();
  }
}
