import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsMessages, subscribers } from '../../../db/schema/index.ts';
import type { MailboxPort } from '../../mailbox-port.ts';

/**
 * The reference operator's sent texts (operator.sms_messages, decision 027), newest first. The
 * company's numbers are joined by the index on (msisdn, created_at); a company of 100,000 numbers
 * reads only the newest rows asked for.
 */
export function createReferenceMailbox(db: Db): MailboxPort {
  return {
    async listSentSms(bin, limit) {
      const rows = await db
        .select({
          id: smsMessages.id,
          msisdn: smsMessages.msisdn,
          text: smsMessages.text,
          link: smsMessages.link,
          createdAt: smsMessages.createdAt,
        })
        .from(smsMessages)
        .innerJoin(subscribers, eq(subscribers.msisdn, smsMessages.msisdn))
        .where(eq(subscribers.customerBin, bin))
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
