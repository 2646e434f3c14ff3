import type { z } from 'zod';
import type {
  ActionCode,
  DeviceRegistrationsData,
  SuccessCode,
  deviceOrderResultSchema,
  registrationsByImeiSchema,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { DeviceOrderRequest } from '../../operator/devices-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

type DeviceOrderResult = z.infer<typeof deviceOrderResultSchema>;
type RegistrationsByImei = z.infer<typeof registrationsByImeiSchema>;

export interface DevicesService {
  list(company: CompanyContext, msisdn: string): Promise<DeviceRegistrationsData>;
  registrationsByImei(company: CompanyContext, msisdn: string, imei: string): Promise<RegistrationsByImei>;
  /** spec §4 Device order: the order is placed (application sent); the register answers later */
  order(
    company: CompanyContext,
    userId: string,
    msisdn: string,
    request: DeviceOrderRequest,
  ): Promise<DeviceOrderResult>;
}

/** What each request is called in the action log, and the success text of its 200 (spec §8 Successes). */
const ORDER_TEXTS: Record<DeviceOrderRequest['type'], { action: ActionCode; message: SuccessCode }> = {
  REGISTER: { action: 'device_register', message: 'device_request_sent' },
  REMOVE: { action: 'device_remove', message: 'device_request_sent' },
  REREGISTER: { action: 'device_reregister', message: 'device_reregistered' },
  DUPLICATE: { action: 'device_duplicate', message: 'device_duplicate_registered' },
};

/** The tenancy guard has checked the number; it may have left the company since. */
function found<T>(value: T | null): T {
  if (value === null) throw new ApiError('msisdn_not_in_company');
  return value;
}

export function createDevicesService(db: Db, operator: OperatorPort): DevicesService {
  return {
    async list(company, msisdn) {
      return found(await operator.getDeviceRegistrations(company.bin, msisdn));
    },

    async registrationsByImei(company, msisdn, imei) {
      const { currentImei, holders } = found(
        await operator.getRegistrationsByImei(company.bin, msisdn, imei),
      );
      // decision 025: another owner's IIN/BIN only for the device in the number's own phone (spec §4
      // re-registration asks for it); otherwise only the company's own registrations are named
      const ownDevice = imei === currentImei;
      const shown = holders.filter((h) => ownDevice || h.ofCompany).map((h) => h.documentId);
      return {
        imei,
        registrationsByImei: [...new Set(shown)].map((documentId) => ({ documentId })),
        registeredToAnotherOwner: holders.some((h) => !h.ofCompany),
      };
    },

    async order(company, userId, msisdn, request) {
      const { action, message } = ORDER_TEXTS[request.type];
      const imei = 'imei' in request ? request.imei : null;
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, {
          customerBin: company.bin,
          userId,
          msisdn,
          action,
          success,
          params: { ...(imei ? { imei } : {}), ...params },
        });
      const outcome = found(
        await operator.requestDeviceOrder(company.bin, msisdn, { ...request, requestedBy: userId }),
      );
      if (!outcome.ok) {
        await log(false, { error: outcome.refusal });
        throw new ApiError(outcome.refusal);
      }
      await log(true, { imei: outcome.order.imei, operationId: outcome.operationId });
      return { result: 'SUCCESS', order: outcome.order, message };
    },
  };
}
