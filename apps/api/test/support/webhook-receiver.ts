import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/**
 * A webhook receiver on this machine: records what arrives, answers with `answer(request)` (200
 * by default), and can redirect. Listens on every loopback address (127.0.0.2 reaches it too).
 */
export async function startWebhookReceiver(
  answer: (
    path: string,
    received: ReceivedWebhook[],
    item: ReceivedWebhook,
  ) => { status: number; location?: string } = () => ({
    status: 200,
  }),
) {
  const received: ReceivedWebhook[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      const item = {
        path,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body,
        at: Date.now(),
      };
      const { status, location } = answer(path, received, item);
      if (status >= 200 && status < 300) received.push(item);
      else if (!location) received.push({ ...item, path: `${path}#refused` });
      response.writeHead(status, location ? { location } : {});
      response.end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hook', host = '127.0.0.1') => `http://${host}:${port}${path}`,
    received,
    /** waits until `done(received)` holds (no fixed sleeps), failing after `timeoutMs` */
    async until(done: (items: ReceivedWebhook[]) => boolean, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met; got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
