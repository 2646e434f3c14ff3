import { bansRoutes as routes } from '@kabinet/contract';
import { numberChangeRequest } from '../../platform/number-change.ts';
import { requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { BansService } from './bans.service.ts';

/** spec §7 Subscriber: sms_ussd_mgm_ban and the mobile app's account and call-details bans (spec §4 Toggles). */
export function bansHandlers(service: BansService) {
  return [
    defineHandler(routes.state, ({ params, request }) =>
      service.state(requireCompany(request), params.msisdn),
    ),
    defineHandler(routes.setSmsUssdBan, ({ params, request }) =>
      service.setBan(numberChangeRequest(request, params.msisdn), 'SMS_USSD_MGM', true),
    ),
    defineHandler(routes.removeSmsUssdBan, ({ params, request }) =>
      service.setBan(numberChangeRequest(request, params.msisdn), 'SMS_USSD_MGM', false),
    ),
    defineHandler(routes.appCallDetails, ({ params, request }) =>
      service.setBan(
        numberChangeRequest(request, params.msisdn),
        'APP_CALL_DETAILS',
        params.action === 'block',
      ),
    ),
    defineHandler(routes.appAccess, ({ params, request }) =>
      service.setBan(numberChangeRequest(request, params.msisdn), 'APP_ACCESS', params.action === 'block'),
    ),
  ];
}
