import { z } from 'zod';

/**
 * Success message codes of spec §8 ("Successes" in each group). The server may name one in an
 * operation result; the web app translates them (locales success.<code>).
 */
export const SUCCESS_CODES = [
  // tags and comments
  'label_added',
  'label_edited',
  'label_deleted',
  'comment_added',
  'comment_edited',
  'comment_deleted',
  // usage details and reports
  'export_request_accepted',
  'report_ready',
  'report_not_ready',
  'transfer_success', // with amount, sender and recipient
  // number operations
  'status_changed',
  'sim_changed',
  'service_request_accepted', // service requests are being dealt with
  'secret_code_sent',
  'secret_code_deleted',
  'sms_ussd_ban_set',
  'sms_ussd_ban_removed',
  'app_ban_set',
  'app_ban_removed',
  'app_details_ban_set',
  'app_details_ban_removed',
  'call_divert_set',
  'call_divert_removed',
  // eSIM
  'esim_issued',
  'esim_replaced',
  'esim_qr_sent',
  'esim_qr_sms_sent',
  // devices (spec §4: application sent, result by SMS within 8 hours)
  'device_request_sent',
  'device_reregistered',
  'device_duplicate_registered',
  // accounts
  'offer_approved',
  // eSIM: the reservation is accepted; the status check follows it (decision 016)
  'esim_reserve_requested',
] as const;
export const successCodeSchema = z.enum(SUCCESS_CODES);
export type SuccessCode = z.infer<typeof successCodeSchema>;
