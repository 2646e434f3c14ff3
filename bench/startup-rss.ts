import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT } from './bench-database.ts';
import { median } from './lighthouse.ts';
import { freePort } from './processes.ts';
import { signIn } from './sign-in.ts';
import { bareRssMb, rssMb, startPortal } from './startup.ts';

// Decision 015: the server's resident memory after start, without the Lighthouse part
// of `speed` — BENCH_RSS_RUNS (3) starts of each shape, medians beside bare Fastify + pg:
// - demo: what `npm start` runs by default (embedded IdP inside, /api/docs open);
// - production: NODE_ENV=production with an external IdP (OIDC_ISSUER; discovery is lazy, so the
//   IdP need not answer for the start) and /api/docs closed.
// "after start" is after the first page and one public API call, 1 s later (the figure compared
// with the goal); "signed in" (demo only: the production shape's IdP is elsewhere) after the
// sign-in and a few signed-in reads.

const SECRET = randomBytes(24).toString('base64url');
const SHAPES: Record<string, Record<string, string>> = {
  demo: {},
  production: {
    NODE_ENV: 'production',
    SESSION_SECRET: SECRET,
    OIDC_ISSUER: 'http://127.0.0.1:9/realms/kabinet',
    OIDC_CLIENT_ID: 'kabinet',
    OIDC_CLIENT_SECRET: SECRET,
    // production refuses to start without a relay (decision 025); nothing is mailed during the run
    SMTP_URL: 'smtp://127.0.0.1:9',
  },
};

const settle = () => new Promise((r) => setTimeout(r, 1000));

export async function benchStartupRss(): Promise<void> {
  const runs = Number(process.env.BENCH_RSS_RUNS ?? 3);
  // BENCH_RSS_IDLE seconds: also the RSS after that long without requests (information only)
  const idleSeconds = Number(process.env.BENCH_RSS_IDLE ?? 0);
  const dataDir = path.join(ROOT, '.tmp/bench-rss');
  const pgPort = await freePort();
  const first = await startPortal({ dataDir, pgPort }); // seeds once; not measured
  await first.stop();
  const figures: Record<string, number[]> = {};
  const add = (k: string, v: number) => (figures[k] ??= []).push(v);
  for (let i = 0; i < runs; i++) {
    for (const [shape, env] of Object.entries(SHAPES)) {
      const portal = await startPortal({ dataDir, pgPort, env });
      try {
        await (await fetch(`${portal.url}/api/shell-config`)).arrayBuffer();
        await settle();
        add(`${shape}: after start`, rssMb(portal.pid));
        if (idleSeconds > 0) {
          // V8 gives back the young generation it grew at start once the process idles
          await new Promise((r) => setTimeout(r, idleSeconds * 1000));
          add(`${shape}: after ${idleSeconds} s idle`, rssMb(portal.pid));
        }
        if (shape === 'demo') {
          const cookie = await signIn(portal.url, 'admin');
          const me = await fetch(`${portal.url}/accounts/api/users`, { headers: { cookie } });
          const bin = ((await me.json()) as { assignCustomers: { bin: string }[] }).assignCustomers[0]!.bin;
          const headers = { cookie, 'x-client-bin': bin, 'content-type': 'application/json' };
          for (const body of ['{}', '{"msisdnPart":"77"}']) {
            const url = `${portal.url}/api/customers/subscribers?pageNumber=1&pageSize=10`;
            await (await fetch(url, { method: 'POST', headers, body })).arrayBuffer();
          }
          await settle();
          add(`${shape}: signed in`, rssMb(portal.pid));
          // bare Fastify + pg beside it, connected to the same PostgreSQL
          add(
            'bare Fastify + pg',
            await bareRssMb(`postgres://postgres:kabinet@127.0.0.1:${pgPort}/kabinet`),
          );
        }
      } finally {
        await portal.stop();
      }
    }
  }
  const bare = median(figures['bare Fastify + pg']!);
  for (const [k, xs] of Object.entries(figures)) {
    const m = median(xs);
    console.log(
      `${k.padEnd(24)} ${m.toFixed(0).padStart(4)} MB  (${xs.map((x) => x.toFixed(0)).join(', ')})  ${(m / bare).toFixed(2)}× bare`,
    );
  }
}
