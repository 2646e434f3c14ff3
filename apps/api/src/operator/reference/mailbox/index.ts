import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsMessages, subscribers } from '../../../db/schema/index.ts';
import type { MailboxPort } from '../../mailbox-port.ts';
import { inGroupsCondition } from '../numbers/groups-sql.ts';

/**
 * The reference operator's sent texts (operator.sms_messages, decision 027), newest first. The
 * company's numbers are joined by the index on (msisdn, created_at); a company of 100,000 numbers
 * reads only the newest rows asked for.
 */
export function createReferenceMailbox(db: Db): MailboxPort {
  return {
    async listSentSms(bin, limit, groupIds) {
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
        .where(
          and(
            eq(subscribers.customerBin, bin),
            // decision 029: a scoped user reads only the texts of their groups' numbers
            groupIds ? inGroupsCondition(groupIds, sql`${smsMessages.msisdn}`) : undefined,
          ),
        )
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
