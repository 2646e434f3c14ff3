import { ConfigError, loadConfig } from './config.ts';
import { DEMO_USERS } from './db/seed/demo-users.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const server = await startServer(config);
  console.log(
    `\nKabinet is running at ${server.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (!config.oidc) {
    console.log('Demo sign-ins (embedded identity provider):');
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(10)} / ${u.password}   ${u.role}`);
  }
  console.log('Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the server and PostgreSQL...`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
