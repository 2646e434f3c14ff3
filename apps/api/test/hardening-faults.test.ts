import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DEMO_COMPANIES } from '../src/db/seed/index.ts';
import { TestClient } from './client.ts';
import { postgresRestartDrill } from './postgres-restart-drill.ts';
import { createTestDatabase, freePort } from './postgres.ts';

// Decision 012: the server survives its dependencies failing. What a client sees is asserted;
// how long things take is measured by `npm run bench postgres-restart`, not asserted here.

describe('hardening: PostgreSQL restarted under load', () => {
  it('answers 503 problems meanwhile, recovers by itself, loses no acknowledged write, and the job queue reconnects', async () => {
    const report = await postgresRestartDrill();
    expect(report.unexpected).toEqual([]);
    expect(report.networkErrors).toBe(0);
    expect(report.statuses['503'] ?? 0).toBeGreaterThan(0);
    expect(report.recoveryMs).not.toBeNull();
    expect(report.acknowledgedWrites).toBeGreaterThan(0);
    expect(report.lostWrites).toEqual([]);
    expect(report.queueCompleted).toBe(true);
  }, 180_000);
});

describe('hardening: SIGTERM', () => {
  let child: ReturnType<typeof spawn> | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('drains a request in flight before it exits 0', async () => {
    const databaseUrl = await createTestDatabase(inject('pgAdminUrl'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        RUN_WORKERS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    const waitForOutput = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (pattern.test(output) ? resolve() : undefined);
        proc.stdout!.on('data', (chunk) => {
          output += String(chunk);
          check();
        });
        proc.stderr!.on('data', (chunk) => (output += String(chunk)));
        proc.once('exit', () => reject(new Error(`exited early: ${output}`)));
        check();
      });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    await waitForOutput(/Kabinet is running/);

    const client = new TestClient(url);
    await client.signIn('admin');
    // a request whose body is still on its way when SIGTERM arrives: the server's request log says
    // when it has the request, so the signal comes while the request is in flight
    const body = JSON.stringify({ label: 'Driver' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    const answered = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/customers/subscribers HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${client.cookieHeader()}\r\n` +
        `X-Client-Bin: ${DEMO_COMPANIES.large.bin}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await waitForOutput(/"url":"\/api\/customers\/subscribers"[^\n]*"msg":"incoming request"/);
    proc.kill('SIGTERM');
    await waitForOutput(/SIGTERM: stopping/);
    socket.write(body.slice(5));
    await answered;
    expect(answer).toMatch(/HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"totalSubscriptions"');
    expect(await exited).toBe(0);
  }, 120_000);
});
