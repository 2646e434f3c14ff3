import { randomUUID } from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { MailAttachmentRow, MailRow } from './mail-outbox.repository.ts';

/** Where delivered messages go: an SMTP relay (SMTP_URL), or the local demo mailbox. */
export interface MailTransport {
  kind: 'smtp' | 'local';
  /** sends one message; resolves with its Message-ID, rejects when the relay refuses or is down */
  send(message: MailRow, attachments: MailAttachmentRow[]): Promise<string>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | null, from: string): MailTransport {
  if (!smtpUrl) {
    // the outbox row is the message: "delivering" it puts it in the user's demo mailbox
    return { kind: 'local', send: async () => `<${randomUUID()}@mailbox.local>`, close: () => {} };
  }
  // nodemailer is loaded with the first message, not at start (the local mailbox never needs it)
  let transporter: Promise<nodemailer.Transporter> | null = null;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: mailer }) =>
      mailer.createTransport({
        url: smtpUrl,
        // a delivery attempt never outlives its job (jobs/queues.ts expireInSeconds)
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as nodemailer.TransportOptions),
    ));
  return {
    kind: 'smtp',
    async send(message, attachments) {
      const info = await (
        await connect()
      ).sendMail({
        from,
        // DESIGN §4: one recipient per message
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: { 'Content-Language': message.language },
        attachments: attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
          ...(a.contentId ? { cid: a.contentId, contentDisposition: 'inline' as const } : {}),
        })),
      });
      return info.messageId;
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
