// spec §6 names and letters without zod: what the browser's first screen may import (decision 015).
import type { CardMenuEntry } from './rules/lifecycle.ts';

export const FEATURE_NAMES = [
  'view_subscribers',
  'view_subscribers_card',
  'manage_service',
  'usage_details',
  'block_msisdn',
  'unblock_msisdn',
  'change_sim',
  'imei_register',
  'mykcell_usage_details_access',
  'mykcell_access',
  'sms_ussd_control',
  'call_forwarding',
  'manage_secret_code',
  'subscriber_payments_history',
  'subscribers_balance_transfer',
  'payments_history',
  'actions_history',
  'atlas_pro_report',
  'unknown_payments',
  'subscribers_report',
  'act_of_work',
  'invoice_register',
  'reconciliation_act',
  'registered_devices_report',
  'payments_report',
  'esim_change',
  'view_contract_phone',
  'find_number_by_invoice',
  'billing_invoice',
  'view_debt',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

// spec §6 customer-level features: penalty_notice, is_debtor and lettered flags
export const CUSTOMER_FLAGS = [
  'penalty_notice',
  'is_debtor',
  'A',
  'B',
  'G',
  'I',
  'M',
  'N',
  'O',
  'P',
  'R',
  'U',
  'Y',
  'Z',
  'z',
  'y',
] as const;
export type CustomerFlag = (typeof CUSTOMER_FLAGS)[number];

// spec §6 subscriber-level letter flags
export const SUBSCRIBER_FLAGS = {
  C: 'block',
  T: 'unblock',
  E: 'sim_change',
  L: 'call_details_block',
  K: 'cabinet_access_block',
  H: 'device_registration',
  J: 'secret_code',
  Q: 'sms_ussd_ban',
  D: 'call_forwarding',
  S: 'top_up_details',
  V: 'usage_details',
  F: 'esim_change',
  N: 'payments_report',
  W: 'contract_phone',
  Y: 'number_detail_link',
} as const;
export type SubscriberFlag = keyof typeof SUBSCRIBER_FLAGS;

/**
 * spec §2 + §6: each entry of a numbers-list card's menu needs the number's letter flag and the
 * company's feature, the same pair the route it opens declares (route-flags.test.ts holds them equal).
 */
export const MENU_ENTRY_RULES: Readonly<
  Record<CardMenuEntry, { flag: SubscriberFlag; feature: FeatureName }>
> = {
  unblock: { flag: 'T', feature: 'unblock_msisdn' },
  block: { flag: 'C', feature: 'block_msisdn' },
  call_details_block: { flag: 'L', feature: 'mykcell_usage_details_access' },
  app_access_block: { flag: 'K', feature: 'mykcell_access' },
  sim_change: { flag: 'E', feature: 'change_sim' },
  top_up_details: { flag: 'S', feature: 'subscriber_payments_history' },
  secret_code_send: { flag: 'J', feature: 'manage_secret_code' },
  secret_code_delete: { flag: 'J', feature: 'manage_secret_code' },
  sms_ussd_ban: { flag: 'Q', feature: 'sms_ussd_control' },
  call_forwarding: { flag: 'D', feature: 'call_forwarding' },
  usage_details: { flag: 'V', feature: 'usage_details' },
  payments_report: { flag: 'N', feature: 'payments_report' },
};
