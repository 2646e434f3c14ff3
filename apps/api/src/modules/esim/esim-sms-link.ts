import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EsimQrLink, Language, OperationResult } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { renderQrPng } from './esim-qr.ts';

/** The browser's device session for SMS links: a random id in an HttpOnly cookie, only on these routes. */
export const QR_DEVICE_COOKIE = 'kabinet_esim_qr';
const QR_DEVICE_COOKIE_PATH = '/api/esim-qr';
/** longer than any activation code lives (spec §9: 1 day) */
const QR_DEVICE_COOKIE_MAX_AGE_S = 2 * 24 * 3600;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

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
 * spec §4 "the QR is sent by SMS link" (decision 027). The operator sends the SMS and keeps the link;
 * the portal gives each browser a device-session cookie and hands the operator only its hash, so the
 * link shows its QR once per device session: the browser that opened it first, again and again,
 * and no other.
 */
export function createEsimSmsLinks(
  db: Db,
  operator: Pick<OperatorPort, 'sendQrSms' | 'openQrLink'>,
  opts: { secureCookies: boolean },
): EsimSmsLinks {
  return {
    async send(company, userId, msisdn, message) {
      const outcome = await operator.sendQrSms(company.bin, msisdn, message.code, message.language);
      if (!outcome) throw new ApiError('msisdn_not_in_company');
      if (!outcome.ok) throw new ApiError(outcome.refusal);
      await recordAction(db, {
        customerBin: company.bin,
        userId,
        msisdn,
        action: 'esim_qr_sms',
        success: true,
        // the link itself is a secret of whoever holds the phone: not in the log
        params: {
          smsId: outcome.smsId,
          language: message.language,
          expiresAt: outcome.expiresAt.toISOString(),
        },
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
      const outcome = await operator.openQrLink(token, hashOf(device));
      if (!outcome.ok) throw new ApiError(outcome.refusal);
      // a QR code is a credential for the number: never cached
      reply.header('Cache-Control', 'no-store');
      const png = await renderQrPng(outcome.activationCode);
      return {
        msisdn: outcome.msisdn,
        activationCode: outcome.activationCode,
        expiresAt: outcome.expiresAt.toISOString(),
        qrPng: `data:image/png;base64,${png.toString('base64')}`,
      };
    },
  };
}
