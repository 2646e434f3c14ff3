import type { Customer, Offer, UserInfo } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { recordAction } from '../../platform/audit.ts';
import { ApiError } from '../../platform/problem.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export function createAccountsService(db: Db, repo: AccountsRepository) {
  return {
    async userInfo(userId: string): Promise<UserInfo> {
      const info = await repo.findUserInfo(userId);
      if (!info) throw new ApiError('user_not_found');
      return info;
    },

    async currentOffer(serviceAlias: string): Promise<Offer> {
      const offer = await repo.findCurrentOffer(serviceAlias);
      // an alias without an offer is bad input (404), not the service being down (503): decision 012's
      // fuzz found it; the web shows its "service unavailable" page for any offer load failure
      if (!offer) throw new ApiError('not_found');
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
      if (input.customerId !== input.bin) throw new ApiError('company_not_assigned');
      if (input.userId !== input.auth.userId)
        throw new ApiError('validation_error', {
          errors: [{ path: 'body.userId', code: 'validation_error' }],
        });
      const offer = await repo.findOffer(input.offerId);
      if (!offer || offer.serviceAlias !== input.serviceAlias || !offer.isCurrent)
        throw new ApiError('not_found');
      const approved = await repo.approveService(input.bin, input.serviceAlias, offer.id, input.auth.userId);
      if (!approved) throw new ApiError('feature_not_available');
      await recordAction(db, {
        customerBin: input.bin,
        userId: input.auth.userId,
        action: 'offer_approve',
        success: true,
        params: { offerId: offer.id, serviceAlias: input.serviceAlias },
      });
      const customer = await repo.findCustomer(input.bin);
      if (!customer) throw new ApiError('not_found');
      return customer;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
