import {
  MAILBOX_LIST_LIMIT,
  SMS_LIST_LIMIT,
  type Language,
  type MailMessageView,
  type MailSummary,
  type SmsSummary,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import {
  createMailOutboxRepository,
  type MailAttachmentMeta,
  type MailAttachmentRow,
  type MailRow,
} from '../../platform/mail/mail-outbox.repository.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { ApiError } from '../../platform/problem.ts';
import type { FileResponse } from '../../platform/routes.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { createSentTextsRepository } from './sent-texts.repository.ts';

function toSummary(row: MailRow, attachments: MailAttachmentMeta[]): MailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    language: row.language as Language,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      isInline: a.contentId !== null,
    })),
  };
}

/** The body as the browser shows it: inline images (cid:) become data: URLs, since a sandboxed frame fetches nothing. */
function htmlForDisplay(html: string, attachments: MailAttachmentRow[]): string {
  return attachments.reduce(
    (body, a) =>
      a.contentId && a.contentType.startsWith('image/')
        ? body.replaceAll(
            `cid:${a.contentId}`,
            `data:${a.contentType};base64,${a.content.toString('base64')}`,
          )
        : body,
    html,
  );
}

/**
 * The demo mailbox (decision 010): the signed-in user's own messages only. It exists when the
 * portal has no SMTP relay; with one, every call answers 404.
 */
export function createMailboxService(db: Db, mail: Pick<Mail, 'isLocalMailbox'>) {
  const repo = createMailOutboxRepository(db);
  const texts = createSentTextsRepository(db);
  const requireMailbox = () => {
    if (!mail.isLocalMailbox) throw new ApiError('not_found');
  };
  return {
    /**
     * decision 027: the texts sent to the company's numbers, shown beside the e-mail — the portal's
     * record of what it asked the operator to send (decision 034, 2026-12-02);
     * decision 029: a scoped user's, of their groups' numbers only
     */
    async sms(company: Pick<CompanyContext, 'bin' | 'numberScope'>): Promise<SmsSummary[]> {
      requireMailbox();
      return texts.newest(company.bin, SMS_LIST_LIMIT, company.numberScope);
    },

    async list(userId: string): Promise<MailSummary[]> {
      requireMailbox();
      const messages = await repo.listForUser(userId, MAILBOX_LIST_LIMIT);
      return messages.map((m) => toSummary(m, m.attachments));
    },

    async get(userId: string, id: string): Promise<MailMessageView> {
      requireMailbox();
      const message = await repo.findForUser(userId, id);
      if (!message) throw new ApiError('not_found');
      return {
        ...toSummary(message, message.attachments),
        html: htmlForDisplay(message.htmlBody, message.attachments),
        text: message.textBody,
      };
    },

    async attachment(userId: string, id: string, attachmentId: string): Promise<FileResponse> {
      requireMailbox();
      const attachment = await repo.attachmentForUser(userId, id, attachmentId);
      if (!attachment) throw new ApiError('not_found');
      return { body: attachment.content, contentType: attachment.contentType, filename: attachment.filename };
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
