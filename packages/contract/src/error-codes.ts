// The catalogue's codes without zod: what the browser's first screen may import (decision 015).
/**
 * The error catalogue of spec §8 as codes. The server answers RFC 9457 problem details whose
 * `code` and `message` are one of these; the web app translates them (locales errors.<code>).
 * Grouped as in spec §8, plus the validation failures of spec §5. Every code is unique across groups.
 */

// spec §8 "Session and access"
export const SESSION_ERRORS = [
  'unauthorized',
  'offer_not_approved',
  'user_not_found',
  'fraud_block',
  'feature_not_available',
  'company_not_assigned', // X-Client-Bin is not one of the user's companies
  'client_bin_required', // a state-changing or company call without X-Client-Bin
  'msisdn_not_in_company', // the number does not belong to the company
  'service_unavailable',
  'failed_to_get_data',
  'validation_error', // generic bad input (details name the field)
  'not_found',
  'system_error',
  'rate_limited',
  'idempotency_key_required', // a money move without its Idempotency-Key header
  'idempotency_key_invalid', // not 1–255 visible ASCII characters
  'idempotency_key_reused', // the key was used with another request
  'still_pending', // operation temporarily unavailable, try later
  'msisdn_blocked', // operation not available on a blocked number
  'service_unavailable_4_your_tariff',
  'not_enough_balance', // not enough balance to cover the cost of the service
  // CONFLICT: status change not allowed (spec §4/§6: corporate support 9099 or e-mail)
  'workmate_block_not_allowed',
  'workmate_unblock_not_allowed',
  'contract_phone_block_not_allowed',
  'contract_phone_unblock_not_allowed',
  'contract_phone_suspended_unpaid',
  'activation_limit_exceeded', // contact the call center
  'number_not_found', // clear the search and click Search
  'numbers_not_found', // no numbers found (info style)
  'subscriber_info_failed', // failed number info: the web returns to the list
] as const;

// spec §8 "Tags and comments" (a tag is the number's label)
export const LABEL_COMMENT_ERRORS = [
  'label_add_failed',
  'label_edit_failed',
  'label_delete_failed',
  'comment_add_failed',
  'comment_edit_failed',
  'comment_delete_failed',
] as const;

// spec §8 "Usage details and reports"
export const REPORT_ERRORS = [
  'limit_exceeded', // consider dividing the requested period into shorter periods
  'usage_details_not_found',
  'usage_details_failed',
  'date_error', // errorName date-error: shown with the server's detail
  'upload_failed', // upload failure per number
  'invalid_email_format',
  'report_period_atlas_pro',
  'export_subscribers_error',
  'check_report_status_error',
  'not_found_document', // document not found, parameters incorrect
  'document_unsuccessful', // failed personal account document
  'unknown_payments_failed', // shown as serviceUnavailable
  'invoice_register_failed', // shown as systemError
  'report_not_sent', // try again later or contact the contact center
  'report_in_progress', // report still being prepared
  'no_documents_for_number',
  'payment_history_empty',
  'action_history_not_found',
  'unknown_payments_not_found',
  'top_up_empty',
  'top_up_failed',
  'payments_report_failed',
  'debt_check_failed', // the web sets a technical-works flag
] as const;

// spec §8 "Number operations"
export const NUMBER_OPERATION_ERRORS = [
  'block_failed',
  'unblock_failed',
  'sim_change_failed', // order cannot be fulfilled, contact Support Team
  'service_enable_failed',
  'service_disable_failed',
  'service_technical_error', // technical error on connect/disconnect, retry later
  'incompatible_product',
  'reconnect_not_possible', // detail names the conflicting pack
  'status_change_blocked_by_products', // spec §3 Blocked products for status change
  'sms_ussd_ban_set_failed',
  'sms_ussd_ban_remove_failed',
  'call_divert_set_failed',
  'call_divert_remove_failed',
  'app_ban_set_failed',
  'app_ban_remove_failed',
  'app_details_ban_set_failed',
  'app_details_ban_remove_failed',
  'secret_code_send_failed',
  'secret_code_delete_failed',
] as const;

// spec §8 "eSIM"
export const ESIM_ERRORS = [
  'esim_insufficient_funds',
  'esim_issue_failed', // error while issuing an eSIM, try later
  'esim_operation_in_progress', // operation already in process for this number
  'esim_replacement_unavailable', // also: roaming, blocked number, outside Kazakhstan (spec §5)
  'esim_timeout',
  'esim_qr_not_found',
  'esim_order_exists', // an eSIM is already reserved for the number (spec §4 'order already exists')
  'invalid_activation_code', // not an LPA:1$<SM-DP+>$<matching id> code
  'esim_store_visit_required', // spec §4 'has balance': the customer must visit a store (decision 022)
  // spec §4 'the QR is sent by SMS link' (decision 027): the link's page
  'esim_qr_link_not_found',
  'esim_qr_link_expired', // the activation code it shows has expired (spec §9: 1 day)
  'esim_qr_link_opened_elsewhere', // opened first in another browser: it works once per device session
] as const;

// spec §8 "Balance transfer" (the errorName table and the other failures)
export const TRANSFER_ERRORS = [
  'transfer_insufficient_balance',
  'transfer_inactive_number',
  'transfer_channel_id_failure',
  'transfer_same_channel',
  'transfer_billing_error', // generic: system billing error, unable to transfer balance
  'transfer_sender_blocked',
  'transfer_recipient_blocked',
  'transfer_sender_not_in_company',
  'transfer_recipient_not_in_company',
  'transfer_same_account',
  'transfer_credit_limit', // not enough balance given the credit limit
  // decision 036: the operator's answer was lost and it could not be asked again: the outcome is
  // checked in the background (the same key resent is safe) and the transfer appears in the history
  'transfer_outcome_pending',
] as const;

// spec §8 "Devices" (the code/name table and the other failures)
export const DEVICE_ERRORS = [
  'device_another_owner', // 20001 ANOTHER_OWNER_MSISDN
  'device_already_registered', // 20002 IMEI_MSISDN_ALREADY_EXIST
  'device_owner_conflict', // 20003 IMEI_OWNER_CONFLICT (offers Register duplicate)
  'device_pair_locked', // 20004 IMEI_MSISDN_PAIR_LOCKED
  'device_not_registered', // 20005 IMEI_MSISDN_IS_NOT_REGISTERED (USSD *660*3#)
  'device_locked_other_msisdn', // 20007 IMEI_HAS_LOCKED_WITH_OTHER_MSISDN
  'device_invalid_imei_format', // 20016 INVALID_FORMAT_IMEI
  'device_duplicate_prohibited', // UNREG_DUPLICATE_IMEI, DUPLICATE_IMEI_UNREG
  'device_bin_mismatch', // DOCUMENT_MISMATCH_WITH_TRIPLET, UNREG_BIN_MISMATCH
  'device_reregistration_already_registered', // NEW_MSISDN_IMEI_ALREADY_REGISTERED
  'device_validation_failure', // PPN_VALIDATION_FAILURE
  'device_duplicate_order_not_found', // 'Reg order not found'
  'device_old_owner_check_failed', // old IIN/BIN check failed
  'device_request_already_placed', // shown without a tooltip
  'device_m2m_not_subject', // M2M: not subject to registration
  'device_unknown_error', // an unknown operator message; detail carries it raw
  'device_registration_failed',
  'device_removal_failed',
  'device_reregistration_failed',
  'device_duplicate_failed',
] as const;

// spec §5 validation rules: one code per rule the server can answer with (400)
export const VALIDATION_ERRORS = [
  'field_required',
  'invalid_msisdn', // spec §5: 10 digits starting with 7
  'invalid_msisdn_part', // search: digits only
  'search_msisdn_too_long', // search: number ≤ 10 digits
  'search_account_too_long', // search: account ≤ 18 digits
  'invalid_account_number', // digits only
  'search_iccid_too_long', // search: ICCID ≤ 20 digits
  'search_label_too_long', // search: label ≤ 20
  'search_comment_too_long', // search: comment ≤ 20
  'invalid_account_type', // PREPAID | POSTPAID
  'label_too_long', // edit: ≤ 20
  'comment_too_long', // edit: ≤ 50
  'invalid_iccid', // 20 digits, prefix 8999702, Luhn
  'invalid_imei', // 15 digits, Luhn
  'invalid_bin',
  'invalid_iin',
  'invalid_date', // not a real YYYY-MM-DD date
  'invalid_period', // start after end
  'period_end_in_future',
  'period_start_too_early',
  'period_too_long', // general report: 6 months
  'period_too_long_one_type', // one report type: 30 days
  'comparison_period_too_long', // comparison report: 3 years
  'usage_details_outside_90_days',
  'usage_details_before_transfer', // start before the number's ownership transfer
  'reconciliation_period_too_long', // about 3 years
  'reconciliation_not_yet_available', // after the 1st of the following month
  'invoice_register_not_yet_available', // after the 3rd
  'invoice_register_period_too_long', // 36 months
  'invalid_amount', // not a decimal with at most 2 fraction digits
  'invalid_tenge_part', // ≤ 7 digits, ≤ 1,000,000
  'invalid_tiyn_part', // ≤ 2 digits, ≤ 99
  'amount_too_small', // < 0.01 tenge
  'amount_too_large', // > 1,000,000 tenge
  'same_msisdn', // transfer to the sender itself
  'invalid_invoice_number', // work certificate: 27 digits; find by invoice: digits
  'invalid_invoice_date', // YYYY-MM-01
  'invalid_old_msisdn', // re-registration: 11 digits
  'invalid_old_doc_number', // re-registration: IIN/BIN, 12 digits with check digit
  'invalid_page',
  'invalid_page_size',
  'invalid_product_offering_id',
  'invalid_forwarding_type',
  'forwarding_service_required',
  'invalid_report_type',
  'invalid_file_format',
  'invalid_language',
  'invalid_forwarding_number', // spec §5 Forwarding: digits only, 10 digits (11 with the first dropped) or a service
  // decision 024: the numbers list's filters, sort and export
  'invalid_state_filter',
  'invalid_tariff',
  'invalid_sim_kind',
  'invalid_filter_value',
  'invalid_balance_filter',
  'invalid_sort',
  'invalid_sort_direction',
  'invalid_csv_separator',
] as const;

// decision 012: requests the server refuses before any rule of the spec applies (hostile or broken
// clients): malformed HTTP, URLs and bodies, characters no field may hold, cross-site calls
export const REQUEST_ERRORS = [
  'bad_url', // percent-encoding that does not decode, a malformed request line
  'url_too_long', // a path parameter over 100 characters, a URL over the header limit
  'request_too_large', // headers over the limit
  'body_too_large', // a body over 1 MB
  'malformed_body', // a body that is not the JSON it claims to be
  'unsupported_media_type', // a body that is not JSON
  'control_characters_not_allowed', // NUL and other control characters in any value
  'invisible_characters_not_allowed', // bidi overrides, zero-width characters, BOM in a label or comment
  'cross_site_request', // a state-changing call from another site (Origin, Sec-Fetch-Site)
] as const;

// decision 023: bulk actions
export const BULK_ERRORS = [
  'bulk_action_unknown', // not one of the bulk actions
  'bulk_argument_required', // the action needs a product id, a label or a comment
  'bulk_argument_invalid', // the argument is longer than any action takes
  'bulk_selection_empty', // no numbers selected, or none match the search
  'bulk_selection_too_large', // over 10,000 listed numbers: select all matching the search instead
  'bulk_job_not_found', // no such job in this company
  'bulk_job_finished', // cancel of a job that has ended
  'bulk_nothing_to_retry', // retry of a job without failed numbers, or not ended yet
  'bulk_duplicate_number', // a number listed twice: acted on once, the repeat skipped
  'bulk_cancelled', // the job was cancelled before this number's turn
  'bulk_already_in_state', // the number already is as the action would leave it
  'bulk_file_too_large', // an upload over 5 MB
  'bulk_file_too_many_rows', // an upload over 100,000 rows
  'bulk_file_unreadable', // neither a CSV nor an XLSX the portal can read
  'bulk_file_bad_header', // the first row is not number, action, argument
  'bulk_file_empty', // no rows under the header
  'bulk_row_bad_number', // a row's number is not a number in any form the template allows (spec §5)
  'bulk_row_formula', // a row's cell is a formula: its value is not sent, the row is left out
  'bulk_upload_not_found', // no such upload in this company (or already made into a job)
] as const;

// decision 029: roles, number scopes and invitations
export const TEAM_ERRORS = [
  'forbidden_by_role', // your role in the company does not allow the call
  'team_role_unknown', // not one of the roles
  'team_scope_empty', // a scope of chosen groups names 1 to 100 groups
  'team_member_not_found', // no such user in this company
  'team_last_administrator', // the last administrator cannot be removed or demoted
  'team_already_member', // the invited e-mail already belongs to a user of the company
  'team_invitation_not_found', // no such invitation (or another company's)
  'team_invitation_expired', // the link is older than 7 days
  'team_invitation_used', // the link has been accepted already
  'team_invitation_revoked', // the administrator revoked the invitation
  'team_invitation_wrong_user', // the invitation is for another e-mail
  'team_group_not_found', // no such number group in this company
  'team_group_name_invalid', // a group name is 1 to 100 characters
  'team_group_name_taken', // the company has a group of that name
  'team_group_in_use', // a group that is some user's scope (or invitation's) cannot be deleted
] as const;

// decision 031: the enterprise API (access tokens and webhooks)
export const ENTERPRISE_API_ERRORS = [
  'api_token_not_found', // no such token in this company
  'api_token_name_invalid', // 1–60 characters
  'api_token_expiry_invalid', // 1 to 365 days
  'api_token_limit_reached', // at most 50 live tokens per company
  'api_token_in_url', // decision 035: a token sent in a URL is revoked; it belongs in the Authorization header
  'webhook_endpoint_not_found', // no such endpoint in this company
  'webhook_delivery_not_found', // no such delivery in this company
  'webhook_url_invalid', // not an http(s) URL; in production not https
  'webhook_url_refused', // the host resolves to a private, loopback, link-local or metadata address
  'webhook_event_types_invalid', // none chosen, or one that is not an event type
  'webhook_endpoint_limit_reached', // at most 10 endpoints per company
  'webhook_endpoint_disabled', // a test event or resend to a disabled endpoint
] as const;

// decision 030: cost centres and spend limits
export const SPEND_ERRORS = [
  'cost_centre_not_found', // no such cost centre in this company
  'cost_centre_code_taken', // another cost centre of the company has this code
  'invalid_cost_centre_code', // 1–20 letters, digits, "_", "." or "-"
  'invalid_cost_centre_name', // 1–60 characters
  'invalid_spend_limit', // a whole number of tenge from 1 to 100 million
] as const;

export const ERROR_CODES = [
  ...SESSION_ERRORS,
  ...LABEL_COMMENT_ERRORS,
  ...REPORT_ERRORS,
  ...NUMBER_OPERATION_ERRORS,
  ...ESIM_ERRORS,
  ...TRANSFER_ERRORS,
  ...DEVICE_ERRORS,
  ...VALIDATION_ERRORS,
  ...REQUEST_ERRORS,
  ...BULK_ERRORS,
  ...TEAM_ERRORS,
  ...ENTERPRISE_API_ERRORS,
  ...SPEND_ERRORS,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export type TransferErrorCode = (typeof TRANSFER_ERRORS)[number];
export type DeviceErrorCode = (typeof DEVICE_ERRORS)[number];
export type ValidationErrorCode = (typeof VALIDATION_ERRORS)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
