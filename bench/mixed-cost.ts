import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './bench-database.ts';
import { startBare } from './floor.ts';
import { activeNumbers, firstBin, mix, send, type Op, type Session } from './mixed-requests.ts';
import { freePort } from './processes.ts';
import { signIn } from './sign-in.ts';
import { printTable } from './speed.ts';
import { cpuMs, startPortal } from './startup.ts';

// Decision 033 ("The tail"): what one request of each kind of the mixed load costs the machine —
// CPU of the portal's process, CPU of PostgreSQL's processes, the statements PostgreSQL ran —
// measured from outside (/proc and pg_stat_database), so the server runs exactly as `npm start`.
// Latency under load is a queue in front of these costs: at BENCH_RATE requests/s the mix needs
// rate × (its CPU per request) of the machine's cores; the generator's own CPU is printed too, as
// it shares the machine in `mixed-load`. Beside it the bare baseline (Fastify + pg running the
// list's very SQL) on the same database, the floor under the list's cost.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export async function benchMixedCost(): Promise<void> {
  const count = env('BENCH_COST_REQUESTS', 400);
  const concurrency = env('BENCH_CONNECTIONS', 8);
  const rate = env('BENCH_RATE', 500);
  process.env.RATE_LIMIT_FACTOR = '1000';
  const pgPort = await freePort();
  const portal = await startPortal({ dataDir: path.join(ROOT, '.tmp/bench-mixed'), pgPort });
  const databaseUrl = `postgres://postgres:kabinet@127.0.0.1:${pgPort}/kabinet`;
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    const first = await signIn(portal.url, 'admin');
    const bin = await firstBin(portal.url, first);
    const sessions: Session[] = [{ cookie: first, bin }];
    while (sessions.length < 20) sessions.push({ cookie: await signIn(portal.url, 'admin'), bin });
    const numbers = await activeNumbers(portal.url, sessions[0]!, 300);
    bare = await startBare(databaseUrl, bin);
    console.log(
      `company ${bin}, ${numbers.length} numbers in play; ${count} requests of each kind, ${concurrency} at a time; load ${os.loadavg()[0]!.toFixed(1)}`,
    );

    // statements: transactions committed in the database (each statement outside a transaction is
    // one). A backend reports its counts at most once a second; what it ran since, it reports after
    // 10 s of idleness (PostgreSQL's PGSTAT_IDLE_INTERVAL) — a kind that ran in under a second was
    // undercounted by the 1.5-s wait this had before.
    const transactions = async () => {
      await new Promise((r) => setTimeout(r, 11_000));
      await stats.query('select pg_stat_clear_snapshot()');
      const { rows } = await stats.query<{ n: string }>(
        `select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = current_database()`,
      );
      return Number(rows[0]!.n) - 2; // this read and the snapshot clearing
    };
    // what the idle server spends (timers, the job queue's polling), subtracted per ms of a run
    const idleFrom = cpuMs(portal.pid);
    const idleAt = performance.now();
    await new Promise((r) => setTimeout(r, 3_000));
    const idleTo = cpuMs(portal.pid);
    const idleMs = performance.now() - idleAt;
    const idle = {
      own: (idleTo.own - idleFrom.own) / idleMs,
      children: (idleTo.children - idleFrom.children) / idleMs,
    };

    // the server's CPU from `pid` (the portal or the bare server), PostgreSQL's from the portal's tree
    const snapshot = (pid: number) => {
      const tree = cpuMs(portal.pid);
      return { own: pid === portal.pid ? tree.own : cpuMs(pid).own, children: tree.children };
    };
    const measure = async (run: (i: number) => Promise<number>, pid: number) => {
      for (let i = 0; i < 40; i++) await run(i); // warm: compiled, prepared, cached
      const txFrom = await transactions();
      const from = snapshot(pid);
      const gen = process.cpuUsage();
      const at = performance.now();
      let next = 0;
      const statuses = new Map<number, number>();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            const status = await run(next++);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      const wall = performance.now() - at;
      const genUs = process.cpuUsage(gen);
      const to = snapshot(pid);
      const tx = (await transactions()) - txFrom;
      return {
        server: (to.own - from.own - idle.own * wall) / count,
        postgres: (to.children - from.children - idle.children * wall) / count,
        statements: tx / count,
        generator: (genUs.user + genUs.system) / 1000 / count,
        perSecond: (count / wall) * 1000,
        statuses,
      };
    };
    const rows: string[][] = [];
    const perKind: { op: Op; cost: Awaited<ReturnType<typeof measure>> }[] = [];
    const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
    for (const op of mix(numbers)) {
      const cost = await measure((i) => {
        const session = pick(sessions, i);
        return send(agent, portal.url, session, op.request(session));
      }, portal.pid);
      perKind.push({ op, cost });
    }
    // the bare list: its SQL needs PostgreSQL only; the server's process is the bare one
    const bareCost = await measure(() => {
      return send(agent, bare!.url, sessions[0]!, {
        method: 'POST',
        path: '/search?pageNumber=1&pageSize=10',
        body: {},
      });
    }, bare.pid);
    const fmt = (x: number) => x.toFixed(2);
    const line = (name: string, c: Awaited<ReturnType<typeof measure>>) => [
      name,
      fmt(c.server),
      fmt(c.postgres),
      fmt(c.server + c.postgres),
      c.statements.toFixed(1),
      fmt(c.generator),
      c.perSecond.toFixed(0),
      [...c.statuses].map(([k, v]) => `${k}:${v}`).join(' '),
    ];
    for (const { op, cost } of perKind) rows.push(line(`${op.name} (${op.weight} %)`, cost));
    const weight = perKind.reduce((a, k) => a + k.op.weight, 0);
    const avg = (f: (c: Awaited<ReturnType<typeof measure>>) => number) =>
      perKind.reduce((a, k) => a + f(k.cost) * k.op.weight, 0) / weight;
    const mixCost = {
      server: avg((c) => c.server),
      postgres: avg((c) => c.postgres),
      statements: avg((c) => c.statements),
      generator: avg((c) => c.generator),
      perSecond: avg((c) => c.perSecond),
      statuses: new Map<number, number>(),
    };
    rows.push(line('the mix, weighted', mixCost));
    rows.push(line('bare list (Fastify + pg, same SQL)', bareCost));
    printTable(
      [
        'request (share of the mix)',
        'server CPU ms',
        'PostgreSQL CPU ms',
        'both',
        'statements',
        'generator CPU ms',
        `req/s at ${concurrency}`,
        'statuses',
      ],
      rows,
    );
    const cores = os.availableParallelism();
    const need = (rate * (mixCost.server + mixCost.postgres + mixCost.generator)) / 1000;
    console.log(
      `\nat ${rate} requests/s the mix needs ${need.toFixed(2)} of ${cores} cores (server ${((rate * mixCost.server) / 1000).toFixed(2)}, PostgreSQL ${((rate * mixCost.postgres) / 1000).toFixed(2)}, generator ${((rate * mixCost.generator) / 1000).toFixed(2)}); idle server ${(idle.own * 1000).toFixed(0)} ms/s, idle PostgreSQL ${(idle.children * 1000).toFixed(0)} ms/s; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    agent.destroy();
    await stats.end();
    await bare?.stop();
    await portal.stop();
  }
}
