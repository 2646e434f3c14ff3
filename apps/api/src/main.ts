import { DEMO_USERS } from './db/seed/demo-users.ts';
import { loadConfigOrExit, runMain, stopOnSignals } from './process-lifecycle.ts';
import { startServer } from './server.ts';

runMain(async () => {
  const config = loadConfigOrExit();
  if (config.usesDevelopmentSecret)
    console.log(
      'Using the development SESSION_SECRET (published in the code): set your own before sharing this server.',
    );
  const started = Date.now();
  const server = await startServer(config, console.log, { warmPools: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nKabinet is running at ${server.url}  (started in ${seconds} s)`);
  if (!config.oidc) {
    console.log('Demo sign-ins (embedded identity provider):');
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(10)} / ${u.password}   ${u.role}`);
  }
  console.log('Press Ctrl-C to stop.\n');
  stopOnSignals((signal) => `\n${signal}: stopping the server and PostgreSQL...`, server.stop);
});
