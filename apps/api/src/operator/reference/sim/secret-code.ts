import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { secretCodeSends, secretCodes, smsMessages } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { ControlOutcome } from '../../outcome.ts';
import { loadNumber } from '../number-row.ts';
import { activeRefusal, m2mRefusal } from '../number-rules.ts';

/** The secret code is 6 digits; the operator keeps only its hash, salted with the number. */
const SECRET_CODE_DIGITS = 6;
const hashOf = (msisdn: string, code: string) =>
  createHash('sha256').update(`${msisdn}:${code}`).digest('hex');

/** What the number receives: the code in Russian and Kazakh, as the operator's other texts. */
const secretCodeSms = (code: string) =>
  `Ваш секретный код: ${code}. Никому его не сообщайте. / Сіздің құпия кодыңыз: ${code}. Оны ешкімге айтпаңыз.`;

/**
 * spec §7 ics_pin. A send issues a new code, keeps its hash, texts it to the number and records the
 * send (without the code): the code exists only in the text to the handset. A delete removes it; a
 * number without a code has nothing to delete (secret_code_delete_failed).
 */
export function createSecretCodes(db: Db) {
  return {
    async sendSecretCode(
      bin: string,
      msisdn: string,
    ): Promise<ControlOutcome<'secret_code_send_failed' | 'msisdn_blocked'> | null> {
      return inTransaction(db, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const refusal = activeRefusal(number) ?? m2mRefusal(number, 'secret_code_send_failed');
        if (refusal) return { ok: false, refusal };
        const code = String(randomInt(0, 10 ** SECRET_CODE_DIGITS)).padStart(SECRET_CODE_DIGITS, '0');
        const now = new Date();
        await tx
          .insert(secretCodes)
          .values({ msisdn, codeHash: hashOf(msisdn, code), createdAt: now })
          .onConflictDoUpdate({
            target: secretCodes.msisdn,
            set: { codeHash: hashOf(msisdn, code), createdAt: now },
          });
        await tx.insert(secretCodeSends).values({ msisdn, sentAt: now });
        await tx.insert(smsMessages).values({ msisdn, text: secretCodeSms(code), createdAt: now });
        return { ok: true };
      });
    },

    async deleteSecretCode(
      bin: string,
      msisdn: string,
    ): Promise<ControlOutcome<'secret_code_delete_failed'> | null> {
      return inTransaction(db, async (tx) => {
        const number = await loadNumber(tx, bin, msisdn, { lock: true });
        if (!number) return null;
        const deleted = await tx
          .delete(secretCodes)
          .where(eq(secretCodes.msisdn, msisdn))
          .returning({ msisdn: secretCodes.msisdn });
        return deleted.length > 0 ? { ok: true } : { ok: false, refusal: 'secret_code_delete_failed' };
      });
    },
  };
}
