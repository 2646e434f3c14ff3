import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  QR_CODE_VALIDITY_DAYS,
  type EsimQrLink,
  type Language,
  type OperationResult,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { qrLinks } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { createSentTextsRepository } from '../mailbox/sent-texts.repository.ts';
import { renderQrPng } from './esim-qr.ts';

/** The browser's device session for SMS links: a random id in an HttpOnly cookie, only on these routes. */
export const QR_DEVICE_COOKIE = 'kabinet_esim_qr';
const QR_DEVICE_COOKIE_PATH = '/api/esim-qr';
/** longer than any activation code lives (spec §9: 1 day) */
const QR_DEVICE_COOKIE_MAX_AGE_S = 2 * 24 * 3600;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The SMS text per language; the link follows it (spec §4: the QR is sent by SMS link). */
const SMS_TEXT: Record<Language, (link: string) => string> = {
  ru: (link) => `QR-код для установки eSIM: ${link} Ссылка действует до истечения кода активации.`,
  en: (link) => `Your eSIM QR code: ${link} The link works until the activation code expires.`,
  kk: (link) => `eSIM орнатуға арналған QR-код: ${link} Сілтеме белсендіру коды мерзімі біткенше жарамды.`,
};

export interface EsimSmsLinks {
  /** spec §4: text the number a link to its QR code */
  send(
    company: CompanyContext,
    userId: string,
    msisdn: string,
    message: { code: string; language: Language },
  ): Promise<OperationResult>;
  /** the link's page: the QR for the device session that opened the link first */
  open(token: string, request: FastifyRequest, reply: FastifyReply): Promise<EsimQrLink>;
}

/**
 * spec §4 "the QR is sent by SMS link" (decision 027; decision 034, 2026-12-02: the portal's). The
 * portal keeps the link — a 256-bit secret, the activation code it shows, its expiry (spec §9: the
 * code lives 1 day; the link shows it only while the operator still says it is the number's valid
 * code) — and its record of the text; the operator's SMS centre sends the text (TMF681). Each
 * browser gets a device-session cookie and the link keeps only its hash, so the link shows its QR
 * once per device session: the browser that opened it first, again and again, and no other.
 */
export function createEsimSmsLinks(
  db: Db,
  operator: Pick<OperatorPort, 'isActiveActivationCode' | 'sendText'>,
  opts: { secureCookies: boolean; linkBase: string },
): EsimSmsLinks {
  return {
    async send(company, userId, msisdn, message) {
      const isActive = await operator.isActiveActivationCode(company.bin, msisdn, message.code);
      if (isActive === null) throw new ApiError('msisdn_not_in_company');
      if (!isActive) throw new ApiError('esim_qr_not_found');
      const token = randomBytes(32).toString('base64url');
      const link = `${opts.linkBase}${token}`;
      const text = SMS_TEXT[message.language](link);
      const expiresAt = new Date(Date.now() + QR_CODE_VALIDITY_DAYS * 24 * 3600 * 1000);
      // the link and the record are written only with the text sent: the operator's answer is
      // awaited inside the transaction (one small insert each)
      const smsId = await inTransaction(db, async (tx) => {
        await tx.insert(qrLinks).values({
          token,
          customerBin: company.bin,
          msisdn,
          activationCode: message.code,
          expiresAt,
        });
        const sent = await operator.sendText(company.bin, msisdn, text);
        if (!sent) throw new ApiError('msisdn_not_in_company');
        return createSentTextsRepository(tx).record({
          bin: company.bin,
          msisdn,
          text,
          link,
          messageId: sent.messageId,
        });
      });
      await recordAction(db, {
        customerBin: company.bin,
        userId,
        msisdn,
        action: 'esim_qr_sms',
        success: true,
        // the link itself is a secret of whoever holds the phone: not in the log
        params: { smsId, language: message.language, expiresAt: expiresAt.toISOString() },
      });
      return { result: 'SUCCESS', message: 'esim_qr_sms_sent' };
    },

    async open(token, request, reply) {
      let device = request.cookies[QR_DEVICE_COOKIE];
      if (!device || device.length < 32) {
        device = randomBytes(32).toString('base64url');
        reply.setCookie(QR_DEVICE_COOKIE, device, {
          path: QR_DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.secureCookies,
          maxAge: QR_DEVICE_COOKIE_MAX_AGE_S,
        });
      }
      const deviceKey = hashOf(device);
      const now = new Date();
      // the first opening claims the link for its device session, in one statement (two browsers
      // racing: one wins)
      await db
        .update(qrLinks)
        .set({ openedBy: deviceKey, openedAt: now })
        .where(and(eq(qrLinks.token, token), isNull(qrLinks.openedBy), gt(qrLinks.expiresAt, now)));
      const [link] = await db.select().from(qrLinks).where(eq(qrLinks.token, token));
      if (!link) throw new ApiError('esim_qr_link_not_found');
      if (link.expiresAt.getTime() <= now.getTime()) throw new ApiError('esim_qr_link_expired');
      if (link.openedBy !== deviceKey) throw new ApiError('esim_qr_link_opened_elsewhere');
      // the code may have ended sooner (a new reservation released it): the operator says
      if (!(await operator.isActiveActivationCode(link.customerBin, link.msisdn, link.activationCode)))
        throw new ApiError('esim_qr_link_expired');
      // a QR code is a credential for the number: never cached
      reply.header('Cache-Control', 'no-store');
      const png = await renderQrPng(link.activationCode);
      return {
        msisdn: link.msisdn,
        activationCode: link.activationCode,
        expiresAt: link.expiresAt.toISOString(),
        qrPng: `data:image/png;base64,${png.toString('base64')}`,
      };
    },
  };
}
