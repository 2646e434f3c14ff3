import { postgresRestartDrill } from '../apps/api/test/postgres-restart-drill.ts';

// Decision 012: PostgreSQL restarted under load (its own embedded server and database). Reports
// what the API test asserts, with the times: how long PostgreSQL was away, how long after it came
// back the first request succeeded (the target is within 5 s), and what clients were answered.
export async function benchPostgresRestart(): Promise<void> {
  const report = await postgresRestartDrill({
    workers: Number(process.env.BENCH_CONNECTIONS ?? 4),
    downtimeMs: Number(process.env.BENCH_DOWNTIME_MS ?? 2000),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`  requests                  ${report.requests}`);
  console.log(`  answers by status         ${JSON.stringify(report.statuses)}`);
  console.log(`  PostgreSQL away           ${report.downtimeMs} ms`);
  console.log(
    `  recovered after restart   ${report.recoveryMs === null ? 'NOT RECOVERED' : `${report.recoveryMs} ms`} (target ≤ 5000 ms)`,
  );
  console.log(`  acknowledged writes       ${report.acknowledgedWrites}, lost ${report.lostWrites.length}`);
  console.log(
    `  unexpected answers        ${report.unexpected.length}, no answer at all ${report.networkErrors}`,
  );
  console.log(
    `  job queue after restart   ${report.queueCompleted ? 'completed a service request' : 'DID NOT complete'}`,
  );
}
