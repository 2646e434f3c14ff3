import type { ErrorCode } from './errors.ts';

/** The HTTP statuses a problem response can carry (RFC 9457 with a catalogue code). */
export const ERROR_STATUSES = [
  400, 401, 402, 403, 404, 409, 413, 414, 415, 422, 429, 431, 500, 502, 503, 504,
] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * The catalogue owns the HTTP status (decision 007): the server answers every code with this
 * status, whoever throws it, and the OpenAPI document lists each route's problem statuses from it.
 * Reading of the groups:
 * - 400: the input breaks a spec §5 rule (nothing was asked of the operator);
 * - 401/403: session, company, offer and feature checks (spec §6);
 * - 402: the money on the number or account does not cover the operation;
 * - 404: the thing asked for does not exist for this company (a foreign number looks missing);
 * - 409: the operator refuses the change in the number's current state (spec §8 CONFLICT);
 * - 422: well-formed input the operator cannot serve as asked (split the period);
 * - 502/504: the operator's systems failed or did not answer: retry later;
 * - 503: the portal's own service is not available now (PostgreSQL away: with Retry-After);
 * - 413/414/415/431: the request itself is malformed or too large (decision 012).
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, ErrorStatus>> = {
  // spec §8 Session and access
  unauthorized: 401,
  offer_not_approved: 403,
  user_not_found: 404,
  fraud_block: 403,
  feature_not_available: 403,
  company_not_assigned: 403,
  client_bin_required: 400,
  msisdn_not_in_company: 404,
  service_unavailable: 503,
  failed_to_get_data: 502,
  validation_error: 400,
  not_found: 404,
  system_error: 500,
  rate_limited: 429,
  idempotency_key_required: 400,
  idempotency_key_invalid: 400,
  // the key names another request: well-formed, but it cannot be served as asked
  idempotency_key_reused: 422,
  still_pending: 409,
  msisdn_blocked: 409,
  service_unavailable_4_your_tariff: 409,
  not_enough_balance: 402,
  workmate_block_not_allowed: 409,
  workmate_unblock_not_allowed: 409,
  contract_phone_block_not_allowed: 409,
  contract_phone_unblock_not_allowed: 409,
  contract_phone_suspended_unpaid: 409,
  activation_limit_exceeded: 409,
  number_not_found: 404,
  numbers_not_found: 404,
  subscriber_info_failed: 502,

  // spec §8 Tags and comments: the operator did not store the change
  label_add_failed: 502,
  label_edit_failed: 502,
  label_delete_failed: 502,
  comment_add_failed: 502,
  comment_edit_failed: 502,
  comment_delete_failed: 502,

  // spec §8 Usage details and reports
  limit_exceeded: 422,
  usage_details_not_found: 404,
  usage_details_failed: 502,
  date_error: 400,
  upload_failed: 502,
  invalid_email_format: 400,
  report_period_atlas_pro: 400,
  export_subscribers_error: 502,
  check_report_status_error: 502,
  not_found_document: 404,
  document_unsuccessful: 502,
  unknown_payments_failed: 502,
  invoice_register_failed: 502,
  report_not_sent: 502,
  report_in_progress: 409,
  no_documents_for_number: 404,
  payment_history_empty: 404,
  action_history_not_found: 404,
  unknown_payments_not_found: 404,
  top_up_empty: 404,
  top_up_failed: 502,
  payments_report_failed: 502,
  debt_check_failed: 502,

  // spec §8 Number operations: refusals of the change (409); a technical failure is 502
  block_failed: 409,
  unblock_failed: 409,
  sim_change_failed: 409,
  service_enable_failed: 409,
  service_disable_failed: 409,
  service_technical_error: 502,
  incompatible_product: 409,
  reconnect_not_possible: 409,
  status_change_blocked_by_products: 409,
  sms_ussd_ban_set_failed: 409,
  sms_ussd_ban_remove_failed: 409,
  call_divert_set_failed: 409,
  call_divert_remove_failed: 409,
  app_ban_set_failed: 409,
  app_ban_remove_failed: 409,
  app_details_ban_set_failed: 409,
  app_details_ban_remove_failed: 409,
  secret_code_send_failed: 409,
  secret_code_delete_failed: 409,

  // spec §8 eSIM
  esim_insufficient_funds: 402,
  esim_issue_failed: 502,
  esim_operation_in_progress: 409,
  esim_replacement_unavailable: 409,
  esim_timeout: 504,
  esim_qr_not_found: 404,

  // spec §8 Balance transfer
  transfer_insufficient_balance: 402,
  transfer_inactive_number: 409,
  transfer_channel_id_failure: 409,
  transfer_same_channel: 409,
  transfer_billing_error: 502,
  transfer_sender_blocked: 409,
  transfer_recipient_blocked: 409,
  transfer_sender_not_in_company: 404,
  transfer_recipient_not_in_company: 404,
  transfer_same_account: 400,
  transfer_credit_limit: 402,

  // spec §8 Devices: the registry's refusals (409); its failures (502)
  device_another_owner: 409,
  device_already_registered: 409,
  device_owner_conflict: 409,
  device_pair_locked: 409,
  device_not_registered: 404,
  device_locked_other_msisdn: 409,
  device_invalid_imei_format: 400,
  device_duplicate_prohibited: 409,
  device_bin_mismatch: 409,
  device_reregistration_already_registered: 409,
  device_validation_failure: 409,
  device_duplicate_order_not_found: 404,
  device_old_owner_check_failed: 409,
  device_request_already_placed: 409,
  device_m2m_not_subject: 409,
  device_unknown_error: 502,
  device_registration_failed: 502,
  device_removal_failed: 502,
  device_reregistration_failed: 502,
  device_duplicate_failed: 502,

  // spec §5 validation rules
  field_required: 400,
  invalid_msisdn: 400,
  invalid_msisdn_part: 400,
  search_msisdn_too_long: 400,
  search_account_too_long: 400,
  invalid_account_number: 400,
  search_iccid_too_long: 400,
  search_label_too_long: 400,
  search_comment_too_long: 400,
  invalid_account_type: 400,
  label_too_long: 400,
  comment_too_long: 400,
  invalid_iccid: 400,
  invalid_imei: 400,
  invalid_bin: 400,
  invalid_iin: 400,
  invalid_date: 400,
  invalid_period: 400,
  period_end_in_future: 400,
  period_start_too_early: 400,
  period_too_long: 400,
  period_too_long_one_type: 400,
  comparison_period_too_long: 400,
  usage_details_outside_90_days: 400,
  usage_details_before_transfer: 400,
  reconciliation_period_too_long: 400,
  reconciliation_not_yet_available: 400,
  invoice_register_not_yet_available: 400,
  invoice_register_period_too_long: 400,
  invalid_amount: 400,
  invalid_tenge_part: 400,
  invalid_tiyn_part: 400,
  amount_too_small: 400,
  amount_too_large: 400,
  same_msisdn: 400,
  invalid_invoice_number: 400,
  invalid_invoice_date: 400,
  invalid_old_msisdn: 400,
  invalid_old_doc_number: 400,
  invalid_page: 400,
  invalid_page_size: 400,
  invalid_product_offering_id: 400,
  invalid_forwarding_type: 400,
  forwarding_service_required: 400,
  agreement_not_accepted: 400,
  invalid_report_type: 400,
  invalid_file_format: 400,
  invalid_language: 400,
  // requests refused before any rule of the spec applies (decision 012)
  bad_url: 400,
  url_too_long: 414,
  request_too_large: 431,
  body_too_large: 413,
  malformed_body: 400,
  unsupported_media_type: 415,
  control_characters_not_allowed: 400,
  invisible_characters_not_allowed: 400,
  cross_site_request: 403,
  // eSIM (decision 016)
  esim_order_exists: 409,
  invalid_activation_code: 400,
  // number controls (decision 014)
  invalid_forwarding_number: 400,
  // bulk actions (decision 023); the per-number codes are answered in a job's items, not as problems
  bulk_action_unknown: 400,
  bulk_argument_required: 400,
  bulk_argument_invalid: 400,
  bulk_selection_empty: 400,
  bulk_selection_too_large: 413,
  bulk_job_not_found: 404,
  bulk_job_finished: 409,
  bulk_nothing_to_retry: 409,
  bulk_duplicate_number: 400,
  bulk_cancelled: 409,
  bulk_already_in_state: 409,
};

/** The status a catalogue code is answered with. */
export const statusOf = (code: ErrorCode): ErrorStatus => ERROR_STATUS[code];
