import type { z } from 'zod';
import type {
  incompatibleProductsResponseSchema,
  productOperationResultSchema,
  productsResponseSchema,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { ProductAction } from '../../operator/services-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import { foundNumber } from '../../platform/number-change.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

type ProductsResponse = z.infer<typeof productsResponseSchema>;
type IncompatibleResponse = z.infer<typeof incompatibleProductsResponseSchema>;
type ProductOperationResult = z.infer<typeof productOperationResultSchema>;

export interface ProductChange {
  company: CompanyContext;
  userId: string;
  msisdn: string;
  productOfferingId: string;
  action: ProductAction;
  deactivateIncompatible: boolean;
  /** decision 023: the key the operator applies the change under at most once (a bulk item's) */
  requestKey?: string;
}

export interface ServicesService {
  listProducts(company: CompanyContext, msisdn: string): Promise<ProductsResponse>;
  getIncompatible(
    company: CompanyContext,
    msisdn: string,
    productOfferingId: string,
  ): Promise<IncompatibleResponse>;
  /** spec §4 Service: connect or disconnect; the product goes pending, the operator completes it */
  changeProduct(change: ProductChange): Promise<ProductOperationResult>;
}

export function createServicesService(db: Db, operator: OperatorPort): ServicesService {
  return {
    async listProducts(company, msisdn) {
      return foundNumber(await operator.listProducts(company.bin, msisdn));
    },

    async getIncompatible(company, msisdn, productOfferingId) {
      const incompatibleProducts = foundNumber(
        await operator.getIncompatibleProducts(company.bin, msisdn, productOfferingId),
      );
      return { productOfferingId, incompatibleProducts };
    },

    async changeProduct({
      company,
      userId,
      msisdn,
      productOfferingId,
      action,
      deactivateIncompatible,
      requestKey,
    }) {
      const log = (success: boolean, params: Record<string, unknown>) =>
        recordAction(db, {
          customerBin: company.bin,
          userId,
          msisdn,
          action: action === 'ENABLE' ? 'service_enable' : 'service_disable',
          success,
          params: { productOfferingId, ...params },
        });
      let outcome;
      try {
        outcome = foundNumber(
          await operator.requestProductChange(
            company.bin,
            msisdn,
            {
              productOfferingId,
              action,
              deactivateIncompatible,
              requestedBy: userId,
            },
            requestKey,
          ),
        );
      } catch (error) {
        await log(false, { error: error instanceof ApiError ? error.code : 'system_error' }).catch(() => {});
        throw error;
      }
      if (!outcome.ok) {
        await log(false, { error: outcome.refusal });
        const conflicts = outcome.conflicts ?? [];
        throw new ApiError(outcome.refusal, {
          // spec §4: the user is told which pack is in the way (names by language in the extension)
          ...(conflicts.length ? { detail: conflicts.map((c) => c.productOfferingId).join(', ') } : {}),
          ...(conflicts.length ? { extensions: { incompatibleProducts: conflicts } } : {}),
        });
      }
      await log(true, {
        operationId: outcome.operationId,
        ...(outcome.deactivates.length ? { deactivates: outcome.deactivates } : {}),
        ...(outcome.isRepeat ? { repeat: true } : {}),
      });
      return {
        result: 'SUCCESS',
        productOfferingId: outcome.productOfferingId,
        state: outcome.state,
        isPending: true,
        // spec §8 Successes: service requests are being dealt with
        message: 'service_request_accepted',
      };
    },
  };
}
