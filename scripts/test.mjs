// `npm test`: everything (DESIGN §7). Browser journeys need Chromium: without it they are skipped
// with one plain line, except under CI (CI=true), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const env = { ...process.env, TZ: 'UTC' };
const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const isCi = env.CI === 'true' || env.CI === '1';
const projects = ['unit', 'web', 'api'];

if (hasChromium) {
  projects.push('e2e');
} else if (isCi) {
  console.error(
    `No Chromium at ${chromium}: browser tests cannot run under CI (apt-get install -y chromium).`,
  );
  process.exit(1);
} else {
  console.log(
    `No Chromium at ${chromium}: browser tests skipped (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)]);

// decision 032: the API suite again, against the TMF adapter and the operator service
// (OPERATOR_MODE=tmf): the same tests, a switch, not a copy. Every API test file but those
// tmf-suite.json names (each with why), so a new file joins by default. Only on a full run.
if (process.argv.length <= 2) {
  const testDir = 'apps/api/test';
  const { exclude } = JSON.parse(readFileSync(`${testDir}/tmf-suite.json`, 'utf8'));
  // a file renamed or removed would leave its exclusion behind, silently: say so instead
  const stale = Object.keys(exclude).filter((file) => !existsSync(file));
  if (stale.length > 0) {
    console.error(`tmf-suite.json excludes files that do not exist: ${stale.join(', ')}`);
    process.exit(1);
  }
  const files = readdirSync(testDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${testDir}/${name}`)
    .filter((file) => !(file in exclude));
  const tmf = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], {
    stdio: 'inherit',
    // decision 036: against the strict service, which refuses what the official documents do not
    // define and answers the newer APIs with only what they declare
    env: { ...env, OPERATOR_MODE: 'tmf', OPERATOR_STRICT: 'true' },
  });
  if (tmf.status !== 0) process.exit(tmf.status ?? 1);
}

// decision 037: the suites that read the calendar, again with the whole run's clock moved (libfaketime:
// the same offset for every process — the tests, the servers, PostgreSQL) to where dates break: 23:30 in
// Almaty on the last day of a year, 00:30 in Almaty on the 1st while UTC is still on the last day of
// February, and a leap day. Only on a full run.
if (process.argv.length <= 2) {
  const hasFaketime = spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0;
  if (!hasFaketime && isCi) {
    console.error('No faketime: the clock pass cannot run under CI (apt-get install -y faketime).');
    process.exit(1);
  }
  if (!hasFaketime) console.log('No faketime: the clock pass is skipped (apt-get install -y faketime).');
  const calendarSuites = [
    'reports',
    'documents',
    'spend',
    'overview',
    'cost-centres',
    'services',
    'number-contract-phone',
    'tmf-resources',
  ].map((name) => `apps/api/test/${name}.test.ts`);
  const clocks = ['2026-12-31T18:30:00Z', '2027-02-28T19:30:00Z', '2028-02-29T07:00:00Z'];
  for (const clock of hasFaketime ? clocks : []) {
    const offset = Math.round((Date.parse(clock) - Date.now()) / 1000);
    console.log(`Clock pass at ${clock} (${offset >= 0 ? '+' : ''}${offset} s)`);
    const pass = spawnSync(
      'faketime',
      [
        '-f',
        `${offset >= 0 ? '+' : ''}${offset}s`,
        'npx',
        'vitest',
        'run',
        '--project',
        'api',
        ...calendarSuites,
      ],
      { stdio: 'inherit', env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1' } },
    );
    if (pass.status !== 0) process.exit(pass.status ?? 1);
  }
}
