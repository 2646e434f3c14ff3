import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { msisdnSchema } from './rules/msisdn.ts';

// Decision 030: the company's cost centres (name, code) and the numbers assigned to them.

/** at most this many numbers per assignment call; more go through a bulk selection */
export const COST_CENTRE_ASSIGN_MAX = 10_000;

export const costCentreCodeSchema = z
  .string('invalid_cost_centre_code')
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,20}$/, 'invalid_cost_centre_code')
  .meta({ example: 'SALES-01' });
export const costCentreNameSchema = z
  .string('invalid_cost_centre_name')
  .trim()
  .min(1, 'invalid_cost_centre_name')
  .max(60, 'invalid_cost_centre_name');

export const costCentreSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** how many of the company's numbers are assigned to it */
  numbers: z.number().int(),
});
export type CostCentre = z.infer<typeof costCentreSchema>;

/** a number's cost centre as the list, the export and the reports show it */
export const costCentreRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CostCentreRef = z.infer<typeof costCentreRefSchema>;

export const costCentreInputSchema = z.object({ code: costCentreCodeSchema, name: costCentreNameSchema });
export type CostCentreInput = z.input<typeof costCentreInputSchema>;

const idParams = z.object({
  id: z.coerce.number('cost_centre_not_found').int().positive('cost_centre_not_found'),
});

export const costCentreAssignSchema = z.object({
  /** null: take the numbers out of any cost centre */
  costCentreId: z.number().int().positive('cost_centre_not_found').nullable(),
  msisdns: z
    .array(msisdnSchema)
    .min(1, 'field_required')
    .max(COST_CENTRE_ASSIGN_MAX, 'bulk_selection_too_large'),
});
export type CostCentreAssign = z.input<typeof costCentreAssignSchema>;

export const costCentresRoutes = {
  list: defineRoute({
    id: 'costCentres.list',
    method: 'GET',
    path: '/api/cost-centres',
    summary: "The company's cost centres with how many numbers each has",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'numbers.read',
    response: z.array(costCentreSchema),
  }),
  create: defineRoute({
    id: 'costCentres.create',
    method: 'POST',
    path: '/api/cost-centres',
    summary: 'Create a cost centre',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.costCentres,
    body: costCentreInputSchema,
    response: costCentreSchema,
  }),
  update: defineRoute({
    id: 'costCentres.update',
    method: 'PUT',
    path: '/api/cost-centres/:id',
    summary: 'Rename a cost centre or change its code',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.costCentres,
    params: idParams,
    body: costCentreInputSchema,
    response: costCentreSchema,
  }),
  remove: defineRoute({
    id: 'costCentres.delete',
    method: 'DELETE',
    path: '/api/cost-centres/:id',
    summary: 'Delete a cost centre; its numbers are left without one',
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.costCentres,
    params: idParams,
    response: z.object({ id: z.number().int() }),
  }),
  assign: defineRoute({
    id: 'costCentres.assign',
    method: 'POST',
    path: '/api/cost-centres/assignments',
    summary: "Assign the company's numbers to a cost centre (or to none); a foreign number refuses all",
    feature: 'view_subscribers',
    scope: 'company',
    permission: 'finance.move',
    rateLimit: RATE_LIMITS.costCentres,
    body: costCentreAssignSchema,
    bodyNumbers: ['msisdns'],
    response: z.object({ assigned: z.number().int() }),
  }),
};
