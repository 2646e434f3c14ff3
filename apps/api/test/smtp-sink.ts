import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

export interface ReceivedMail {
  /** the SMTP envelope's recipients */
  rcptTo: string[];
  raw: Buffer;
  parsed: Email;
}

/**
 * A real SMTP server in the test process (smtp-server): it accepts every message and keeps it,
 * parsed with postal-mime. `listen` may come later than the portal's first attempts (relay down).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (parsed) => {
            this.received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
