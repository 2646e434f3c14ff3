import path from 'node:path';
import { ROOT, openBenchDatabase } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';
import { freePort, startChild, startPortalChild, type ChildServer } from './processes.ts';
import { signIn } from './sign-in.ts';
import { printTable } from './speed.ts';

// Decision 033: the floor — what a signed-in request costs before its own work — in one run: a
// cheap signed-in call (is-debtor: one small statement of its own; features: none) with the session cache
// (AUTH_CACHE=true, the default) and without it (the session read per request, as before),
// beside a public route of the same server (shell-config: no session, no statement) and a bare
// Fastify GET. The goal: the signed-in call at ≥ 0.5× the public route's throughput.
// BENCH_DURATION seconds per case (10); connections 1 and BENCH_CONNECTIONS (10). The database is
// the bench's own, small by default (the floor does not depend on the company's size).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export async function benchFloor(): Promise<void> {
  const duration = env('BENCH_DURATION', 10);
  const levels = [1, env('BENCH_CONNECTIONS', 10)];
  const db = await openBenchDatabase({
    numbers: env('BENCH_NUMBERS', 20_000),
    largest: env('BENCH_LARGEST', 5_000),
    companies: env('BENCH_COMPANIES', 5),
  });
  const servers: ChildServer[] = [];
  try {
    const cached = await startPortalChild(db.url, await freePort());
    servers.push(cached);
    const uncached = await startPortalChild(db.url, await freePort(), { AUTH_CACHE: 'false' });
    servers.push(uncached);
    const bare = await startBare(db.url, db.bin);
    servers.push(bare);
    const session = { cookie: await signIn(cached.url, 'admin'), 'x-client-bin': db.bin };
    const other = { cookie: await signIn(uncached.url, 'admin'), 'x-client-bin': db.bin };
    const features = `/api/features?profileName=${await profileOf(cached.url, session)}`;
    const cases: [string, { url: string; headers?: Record<string, string> }][] = [
      ['bare Fastify GET', { url: `${bare.url}/ready` }],
      ['public shell-config', { url: `${cached.url}/api/shell-config` }],
      ['is-debtor, session cached', { url: `${cached.url}/api/customers/is-debtor`, headers: session }],
      ['is-debtor, AUTH_CACHE=false', { url: `${uncached.url}/api/customers/is-debtor`, headers: other }],
      // the company's features: answered from the request's company access, no statement of its own
      ['features, session cached', { url: `${cached.url}${features}`, headers: session }],
      ['features, AUTH_CACHE=false', { url: `${uncached.url}${features}`, headers: other }],
    ];
    // every path warm (JIT, the pools' connections, prepared statements) before measuring
    for (const [, target] of cases) await load({ ...target, connections: 2, duration: 2 });
    const rows: string[][] = [];
    for (const connections of levels) {
      const results = new Map<string, LoadResult>();
      for (const [name, target] of cases) results.set(name, await load({ ...target, connections, duration }));
      const publicRate = results.get('public shell-config')!.requestsPerSecond;
      for (const [name, r] of results)
        rows.push([
          name,
          String(connections),
          r.requestsPerSecond.toFixed(0),
          r.p50.toFixed(1),
          r.p99.toFixed(1),
          String(r.failures),
          (r.requestsPerSecond / publicRate).toFixed(2),
        ]);
    }
    printTable(['case', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'failures', '× public'], rows);
    console.log('\ngoal: is-debtor with the session cached ≥ 0.5× the public route');
  } finally {
    for (const server of servers) await server.stop();
    await db.stop();
  }
}

/** the feature profile of the company's selfcare service, as the shell asks for it */
async function profileOf(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${url}/accounts/api/users`, { headers });
  const body = (await res.json()) as {
    assignCustomers: { bin: string; clientServices: { profile: { name: string } }[] }[];
  };
  const company = body.assignCustomers.find((c) => c.bin === headers['x-client-bin']);
  return company!.clientServices[0]!.profile.name;
}

export function startBare(databaseUrl: string, bin: string): Promise<ChildServer> {
  return freePort().then((port) =>
    startChild(
      path.join(ROOT, 'bench/baseline-server.ts'),
      { DATABASE_URL: databaseUrl, PORT: String(port), BASELINE_BIN: bin },
      port,
      '/ready',
    ),
  );
}
