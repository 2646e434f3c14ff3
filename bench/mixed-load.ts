import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs/promises';
import { ROOT } from './bench-database.ts';
import { signIn } from './sign-in.ts';
import { printTable } from './speed.ts';
import { activeNumbers, firstBin, mix, pick, send, weighted, type Session } from './mixed-requests.ts';
import { cpuMs, startPortal } from './startup.ts';

// Decision 015: what BENCH_SESSIONS (200) signed-in administrators do — list,
// search, number detail, products, balance, labels, block/unblock, service requests — at a fixed
// arrival rate (BENCH_RATE, 500 requests/s) for BENCH_DURATION_MIXED seconds (60), after
// BENCH_WARMUP_MIXED seconds (5) of the same load that are not counted, against the embedded default that `npm start` runs (or BENCH_PORTAL_URL). An open model: each request leaves at its scheduled time
// whether or not earlier ones have answered, and its latency counts from that time, so a stalled
// server shows as latency instead of fewer requests (no coordinated omission).
// Errors: 5xx, 401/403 and failed connections; refusals (409/422/429 — a block of a number still
// pending, say) are answers of the portal and counted apart.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export async function benchMixedLoad(): Promise<void> {
  const rate = env('BENCH_RATE', 500);
  const seconds = env('BENCH_DURATION_MIXED', 60);
  // the same mix at the same rate first, not counted: the server's pools open their connections,
  // PostgreSQL parses the prepared statements, V8 compiles the hot paths (numbers-search warms too)
  const warmup = env('BENCH_WARMUP_MIXED', 5);
  const sessionsWanted = env('BENCH_SESSIONS', 200);
  const dataDir = path.join(ROOT, '.tmp/bench-mixed');
  // block/unblock and labels are rate-limited per company; 200 administrators of one company
  // would meet those limits by design, which is not what this measures
  process.env.RATE_LIMIT_FACTOR = '1000';
  // BENCH_PORTAL_URL: drive a portal that is already running (started by hand, under a profiler...)
  const external = process.env.BENCH_PORTAL_URL;
  // BENCH_PORTAL_NODE_OPTIONS: Node's options for the portal alone (an A/B of a V8 flag)
  const nodeOptions = process.env.BENCH_PORTAL_NODE_OPTIONS;
  const portal = external
    ? { url: external, pid: 0, stop: async () => {} }
    : await startPortal({ dataDir, ...(nodeOptions && { env: { NODE_OPTIONS: nodeOptions } }) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  try {
    const signingIn = performance.now();
    const first = await signIn(portal.url, 'admin');
    const bin = await firstBin(portal.url, first);
    const sessions: Session[] = [{ cookie: first, bin }];
    while (sessions.length < sessionsWanted)
      sessions.push({ cookie: await signIn(portal.url, 'admin'), bin });
    const numbers = await activeNumbers(portal.url, sessions[0]!, 300);
    const ops = mix(numbers);
    console.log(
      `${sessions.length} sessions of company ${bin} (signed in over ${((performance.now() - signingIn) / 1000).toFixed(1)} s); ${numbers.length} numbers in play; ${rate} requests/s for ${seconds} s after ${warmup} s of warm-up`,
    );

    // late: how long after its due time the generator itself sent a request (its own pauses: GC,
    // compilation), to tell a stall of the load generator from one of the server
    const results: { op: string; ms: number; status: number; at: number; late: number }[] = [];
    const warm = rate * warmup;
    const total = warm + rate * seconds;
    const started = performance.now() + warmup * 1000;
    // decision 033: the CPU the server's process, its PostgreSQL and this generator use in each
    // 5-s window, in % of one core (a stall beside a full machine is a queue, not a lock)
    const cpu: { at: number; own: number; children: number; generator: number }[] = [];
    const sample = () => {
      if (!portal.pid) return;
      const { own, children } = cpuMs(portal.pid);
      const g = process.cpuUsage();
      cpu.push({ at: performance.now() - started, own, children, generator: (g.user + g.system) / 1000 });
    };
    let sampler: NodeJS.Timeout | undefined;
    const sampling = setTimeout(
      () => {
        sample();
        sampler = setInterval(sample, 5_000);
      },
      Math.max(0, started - performance.now()),
    );
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + ((i - warm) * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const op = weighted(ops);
      const session = pick(sessions);
      const req = op.request(session);
      const late = performance.now() - due;
      pending.push(
        send(agent, portal.url, session, req).then((status) => {
          if (due >= started)
            results.push({ op: op.name, ms: performance.now() - due, status, at: due - started, late });
        }),
      );
    }
    await Promise.all(pending);
    clearTimeout(sampling);
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;

    const rows: string[][] = [];
    const byOp = new Map<string, typeof results>();
    for (const r of results) byOp.set(r.op, [...(byOp.get(r.op) ?? []), r]);
    for (const [name, rs] of [['all', results] as const, ...byOp]) rows.push(row(name, rs));
    printTable(['requests', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'refused', 'statuses'], rows);
    // when the tail happens: p95 of the requests due in each 5-s window
    const byWindow = (value: (r: (typeof results)[number]) => number) => {
      const windows = new Map<number, number[]>();
      for (const r of results) {
        const w = Math.floor(r.at / 5000);
        windows.set(w, [...(windows.get(w) ?? []), value(r)]);
      }
      return [...windows.entries()].sort((a, b) => a[0] - b[0]).map(([, ms]) => ms.sort((a, b) => a - b));
    };
    const perWindow = (windows: number[][], q: number) =>
      windows.map((ms) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))]!.toFixed(0)).join(' ');
    const latency = byWindow((r) => r.ms);
    const lateness = byWindow((r) => r.late);
    console.log(`\np95 ms by 5-s window: ${perWindow(latency, 0.95)}`);
    console.log(`p50 ms by 5-s window: ${perWindow(latency, 0.5)}`);
    console.log(`max ms by 5-s window: ${perWindow(latency, 1)}`);
    console.log(`the generator's own lateness, p95 ms by 5-s window: ${perWindow(lateness, 0.95)}`);
    const counted = cpu.slice(0, seconds / 5 + 1);
    const share = (key: 'own' | 'children' | 'generator') =>
      counted
        .slice(1)
        .map((c, i) => (((c[key] - counted[i]![key]) / (c.at - counted[i]!.at)) * 100).toFixed(0))
        .join(' ');
    if (counted.length > 1) {
      console.log(`server's CPU, % of a core by 5-s window: ${share('own')}`);
      console.log(`PostgreSQL's CPU, % of a core by 5-s window: ${share('children')}`);
      console.log(`the generator's CPU, % of a core by 5-s window: ${share('generator')}`);
    }
    console.log(
      `\nachieved ${(results.length / elapsed).toFixed(0)} requests/s (asked ${rate}); goal p95 ≤ 100 ms, p99 ≤ 200 ms, 0 errors`,
    );
    const file = path.join(
      ROOT,
      'bench/results',
      `mixed-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify({ at: new Date().toISOString(), rate, seconds, rows }, null, 2));
    console.log(`written to ${path.relative(ROOT, file)}`);
  } finally {
    agent.destroy();
    await portal.stop();
  }
}

function row(name: string, rs: readonly { ms: number; status: number }[]): string[] {
  const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!.toFixed(0);
  const statuses = new Map<number, number>();
  for (const r of rs) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const errors = rs.filter((r) => r.status === 0 || r.status >= 500 || r.status === 401 || r.status === 403);
  const refused = rs.filter((r) => r.status >= 400 && r.status < 500 && r.status !== 401 && r.status !== 403);
  return [
    name,
    String(rs.length),
    q(50),
    q(95),
    q(99),
    String(errors.length),
    String(refused.length),
    [...statuses].map(([k, v]) => `${k}:${v}`).join(' '),
  ];
}
