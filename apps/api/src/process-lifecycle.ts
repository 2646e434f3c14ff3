import { ConfigError, loadConfig, type Config } from './config.ts';
import { StartRefused } from './db/postmaster-lock.ts';

/** The configuration, or one line naming the bad variable and exit code 1 (DESIGN §2). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** On Ctrl-C or SIGTERM: says what it does, stops once, and exits. */
export function stopOnSignals(describe: (signal: string) => string, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(describe(signal));
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void handle('SIGINT'));
  process.on('SIGTERM', () => void handle('SIGTERM'));
}

/** Runs a command's main function; an unexpected failure is printed and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // a refusal the user can act on is its one line, not a stack trace
    if (error instanceof StartRefused) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
