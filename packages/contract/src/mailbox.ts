import { z } from 'zod';
import { binaryFileSchema } from './files.ts';
import { LANGUAGES } from './i18n-text.ts';
import { defineRoute } from './route.ts';

/**
 * The demo mailbox (decision 010): without an SMTP relay, the portal's e-mail is delivered to the
 * local outbox, and the signed-in user reads what was sent to them here. With SMTP_URL set the
 * routes answer 404 and the user menu hides the link (shell config `isDemoMailbox`).
 */

/** queued → sending → sent, or failed after the last attempt */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const mailAttachmentSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  /** bytes */
  size: z.number().int(),
  /** an image shown inside the message body */
  isInline: z.boolean(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailSummarySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(LANGUAGES),
  state: z.enum(MAIL_STATES),
  /** delivery attempts so far */
  attempts: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  attachments: z.array(mailAttachmentSchema),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailMessageSchema = mailSummarySchema.extend({
  /** the HTML body with inline images as data: URLs, to show in a sandboxed frame */
  html: z.string(),
  text: z.string(),
});
export type MailMessageView = z.infer<typeof mailMessageSchema>;

export const mailboxListSchema = z.object({ messages: z.array(mailSummarySchema) });
export type MailboxList = z.infer<typeof mailboxListSchema>;

/** the newest messages listed */
export const MAILBOX_LIST_LIMIT = 100;

/** A text the operator sent to one of the company's numbers (decision 027): the demo shows it beside the e-mail. */
export const smsSummarySchema = z.object({
  id: z.number().int(),
  /** the recipient */
  msisdn: z.string(),
  text: z.string(),
  /** the link the text carries (the eSIM QR page), or null */
  link: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SmsSummary = z.infer<typeof smsSummarySchema>;
export const smsListSchema = z.object({ messages: z.array(smsSummarySchema) });
/** the newest texts listed: a demo page, read at a glance */
export const SMS_LIST_LIMIT = 30;

const messageParams = z.object({ id: z.uuid('validation_error') });

export const mailboxRoutes = {
  sms: defineRoute({
    id: 'mailbox.sms',
    method: 'GET',
    path: '/api/mailbox/sms',
    summary: "Demo mailbox: the newest 30 texts the operator sent to the company's numbers, newest first",
    feature: 'none',
    scope: 'company',
    permission: 'numbers.read',
    response: smsListSchema,
  }),
  list: defineRoute({
    id: 'mailbox.list',
    method: 'GET',
    path: '/api/mailbox/messages',
    summary: 'Demo mailbox: the messages the portal sent to the signed-in user, newest first',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: mailboxListSchema,
  }),
  get: defineRoute({
    id: 'mailbox.get',
    method: 'GET',
    path: '/api/mailbox/messages/:id',
    summary: 'Demo mailbox: one message with its body',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    params: messageParams,
    response: mailMessageSchema,
  }),
  attachment: defineRoute({
    id: 'mailbox.attachment',
    method: 'GET',
    path: '/api/mailbox/messages/:id/attachments/:attachmentId',
    summary: "Demo mailbox: download one of a message's attachments",
    feature: 'none',
    scope: 'session',
    permission: 'any',
    produces: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
    ],
    params: messageParams.extend({ attachmentId: z.uuid('validation_error') }),
    response: binaryFileSchema,
  }),
};
