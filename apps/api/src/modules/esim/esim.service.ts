import { MEDIA_TYPES, type EsimStatus, type Language, type OperationResult } from '@kabinet/contract';
import type { z } from 'zod';
import type { esimReserveResultSchema } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { recordOutcome } from '../../platform/events.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { renderQrPng } from './esim-qr.ts';

type EsimReserveResult = z.infer<typeof esimReserveResultSchema>;

export interface EsimService {
  status(company: CompanyContext, msisdn: string): Promise<EsimStatus>;
  reserve(company: CompanyContext, userId: string, msisdn: string): Promise<EsimReserveResult>;
  qrImage(company: CompanyContext, msisdn: string, code: string): Promise<FileResponse>;
  sendQr(
    company: CompanyContext,
    userId: string,
    msisdn: string,
    message: { email: string; code: string; language: Language },
  ): Promise<OperationResult>;
  change(company: CompanyContext, userId: string, msisdn: string, iccid: string): Promise<OperationResult>;
}

/** The tenancy guard has checked the number; it may have left the company since. */
function found<T>(value: T | null): T {
  if (value === null) throw new ApiError('msisdn_not_in_company');
  return value;
}

const QR_CID = 'esim-qr';

/** spec §7 eSIM: the status check, reserve, the QR code (image and e-mail) and the change. */
export function createEsimService(db: Db, operator: OperatorPort, mail: Pick<Mail, 'enqueue'>): EsimService {
  /** the QR code is made only of the number's own activation code while it is valid */
  async function checkCode(company: CompanyContext, msisdn: string, code: string): Promise<void> {
    if (!found(await operator.isActiveActivationCode(company.bin, msisdn, code)))
      throw new ApiError('esim_qr_not_found');
  }

  return {
    async status(company, msisdn) {
      const answer = found(await operator.getEsimStatus(company.bin, msisdn));
      switch (answer.state) {
        case 'FAILED':
          throw new ApiError(answer.failure);
        case 'NOT_FOUND':
          return {
            state: 'NOT_FOUND',
            icc: null,
            activationCode: null,
            expiresAt: null,
            isBalanceEnough: answer.isBalanceEnough,
          };
        case 'EMPTY':
        case 'HAS_BALANCE':
          return {
            state: answer.state,
            icc: null,
            activationCode: null,
            expiresAt: null,
            isBalanceEnough: true,
          };
        case 'NOT_READY':
          return {
            state: 'NOT_READY',
            icc: answer.icc,
            activationCode: null,
            expiresAt: null,
            isBalanceEnough: true,
          };
        case 'SUCCESS':
          return {
            state: 'SUCCESS',
            icc: answer.icc,
            activationCode: answer.activationCode,
            expiresAt: answer.expiresAt.toISOString(),
            isBalanceEnough: true,
          };
      }
    },

    async reserve(company, userId, msisdn) {
      const outcome = found(await operator.reserveEsim(company.bin, msisdn, userId));
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, {
          customerBin: company.bin,
          userId,
          msisdn,
          action: 'esim_reserve',
          success,
          params,
        });
      if (!outcome.ok) {
        await log(false, { error: outcome.refusal });
        throw new ApiError(outcome.refusal);
      }
      await log(true, { iccid: outcome.iccid, operationId: outcome.operationId });
      return { msisdn, iccid: outcome.iccid, message: 'esim_reserve_requested' };
    },

    async qrImage(company, msisdn, code) {
      await checkCode(company, msisdn, code);
      return {
        body: await renderQrPng(code),
        contentType: MEDIA_TYPES.png,
        filename: `esim-${msisdn}.png`,
        disposition: 'inline',
      };
    },

    async sendQr(company, userId, msisdn, message) {
      await checkCode(company, msisdn, message.code);
      const png = await renderQrPng(message.code);
      const companyName = await companyNameOf(db, company.bin);
      await mail.enqueue({
        to: message.email,
        language: message.language,
        template: 'esim_qr',
        data: { msisdn, companyName, qrCid: QR_CID },
        // the QR inline in the text, and the same image attached to save or print
        attachments: [
          { filename: 'esim-qr.png', contentType: MEDIA_TYPES.png, content: png, contentId: QR_CID },
          { filename: `esim-${msisdn}.png`, contentType: MEDIA_TYPES.png, content: png },
        ],
        userId,
        bin: company.bin,
      });
      await recordAction(db, {
        customerBin: company.bin,
        userId,
        msisdn,
        action: 'esim_qr_send',
        success: true,
        params: { email: message.email, language: message.language },
      });
      return { result: 'SUCCESS', message: 'esim_qr_sent' };
    },

    async change(company, userId, msisdn, iccid) {
      const outcome = found(await operator.changeToEsim(company.bin, msisdn, iccid));
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, {
          customerBin: company.bin,
          userId,
          msisdn,
          action: 'esim_change',
          success,
          params,
        });
      if (!outcome.ok) {
        await log(false, { iccid, error: outcome.refusal });
        throw new ApiError(outcome.refusal);
      }
      await recordOutcome(
        db,
        {
          customerBin: company.bin,
          userId,
          msisdn,
          action: 'esim_change',
          success: true,
          params: { iccid: outcome.iccid, oldIccid: outcome.oldIccid },
        },
        { type: 'esim.changed', data: { msisdn, iccid: outcome.iccid, previousIccid: outcome.oldIccid } },
      );
      return { result: 'SUCCESS', message: 'esim_replaced' };
    },
  };
}
