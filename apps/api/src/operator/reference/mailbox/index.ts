import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsMessages, subscribers } from '../../../db/schema/index.ts';
import type { MailboxPort } from '../../mailbox-port.ts';

/**
 * The reference operator's SMS centre (operator.sms_messages, decision 027): a text the portal asks
 * it to send a number of the company is written to its outbox, as its own secret-code and
 * device-register texts are.
 */
export function createReferenceMailbox(db: Db): MailboxPort {
  return {
    async sendText(bin, msisdn, text) {
      const [number] = await db
        .select({ msisdn: subscribers.msisdn })
        .from(subscribers)
        .where(and(eq(subscribers.msisdn, msisdn), eq(subscribers.customerBin, bin)));
      if (!number) return null;
      const [sms] = await db.insert(smsMessages).values({ msisdn, text }).returning({ id: smsMessages.id });
      return { messageId: String(sms!.id) };
    },
  };
}
