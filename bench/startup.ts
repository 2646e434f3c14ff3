import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './bench-database.ts';
import { freePort } from './processes.ts';

export interface RunningStart {
  url: string;
  pid: number;
  /** from spawning `npm start`'s script to the first page (index.html) answering 200 */
  msToFirstPage: number;
  stop(): Promise<void>;
}

/** Node's flags of `npm start` (package.json's script), so the bench runs what it runs (decision 033). */
function startFlags(): string[] {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  return scripts.start!.split(/\s+/).filter((word) => word.startsWith('--'));
}

const TICK_MS = 1000 / 100; // Linux reports CPU time in 1/100 s

/**
 * CPU time in ms of a process and of all its descendants (the embedded PostgreSQL's), from /proc;
 * a descendant that ended (an autovacuum worker) is in its parent's reaped children's time
 */
export function cpuMs(root: number): { own: number; children: number } {
  const stats = new Map<number, { ppid: number; ms: number; reaped: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // after the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17), counted from 3
      const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15).map(Number);
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ms: (utime + stime) * TICK_MS,
        reaped: (cutime + cstime) * TICK_MS,
      });
    } catch {
      // the process ended while it was read
    }
  }
  const descendants = new Set<number>([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, s] of stats)
      if (!descendants.has(pid) && descendants.has(s.ppid)) {
        descendants.add(pid);
        grew = true;
      }
  }
  let children = 0;
  for (const pid of descendants)
    if (pid !== root) children += (stats.get(pid)?.ms ?? 0) + (stats.get(pid)?.reaped ?? 0);
  return { own: stats.get(root)?.ms ?? 0, children };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * Runs what `npm start` runs (scripts/start.mjs: build what changed, then the built server) on
 * its own data directory and ports; `cold` removes the build stamps first, so both are rebuilt.
 */
export async function startPortal(opts: {
  dataDir: string;
  cold?: boolean;
  /** more environment for the server (e.g. the production shape: NODE_ENV, OIDC_ISSUER) */
  env?: Record<string, string>;
  /** the embedded PostgreSQL's port (default: a free one) */
  pgPort?: number;
}): Promise<RunningStart> {
  if (opts.cold) {
    for (const dist of ['apps/api/dist', 'apps/web/dist'])
      fs.rmSync(path.join(ROOT, dist, '.sources-hash'), { force: true });
  }
  const port = await freePort();
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), 'scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      EMBEDDED_PG_PORT: String(opts.pgPort ?? (await freePort())),
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid!,
    msToFirstPage: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Bare Fastify + pg (bench/baseline-server.ts bundled to plain JavaScript): its RSS after start. */
export async function bareRssMb(databaseUrl: string): Promise<number> {
  const esbuild = await import('esbuild');
  const outfile = path.join(ROOT, '.tmp/bench-baseline.mjs');
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'bench/baseline-server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        // npm packages from node_modules; the workspace's TypeScript (@kabinet/contract) bundled
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kabinet/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const port = await freePort();
  const child = spawn(process.execPath, [outfile], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), BASELINE_BIN: '000000000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/ready`);
        await res.arrayBuffer();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    // one search through pg, so the driver is loaded and connected as in the portal
    await (await fetch(`http://127.0.0.1:${port}/search`, { method: 'POST' })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
    return rssMb(child.pid!);
  } finally {
    child.kill('SIGTERM');
  }
}
