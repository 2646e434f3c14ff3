// Decision 023: the bulk actions, in the order a user looks for them — zod-free, so the browser's
// bar lists them without loading the schemas.
export const BULK_ACTIONS = [
  'block',
  'unblock',
  'service_connect',
  'service_disconnect',
  'label_set',
  'label_clear',
  'comment_set',
  'comment_clear',
  'sms_ussd_ban_on',
  'sms_ussd_ban_off',
  'app_block_on',
  'app_block_off',
  'forwarding_off',
  // decision 030: cost centres and spend limits, as the single actions (finance.move)
  'cost_centre_assign',
  'spend_limit_set',
  'spend_limit_clear',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * The actions whose single route needs `finance.move` (decision 030: limits and cost centres are
 * money); every other needs `numbers.manage`. The bar offers a user only what their role allows.
 */
export const BULK_FINANCE_ACTIONS: readonly BulkAction[] = [
  'cost_centre_assign',
  'spend_limit_set',
  'spend_limit_clear',
];
