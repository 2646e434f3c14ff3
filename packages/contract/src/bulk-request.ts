import { z } from 'zod';
import type { RouteDef } from './route.ts';
import { isErrorCode, type ErrorCode } from './error-codes.ts';
import { bansRoutes } from './bans.ts';
import { forwardingRoutes } from './forwarding.ts';
import { lifecycleRoutes } from './lifecycle.ts';
import { numbersRoutes } from './numbers.ts';
import { servicesRoutes } from './services.ts';
import { costCentresRoutes } from './cost-centres.ts';
import { spendLimitInputSchema, spendRoutes } from './spend.ts';
import { msisdnSchema } from './rules/msisdn.ts';
import { numbersSearchSchema } from './numbers.ts';
import { labelEditSchema, commentEditSchema } from './rules/label-comment.ts';
import { BULK_ACTIONS, type BulkAction } from './bulk-actions.ts';

// What a bulk job is asked to do (decision 023): the action and its argument, checked by the single
// action's own rules and route (its feature and letter flag), and the numbers it runs on — a list or
// a search. bulk.ts is the jobs themselves: their states, counts, results and routes.

export { BULK_ACTIONS, BULK_FINANCE_ACTIONS, type BulkAction } from './bulk-actions.ts';
export const bulkActionSchema = z.enum(BULK_ACTIONS, 'bulk_action_unknown');

/**
 * The single action's route behind each bulk action: its feature (the company's profile must have
 * it) and its letter flag (each number must have it, spec §6) are the bulk action's too.
 */
export const BULK_ACTION_ROUTES: Record<BulkAction, RouteDef> = {
  block: lifecycleRoutes.suspend,
  unblock: lifecycleRoutes.activate,
  service_connect: servicesRoutes.enableProduct,
  service_disconnect: servicesRoutes.disableProduct,
  label_set: numbersRoutes.setLabel,
  label_clear: numbersRoutes.setLabel,
  comment_set: numbersRoutes.setComment,
  comment_clear: numbersRoutes.setComment,
  sms_ussd_ban_on: bansRoutes.setSmsUssdBan,
  sms_ussd_ban_off: bansRoutes.removeSmsUssdBan,
  app_block_on: bansRoutes.appAccess,
  app_block_off: bansRoutes.appAccess,
  forwarding_off: forwardingRoutes.setCallForward,
  cost_centre_assign: costCentresRoutes.assign,
  spend_limit_set: spendRoutes.setLimit,
  spend_limit_clear: spendRoutes.removeLimit,
};

/**
 * Actions that need an argument: a catalogue product id, the label or the comment to set, the cost
 * centre (its id, or `none`), the monthly limit (see bulkSpendLimitOf).
 */
export const BULK_ACTIONS_WITH_ARGUMENT: readonly BulkAction[] = [
  'service_connect',
  'service_disconnect',
  'label_set',
  'comment_set',
  'cost_centre_assign',
  'spend_limit_set',
];

/** decision 030: the cost centre argument: a cost centre's id, or `none` to take the numbers out of any */
export const bulkCostCentreOf = (argument: string | null): number | null | undefined => {
  const text = argument?.trim().toLowerCase() ?? '';
  if (text === 'none') return null;
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
};

/**
 * decision 030: the limit argument: whole tenge, with `:block` to bar outgoing at the limit
 * ("50000" or "50000:block") — one text, so a row of an uploaded file can say it too.
 */
export const bulkSpendLimitOf = (
  argument: string | null,
): { monthlyLimit: number; blockAtLimit: boolean } | undefined => {
  const match = /^(\d{1,12})(:block)?$/i.exec(argument?.trim().replace(/\s/g, '') ?? '');
  if (!match) return undefined;
  const parsed = spendLimitInputSchema.safeParse({
    monthlyLimit: Number(match[1]) * 100,
    blockAtLimit: match[2] !== undefined,
  });
  return parsed.success
    ? { monthlyLimit: parsed.data.monthlyLimit, blockAtLimit: parsed.data.blockAtLimit }
    : undefined;
};

/** An explicit list of numbers (a page or a hand-picked selection); larger selections are a search. */
export const BULK_MAX_LISTED_NUMBERS = 10_000;

export const bulkSelectionSchema = z.union([
  z.object({
    msisdns: z
      .array(msisdnSchema)
      .min(1, 'bulk_selection_empty')
      .max(BULK_MAX_LISTED_NUMBERS, 'bulk_selection_too_large'),
  }),
  /** "all N numbers matching this search": resolved on the server when the job is made */
  z.object({ search: numbersSearchSchema }),
]);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;

const productArgument = z
  .string()
  .trim()
  .min(1, 'invalid_product_offering_id')
  .max(100, 'invalid_product_offering_id');

/**
 * The argument checked against the action with the single action's own rules (spec §5): the first
 * refusal's code, or null when the action may run with it (also for a row of an uploaded file).
 */
export function bulkArgumentRefusal(action: BulkAction, argument: string | null): ErrorCode | null {
  const needs = BULK_ACTIONS_WITH_ARGUMENT.includes(action);
  if (needs && (argument === null || argument.trim() === '')) return 'bulk_argument_required';
  if (action === 'cost_centre_assign' && bulkCostCentreOf(argument) === undefined)
    return 'bulk_argument_invalid';
  if (action === 'spend_limit_set' && bulkSpendLimitOf(argument) === undefined) return 'invalid_spend_limit';
  const rule =
    action === 'label_set'
      ? labelEditSchema
      : action === 'comment_set'
        ? commentEditSchema
        : action.startsWith('service_')
          ? productArgument
          : null;
  const message = rule?.safeParse(argument).error?.issues[0]?.message;
  return message && isErrorCode(message) ? message : message ? 'bulk_argument_invalid' : null;
}

export const bulkCreateBodySchema = z
  .object({
    action: bulkActionSchema,
    argument: z.string().max(100, 'bulk_argument_invalid').nullish(),
    selection: bulkSelectionSchema,
  })
  .superRefine((body, ctx) => {
    const refusal = bulkArgumentRefusal(body.action, body.argument ?? null);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['argument'], message: refusal });
  });
export type BulkCreateBody = z.infer<typeof bulkCreateBodySchema>;
/** what a client sends (the search's fields may be left out) */
export type BulkCreateRequest = z.input<typeof bulkCreateBodySchema>;
