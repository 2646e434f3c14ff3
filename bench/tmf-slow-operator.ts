import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ROOT, openBenchDatabaseFromEnv } from './bench-database.ts';
import { benchMixedLoad } from './mixed-load.ts';
import { send } from './mixed-requests.ts';
import { freePort, startChild, startPortalChild, type ChildServer } from './processes.ts';
import { signIn } from './sign-in.ts';
import { printTable } from './speed.ts';

// Decision 032: the mixed-load bench (decision 015) through the TMF adapter against `npm run
// operator`, first with the operator answering at its pace, then with every answer 200 ms later
// (OPERATOR_FAULT_DELAY_MS) for a minute, on the same portal. Beside the mix, a probe asks the
// portal's light routes — the ones that need no answer of the operator (who am I, my access, the
// team, the API tokens) — at a fixed rate. The goal: their p99 with the slow operator ≤ 2× of normal:
// requests waiting for the operator must not hold the event loop, the database pool or the sockets.
// Figures only (DESIGN §7).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const LIGHT_ROUTES = ['/accounts/api/users', '/api/team/my-access', '/api/team/members', '/api/api-tokens'];

interface Phase {
  name: string;
  /** the mix's rows as mixed-load writes them: [op, count, p50, p95, p99, errors, refused, statuses] */
  mix: string[][];
  light: { route: string; ms: number[]; failed: number }[];
}

const quantile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN;

/** the light routes at `rate` requests/s until `until` resolves; latency from the scheduled time */
async function probeLight(
  base: string,
  session: { cookie: string; bin: string },
  rate: number,
  until: Promise<void>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const light = LIGHT_ROUTES.map((route) => ({ route, ms: [] as number[], failed: 0 }));
  // a session whose token refresh timed out on the loaded machine is signed out (spec §4): the probe
  // signs in again rather than measure 401s
  let signingIn: Promise<void> | null = null;
  const signInAgain = () =>
    (signingIn ??= signIn(base, 'admin')
      .then((cookie) => void (session.cookie = cookie))
      .finally(() => (signingIn = null)));
  let done = false;
  void until.finally(() => (done = true));
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; !done; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const target = light[i % light.length]!;
    pending.push(
      send(agent, base, session, { method: 'GET', path: target.route }).then((status) => {
        if (status === 200) target.ms.push(performance.now() - due);
        else target.failed++;
        if (status === 401) void signInAgain();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return light;
}

async function newestMixedLoadRows(before: Set<string>): Promise<string[][]> {
  const dir = path.join(ROOT, 'bench/results');
  const written = (await fs.readdir(dir)).filter((f) => f.startsWith('mixed-load-') && !before.has(f)).sort();
  const file = written.at(-1);
  if (!file) throw new Error('mixed-load wrote no result');
  return (JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as { rows: string[][] }).rows;
}

export async function benchTmfSlowOperator(): Promise<Phase[]> {
  const slowMs = env('BENCH_OPERATOR_DELAY_MS', 200);
  const probeRate = env('BENCH_LIGHT_RATE', 8);
  // the mix's rate and length unless set: 20 requests/s for a minute (a 2-core machine runs the
  // portal, the operator service, PostgreSQL and the load generator at once, beside other work)
  process.env.BENCH_RATE ??= '20';
  process.env.BENCH_SESSIONS ??= '20';
  process.env.BENCH_DURATION_MIXED ??= '60';
  const db = await openBenchDatabaseFromEnv();
  const [portalPort, operatorPort] = [await freePort(), await freePort()];
  const startOperator = (delayMs: number) =>
    startChild(
      path.join(ROOT, 'apps/api/src/operator/tmf-service/main.ts'),
      {
        DATABASE_URL: db.url,
        OPERATOR_PORT: String(operatorPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        OPERATOR_FAULT_DELAY_MS: String(delayMs),
      },
      operatorPort,
      '/tmf-api/health',
    );
  let operator: ChildServer = await startOperator(0);
  const portal = await startPortalChild(db.url, portalPort, { OPERATOR_URL: operator.url });
  const phases: Phase[] = [];
  try {
    const probeSession = { cookie: await signIn(portal.url, 'admin'), bin: db.bin };
    process.env.BENCH_PORTAL_URL = portal.url;
    await fs.mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
    for (const [name, delayMs] of [
      ['normal', 0],
      [`operator +${slowMs} ms`, slowMs],
    ] as const) {
      if (delayMs > 0) {
        // the same operator service, restarted answering late (its faults are its own process's)
        await operator.stop();
        operator = await startOperator(delayMs);
      }
      console.log(`\n--- ${name} ---`);
      const before = new Set(await fs.readdir(path.join(ROOT, 'bench/results')));
      const mixed = benchMixedLoad();
      const light = await probeLight(
        portal.url,
        probeSession,
        probeRate,
        mixed.then(() => {}),
      );
      await mixed;
      phases.push({ name, mix: await newestMixedLoadRows(before), light });
    }
  } finally {
    delete process.env.BENCH_PORTAL_URL;
    await portal.stop();
    await operator.stop();
    await db.stop();
  }

  const [normal, slow] = phases as [Phase, Phase];
  const p99Of = (phase: Phase, op: string) => Number(phase.mix.find((r) => r[0] === op)?.[4]);
  const ratio = (a: number, b: number) => (b / a).toFixed(2);
  const rows: string[][] = [];
  for (const [i, light] of normal.light.entries()) {
    const [a, b] = [light, slow.light[i]!].map((l) =>
      quantile(
        [...l.ms].sort((x, y) => x - y),
        0.99,
      ),
    );
    rows.push([
      `light ${light.route}`,
      `${a!.toFixed(0)}`,
      `${b!.toFixed(0)}`,
      `×${ratio(a!, b!)}`,
      `${light.failed}/${slow.light[i]!.failed}`,
    ]);
  }
  for (const row of normal.mix) {
    const [a, b] = [p99Of(normal, row[0]!), p99Of(slow, row[0]!)];
    rows.push([
      `mix ${row[0]}`,
      `${a}`,
      `${b}`,
      `×${ratio(a, b)}`,
      `${row[5]}/${slow.mix.find((r) => r[0] === row[0])?.[5]}`,
    ]);
  }
  printTable(['route', 'p99 normal ms', `p99 operator +${slowMs} ms`, 'ratio', 'errors'], rows);
  console.log('\ngoal: the light routes (no operator call) p99 ≤ 2× of normal');
  await fs.writeFile(
    path.join(ROOT, 'bench/results/tmf-slow-operator.json'),
    JSON.stringify({ at: new Date().toISOString(), slowMs, rows }, null, 2),
  );
  return phases;
}
