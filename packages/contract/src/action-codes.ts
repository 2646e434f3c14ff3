import { z } from 'zod';

/**
 * What the action log records (spec §3 Action history entry; DESIGN §4: every state change is
 * logged). The server writes one of these codes with success or failure; the web names it per
 * language (locales actions.<code>). Later capabilities add their codes here.
 */
export const ACTION_CODES = [
  // accounts
  'offer_approve',
  // labels and comments of the numbers list
  'label_set',
  'label_delete',
  'comment_set',
  'comment_delete',
  // spec §4 Number lifecycle
  'number_block',
  'number_unblock',
  // spec §4 Service: the request, then the operator's completion
  'service_enable',
  'service_disable',
  'service_enable_completed',
  'service_disable_completed',
  // spec §4 Transfer (one entry per transfer applied or refused; a replayed key adds none)
  'balance_transfer',
  // spec §4 Device order: the orders to the state register, then its answer
  'device_register',
  'device_remove',
  'device_reregister',
  'device_duplicate',
  'device_order_completed',
  // spec §4 eSIM sequence: reserve, then the operator's answer; the QR by e-mail; the change
  'esim_reserve',
  'esim_reserve_completed',
  'esim_qr_send',
  'esim_qr_sms',
  'esim_change',
  // spec §2 number modals (decision 014): SIM change, secret code, bans and app access, call forwarding
  'sim_change',
  'secret_code_send',
  'secret_code_delete',
  'sms_ussd_ban_set',
  'sms_ussd_ban_remove',
  'app_details_ban_set',
  'app_details_ban_remove',
  'app_ban_set',
  'app_ban_remove',
  'forwarding_on',
  'forwarding_off',
  'call_divert_set',
  'call_divert_remove',
  // spec §4 Reports by e-mail: the request, then the engine's outcome (sent or failed)
  'report_request',
  'report_completed',
  // decision 024: the numbers list exported (format, filters, rows)
  'numbers_export',
  // decision 029: who changed whose access (params name the user, role, scope, group)
  'team_invite',
  'team_invitation_revoke',
  'team_invitation_accept',
  'team_member_change',
  'team_member_remove',
  'team_group_create',
  'team_group_remove',
  'team_group_numbers_add',
  'team_group_numbers_remove',
  // decision 031: the enterprise API's tokens and webhook endpoints
  'api_token_create',
  'api_token_revoke',
  'webhook_endpoint_create',
  'webhook_endpoint_update',
  'webhook_endpoint_delete',
  // decision 030: cost centres, spend limits, and the operator's bar on outgoing at the limit
  'cost_centre_create',
  'cost_centre_update',
  'cost_centre_delete',
  'cost_centre_assign',
  'spend_limit_set',
  'spend_limit_remove',
  'spend_outgoing_blocked',
  'spend_outgoing_unblocked',
] as const;
export const actionCodeSchema = z.enum(ACTION_CODES);
export type ActionCode = z.infer<typeof actionCodeSchema>;
