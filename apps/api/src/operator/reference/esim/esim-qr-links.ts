import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import { esimActivationCodes, esimQrLinks, smsMessages } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { EsimQrLinkOutcome, EsimQrSmsOutcome } from '../../esim-port.ts';
import { loadNumber } from '../number-row.ts';

/** The SMS text per language; the link follows it (spec §4: the QR is sent by SMS link). */
const SMS_TEXT: Record<Language, (link: string) => string> = {
  ru: (link) => `QR-код для установки eSIM: ${link} Ссылка действует до истечения кода активации.`,
  en: (link) => `Your eSIM QR code: ${link} The link works until the activation code expires.`,
  kk: (link) => `eSIM орнатуға арналған QR-код: ${link} Сілтеме белсендіру коды мерзімі біткенше жарамды.`,
};

/**
 * spec §4 eSIM sequence, "the QR is sent by SMS link" (decision 027), on the reference operator: the
 * operator texts the number a link to a page with its QR code. The link is a 256-bit secret; it
 * shows the code to whoever holds it, until the activation code expires, and only in the device
 * session that opened it first (the portal hands a hash of that browser's cookie as `deviceKey`).
 */
export function createEsimQrLinks(db: Db, opts: { linkBase: string }) {
  return {
    async sendQrSms(
      bin: string,
      msisdn: string,
      code: string,
      language: Language,
    ): Promise<EsimQrSmsOutcome | null> {
      return inTransaction(db, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const now = new Date();
        const [active] = await tx
          .select({ id: esimActivationCodes.id, expiresAt: esimActivationCodes.expiresAt })
          .from(esimActivationCodes)
          .where(
            and(
              eq(esimActivationCodes.msisdn, msisdn),
              eq(esimActivationCodes.code, code),
              gt(esimActivationCodes.expiresAt, now),
            ),
          );
        if (!active) return { ok: false, refusal: 'esim_qr_not_found' };
        const token = randomBytes(32).toString('base64url');
        const link = `${opts.linkBase}${token}`;
        await tx.insert(esimQrLinks).values({
          token,
          msisdn,
          activationCodeId: active.id,
          expiresAt: active.expiresAt,
          createdAt: now,
        });
        const [sms] = await tx
          .insert(smsMessages)
          .values({ msisdn, text: SMS_TEXT[language](link), link, createdAt: now })
          .returning({ id: smsMessages.id });
        return { ok: true, smsId: sms!.id, link, expiresAt: active.expiresAt };
      });
    },

    async openQrLink(token: string, deviceKey: string): Promise<EsimQrLinkOutcome> {
      const now = new Date();
      // the first opening claims the link for its device session, in one statement (two browsers
      // racing: one wins)
      await db
        .update(esimQrLinks)
        .set({ openedBy: deviceKey, openedAt: now })
        .where(
          and(eq(esimQrLinks.token, token), isNull(esimQrLinks.openedBy), gt(esimQrLinks.expiresAt, now)),
        );
      const [row] = await db
        .select({
          msisdn: esimQrLinks.msisdn,
          expiresAt: esimQrLinks.expiresAt,
          openedBy: esimQrLinks.openedBy,
          code: esimActivationCodes.code,
        })
        .from(esimQrLinks)
        .innerJoin(esimActivationCodes, eq(esimActivationCodes.id, esimQrLinks.activationCodeId))
        .where(eq(esimQrLinks.token, token));
      if (!row) return { ok: false, refusal: 'esim_qr_link_not_found' };
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'esim_qr_link_expired' };
      if (row.openedBy !== deviceKey) return { ok: false, refusal: 'esim_qr_link_opened_elsewhere' };
      return { ok: true, msisdn: row.msisdn, activationCode: row.code, expiresAt: row.expiresAt };
    },
  };
}
