import type { EventEmitter } from 'node:events';
import pg from 'pg';

/** decision 033: the channel migration 0031's triggers notify on */
export const AUTH_CHANGES_CHANNEL = 'kabinet_auth';

/** how the listener shows in pg_stat_activity */
export const AUTH_LISTENER_NAME = 'kabinet-auth-changes';
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface AuthChangesListener {
  stop(): Promise<void>;
}

/**
 * decision 033: one connection per process that LISTENs to `kabinet_auth` and hands every payload
 * to `onChange`. It reconnects after PostgreSQL restarts (from 250 ms, doubling up to 5 s);
 * `onLive(false)` says notifications may be missed from now on, `onLive(true)` that they arrive
 * again — what was cached meanwhile cannot be trusted, so the cache empties on both.
 *
 * `poolNotifications`: the same payloads as the pool's own connections receive them
 * (`createDatabase`'s `listen`). PostgreSQL sends a listening connection its own notifications
 * before it answers the COMMIT, so a change this process makes is dropped from its cache before
 * the write's promise resolves — this process's next request sees it without waiting for this
 * connection's copy.
 */
export function listenForAuthChanges(opts: {
  connectionString: string;
  onChange(payload: string): void;
  onLive(isLive: boolean): void;
  onError(error: Error): void;
  poolNotifications?: EventEmitter;
}): AuthChangesListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const fromPool = (payload: string) => opts.onChange(payload);
  opts.poolNotifications?.on(AUTH_CHANGES_CHANNEL, fromPool);

  function lost(which: pg.Client, error?: Error) {
    if (client !== which) return;
    client = null;
    opts.onLive(false);
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (error && delay === RECONNECT_FIRST_MS) opts.onError(error);
    if (!stopped) {
      timer = setTimeout(connect, delay);
      timer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }
  }

  async function connect(): Promise<void> {
    timer = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: opts.connectionString,
      keepAlive: true,
      application_name: AUTH_LISTENER_NAME,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === AUTH_CHANGES_CHANNEL && message.payload) opts.onChange(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (client !== next || stopped) return;
    delay = RECONNECT_FIRST_MS;
    opts.onLive(true);
  }

  void connect();

  return {
    async stop() {
      stopped = true;
      opts.poolNotifications?.off(AUTH_CHANGES_CHANNEL, fromPool);
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      opts.onLive(false);
      await current?.end().catch(() => {});
    },
  };
}
