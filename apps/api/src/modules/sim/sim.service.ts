import type { z } from 'zod';
import type { OperationResult, simChangeResultSchema } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { createNumberChanges, type NumberChangeRequest } from '../../platform/number-change.ts';

type SimChangeResult = z.infer<typeof simChangeResultSchema>;

export interface SimService {
  changeSim(request: NumberChangeRequest, iccid: string): Promise<SimChangeResult>;
  sendSecretCode(request: NumberChangeRequest): Promise<OperationResult>;
  deleteSecretCode(request: NumberChangeRequest): Promise<OperationResult>;
}

/** spec §2 SIM modal and secret code: each change goes to the operator and to the action log. */
export function createSimService(db: Db, operator: OperatorPort): SimService {
  const changes = createNumberChanges(db);
  return {
    async changeSim(request, iccid) {
      const changed = await changes.run(request, 'sim_change', { iccid }, () =>
        operator.changeSim(request.company.bin, request.msisdn, iccid),
      );
      await changes.logSuccess(
        request,
        'sim_change',
        { iccid: changed.iccid, previousIccid: changed.previousIccid },
        {
          type: 'sim.changed',
          data: { msisdn: request.msisdn, iccid: changed.iccid, previousIccid: changed.previousIccid },
        },
      );
      return {
        result: 'SUCCESS',
        message: 'sim_changed',
        msisdn: request.msisdn,
        iccid: changed.iccid,
        iccidChangeDate: changed.iccidChangeDate,
      };
    },

    async sendSecretCode(request) {
      await changes.run(request, 'secret_code_send', {}, () =>
        operator.sendSecretCode(request.company.bin, request.msisdn),
      );
      await changes.logSuccess(request, 'secret_code_send', {});
      return { result: 'SUCCESS', message: 'secret_code_sent' };
    },

    async deleteSecretCode(request) {
      await changes.run(request, 'secret_code_delete', {}, () =>
        operator.deleteSecretCode(request.company.bin, request.msisdn),
      );
      await changes.logSuccess(request, 'secret_code_delete', {});
      return { result: 'SUCCESS', message: 'secret_code_deleted' };
    },
  };
}
