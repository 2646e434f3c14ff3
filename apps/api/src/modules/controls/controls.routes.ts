import { numberControlsRoutes as routes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler } from '../../platform/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { ControlRequest, ControlsService } from './controls.service.ts';

const controlRequest = (request: FastifyRequest, msisdn: string): ControlRequest => ({
  company: requireCompany(request),
  userId: requireAuth(request).userId,
  msisdn,
});

/**
 * spec §7 Subscriber: change-sim, ics_pin, callforwards, sms_ussd_mgm_ban, forwarding and the mobile
 * app's call-details and account bans — the number modals of spec §2 (issue 9).
 */
export function controlsHandlers(service: ControlsService) {
  return [
    defineHandler(routes.state, ({ params, request }) =>
      service.state(requireCompany(request), params.msisdn),
    ),
    defineHandler(routes.changeSim, ({ params, query, request }) =>
      service.changeSim(controlRequest(request, params.msisdn), query.iccId),
    ),
    defineHandler(routes.sendSecretCode, ({ params, request }) =>
      service.sendSecretCode(controlRequest(request, params.msisdn)),
    ),
    defineHandler(routes.deleteSecretCode, ({ params, request }) =>
      service.deleteSecretCode(controlRequest(request, params.msisdn)),
    ),
    defineHandler(routes.setSmsUssdBan, ({ params, request }) =>
      service.setBan(controlRequest(request, params.msisdn), 'SMS_USSD_MGM', true),
    ),
    defineHandler(routes.removeSmsUssdBan, ({ params, request }) =>
      service.setBan(controlRequest(request, params.msisdn), 'SMS_USSD_MGM', false),
    ),
    defineHandler(routes.appCallDetails, ({ params, request }) =>
      service.setBan(controlRequest(request, params.msisdn), 'APP_CALL_DETAILS', params.action === 'block'),
    ),
    defineHandler(routes.appAccess, ({ params, request }) =>
      service.setBan(controlRequest(request, params.msisdn), 'APP_ACCESS', params.action === 'block'),
    ),
    // the two forwarding APIs of spec §7 change one state (decision 014)
    defineHandler(routes.setCallForward, ({ params, query, request }) =>
      service.changeForwarding(controlRequest(request, params.msisdn), {
        type: query.type,
        msisdnTo: query.to_msisdn,
      }),
    ),
    defineHandler(routes.removeCallForward, ({ params, query, request }) =>
      service.changeForwarding(controlRequest(request, params.msisdn), { type: query.type, remove: true }),
    ),
    defineHandler(routes.getForwarding, ({ params, request }) =>
      service.forwarding(requireCompany(request), params.msisdn),
    ),
    defineHandler(routes.setForwarding, ({ params, query, request }) => {
      const { type, msisdnTo } = query;
      const change =
        type === 'FORWARDING_ON' || type === 'FORWARDING_OFF' ? { type } : { type, msisdnTo: msisdnTo! };
      return service.changeForwarding(controlRequest(request, params.msisdn), change);
    }),
    defineHandler(routes.removeForwarding, ({ params, query, request }) =>
      service.changeForwarding(controlRequest(request, params.msisdn), { type: query.type, remove: true }),
    ),
  ];
}
