import net from 'node:net';

/**
 * A free port below Linux's ephemeral range (32768+): a spawned server listens only after seeding,
 * and meanwhile its own database connections take ephemeral ports, which could take a port picked there.
 */
export async function stablePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
