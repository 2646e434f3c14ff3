import { and, desc, eq, sql } from 'drizzle-orm';
import type { SmsSummary } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { sentTexts } from '../../db/schema/index.ts';

/**
 * The texts the portal asked the operator to send (decision 034, 2026-12-02: `portal.sent_texts`),
 * the demo mailbox's texts: newest first by the company's index on (company, time), so a company of
 * 100,000 numbers reads only the newest rows asked for.
 */
export function createSentTextsRepository(db: Db) {
  return {
    async record(text: {
      bin: string;
      msisdn: string;
      text: string;
      link: string | null;
      messageId: string;
    }) {
      const [row] = await db
        .insert(sentTexts)
        .values({
          customerBin: text.bin,
          msisdn: text.msisdn,
          text: text.text,
          link: text.link,
          messageId: text.messageId,
        })
        .returning({ id: sentTexts.id });
      return row!.id;
    },

    /** decision 029: with `groupIds`, only the texts to the groups' numbers */
    async newest(bin: string, limit: number, groupIds: readonly string[] | null): Promise<SmsSummary[]> {
      const rows = await db
        .select({
          id: sentTexts.id,
          msisdn: sentTexts.msisdn,
          text: sentTexts.text,
          link: sentTexts.link,
          createdAt: sentTexts.createdAt,
        })
        .from(sentTexts)
        .where(
          and(
            eq(sentTexts.customerBin, bin),
            groupIds
              ? sql`exists (select 1 from portal.number_group_members g where g.msisdn = ${sentTexts.msisdn}
                  and g.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`
              : undefined,
          ),
        )
        .orderBy(desc(sentTexts.createdAt), desc(sentTexts.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
