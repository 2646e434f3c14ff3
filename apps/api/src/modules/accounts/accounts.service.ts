import type { Customer, Offer, UserInfo } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../platform/problem.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export function createAccountsService(db: Db, repo: AccountsRepository) {
  return {
    async userInfo(userId: string): Promise<UserInfo> {
      const info = await repo.findUserInfo(userId);
      if (!info) throw new ApiError(404, 'user_not_found');
      return info;
    },

    async currentOffer(serviceAlias: string): Promise<Offer> {
      const offer = await repo.findCurrentOffer(serviceAlias);
      if (!offer) throw notFound('service_unavailable');
      return offer;
    },

    async approveOffer(input: {
      auth: AuthUser;
      bin: string;
      offerId: string;
      serviceAlias: string;
      userId: string;
      customerId: string;
    }): Promise<Customer> {
      // the body repeats who and which company; it must agree with the session and X-Client-Bin
      if (input.customerId !== input.bin) throw forbidden('company_not_assigned');
      if (input.userId !== input.auth.userId)
        throw badRequest('validation_error', [{ path: 'body.userId', code: 'validation_error' }]);
      const offer = await repo.findOffer(input.offerId);
      if (!offer || offer.serviceAlias !== input.serviceAlias || !offer.isCurrent)
        throw notFound('not_found');
      const approved = await repo.approveService(input.bin, input.serviceAlias, offer.id, input.auth.userId);
      if (!approved) throw forbidden('feature_not_available');
      await recordAction(db, {
        customerBin: input.bin,
        userId: input.auth.userId,
        action: 'offer_approve',
        success: true,
        params: { offerId: offer.id, serviceAlias: input.serviceAlias },
      });
      const customer = await repo.findCustomer(input.bin);
      if (!customer) throw notFound('not_found');
      return customer;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
