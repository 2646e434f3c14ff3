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
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
