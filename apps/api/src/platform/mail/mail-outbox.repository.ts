import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/portal.ts';

export interface MailAttachmentInput {
  filename: string;
  contentType: string;
  content: Buffer;
  /** set for an image shown inline: the HTML refers to it as cid:<contentId> */
  contentId?: string;
}

export interface NewMailRow {
  toAddress: string;
  language: string;
  template: string;
  userId: string | null;
  customerBin: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export type MailRow = typeof mailOutbox.$inferSelect;
export type MailAttachmentRow = typeof mailAttachments.$inferSelect;
export type MailAttachmentMeta = Omit<MailAttachmentRow, 'content'>;

/** a claim older than this is taken to belong to a sender that died mid-delivery */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;

const attachmentMeta = {
  id: mailAttachments.id,
  mailId: mailAttachments.mailId,
  position: mailAttachments.position,
  filename: mailAttachments.filename,
  contentType: mailAttachments.contentType,
  contentId: mailAttachments.contentId,
  size: mailAttachments.size,
};

/** The outbox's SQL (decision 010); rows never leave this file as rows of another shape than these. */
export function createMailOutboxRepository(db: Db) {
  return {
    async insert(tx: Db, row: NewMailRow, attachments: MailAttachmentInput[]): Promise<string> {
      const [inserted] = await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      const id = inserted!.id;
      if (attachments.length)
        await tx.insert(mailAttachments).values(
          attachments.map((a, position) => ({
            mailId: id,
            position,
            filename: a.filename,
            contentType: a.contentType,
            contentId: a.contentId ?? null,
            size: a.content.length,
            content: a.content,
          })),
        );
      return id;
    },

    /**
     * Takes a queued message for one delivery attempt: a row lock and a state change in one
     * statement, so of two jobs for the same message only one gets it (delivered exactly once).
     */
    async claim(id: string): Promise<MailRow | null> {
      const [row] = await db
        .update(mailOutbox)
        .set({ state: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, id),
            or(
              eq(mailOutbox.state, 'queued'),
              and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.claimedAt, STALE_CLAIM)),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    attachmentsOf: (mailId: string): Promise<MailAttachmentRow[]> =>
      db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, mailId))
        .orderBy(asc(mailAttachments.position)),

    async markSent(id: string, messageId: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: sql`now()`, messageId, lastError: null, claimedAt: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** an attempt failed: back to queued for the next one, or failed after the last */
    async markAttemptFailed(id: string, error: string, isLast: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ state: isLast ? 'failed' : 'queued', lastError: error, claimedAt: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** the user's messages, newest first, with their attachments' names (not their contents) */
    async listForUser(userId: string, limit: number) {
      const messages = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.userId, userId))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
      const ids = messages.map((m) => m.id);
      const attachments = ids.length
        ? await db
            .select(attachmentMeta)
            .from(mailAttachments)
            .where(sql`${mailAttachments.mailId} = any(${sql.param(ids)}::uuid[])`)
            .orderBy(asc(mailAttachments.position))
        : [];
      return messages.map((m) => ({ ...m, attachments: attachments.filter((a) => a.mailId === m.id) }));
    },

    async findForUser(userId: string, id: string) {
      const [message] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.userId, userId)));
      if (!message) return null;
      const attachments = await db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, id))
        .orderBy(asc(mailAttachments.position));
      return { ...message, attachments };
    },

    async attachmentForUser(
      userId: string,
      mailId: string,
      attachmentId: string,
    ): Promise<MailAttachmentRow | null> {
      const [row] = await db
        .select({ attachment: mailAttachments })
        .from(mailAttachments)
        .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
        .where(
          and(
            eq(mailAttachments.id, attachmentId),
            eq(mailAttachments.mailId, mailId),
            eq(mailOutbox.userId, userId),
          ),
        );
      return row?.attachment ?? null;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
