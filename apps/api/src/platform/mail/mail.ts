import { emailSchema, type Language } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Transaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { ApiError } from '../problem.ts';
import { layoutMessage } from './mail-layout.ts';
import { createMailOutboxRepository, type MailAttachmentInput } from './mail-outbox.repository.ts';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './mail-templates.ts';
import type { MailContent, MailTemplate } from './mail-content.ts';
import { createMailTransport } from './mail-transport.ts';

export interface MailMessage<N extends MailTemplateName = MailTemplateName> {
  /** ONE address (DESIGN §4: one recipient per message) */
  to: string;
  /** the recipient's language: the message is written in it */
  language: Language;
  template: N;
  data: MailTemplateData<N>;
  attachments?: MailAttachmentInput[];
  /** the portal user the message is for: it shows in their demo mailbox */
  userId?: string | null;
  /** the company the message concerns */
  bin?: string | null;
}

export interface MailJob {
  mailId: string;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'not-queued';

export interface Mail {
  /** true without SMTP_URL: messages are delivered to the local demo mailbox */
  readonly isLocalMailbox: boolean;
  /**
   * Writes the message to the outbox and queues its delivery. Inside `transaction` both commit or
   * roll back with the caller's work; without it, in a transaction of their own.
   */
  enqueue<N extends MailTemplateName>(
    message: MailMessage<N>,
    opts?: { transaction?: Transaction },
  ): Promise<{ id: string }>;
  /**
   * One delivery attempt (the mail job): claims the message, sends it, records the outcome. A
   * message already sent or being sent is left alone, so a job run twice delivers once. Throws
   * when the attempt failed and another will follow (the queue retries with backoff).
   */
  deliver(mailId: string): Promise<DeliveryOutcome>;
  close(): void;
}

export interface MailOptions {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  smtpUrl: string | null;
  from: string;
}

/** every attempt the queue makes: the first and its retries */
export const MAIL_MAX_ATTEMPTS = QUEUES.mailDelivery.retryLimit + 1;

export function createMail(opts: MailOptions): Mail {
  const repo = createMailOutboxRepository(opts.db);
  const transport = createMailTransport(opts.smtpUrl, opts.from);

  return {
    isLocalMailbox: transport.kind === 'local',

    async enqueue(message, { transaction } = {}) {
      const to = emailSchema.safeParse(message.to);
      if (!to.success)
        throw new ApiError('invalid_email_format', {
          errors: [{ path: 'to', code: 'invalid_email_format' }],
        });
      const template = MAIL_TEMPLATES[message.template] as MailTemplate<
        MailTemplateData<typeof message.template>
      >;
      const content: MailContent = template[message.language](message.data);
      const { html, text } = layoutMessage(content, message.language);
      const row = {
        toAddress: to.data,
        language: message.language,
        template: message.template,
        userId: message.userId ?? null,
        customerBin: message.bin ?? null,
        subject: content.subject,
        textBody: text,
        htmlBody: html,
      };
      const write = async ({ tx, executor }: Transaction) => {
        const id = await repo.insert(tx, row, message.attachments ?? []);
        await opts.queue.send<MailJob>(QUEUES.mailDelivery.name, { mailId: id }, { executor });
        return { id };
      };
      return transaction
        ? write(transaction)
        : inTransaction(opts.db, (tx, executor) => write({ tx, executor }));
    },

    async deliver(mailId) {
      const message = await repo.claim(mailId);
      if (!message) return 'not-queued';
      try {
        const messageId = await transport.send(message, await repo.attachmentsOf(mailId));
        await repo.markSent(mailId, messageId);
        return 'sent';
      } catch (error) {
        const isLast = message.attempts >= MAIL_MAX_ATTEMPTS;
        await repo.markAttemptFailed(mailId, (error as Error).message.slice(0, 500), isLast);
        if (isLast) return 'failed';
        throw error;
      }
    },

    close: () => transport.close(),
  };
}
