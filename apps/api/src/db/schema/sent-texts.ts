import { bigserial, index, text, timestamp } from 'drizzle-orm/pg-core';
import { digits } from './operator.ts';
import { portal } from './portal.ts';

/**
 * spec §4 "the QR is sent by SMS link" (decisions 027, 034): the portal's link to a number's QR
 * page — a 256-bit secret, the activation code it shows until it expires, and the device session (a
 * hash of its cookie) that opened it first; only that session sees the QR (migration 0056).
 */
export const qrLinks = portal.table(
  'esim_qr_links',
  {
    token: text().primaryKey(),
    customerBin: text().notNull(),
    msisdn: digits().notNull(),
    activationCode: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    openedBy: text(),
    openedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('esim_qr_links_msisdn_idx').on(t.msisdn, t.createdAt)],
);

/** The texts the portal asked the operator to send the company's numbers: the demo mailbox's texts. */
export const sentTexts = portal.table(
  'sent_texts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    customerBin: text().notNull(),
    msisdn: digits().notNull(),
    text: text().notNull(),
    /** a link the text carries (the eSIM QR page); null when none */
    link: text(),
    /** the operator's id of the message (TMF681) */
    messageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_texts_company_idx').on(t.customerBin, t.createdAt.desc(), t.id.desc())],
);
