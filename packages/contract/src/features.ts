import { z } from 'zod';
import { PERMISSIONS, ROLE_NAMES, type Permission, type Role } from './team-roles.ts';
import { defineRoute } from './route.ts';
import { CUSTOMER_FLAGS, FEATURE_NAMES, SUBSCRIBER_FLAGS, type SubscriberFlag } from './feature-names.ts';

// spec §6 feature names
export * from './feature-names.ts';

export const featureNameSchema = z.enum(FEATURE_NAMES);
export const customerFlagSchema = z.enum(CUSTOMER_FLAGS);
export const subscriberFlagSchema = z.enum(
  Object.keys(SUBSCRIBER_FLAGS) as [SubscriberFlag, ...SubscriberFlag[]],
);

export const featuresResponseSchema = z.object({
  profileName: z.string(),
  accessNumbersPage: z.boolean(),
  accessDocumentsPage: z.boolean(),
  /** the spec §6 features that are on for this profile */
  features: z.array(featureNameSchema),
  customerFlags: z.array(customerFlagSchema),
  /** subscriber-level letter flags on for the profile's numbers */
  subscriberFlags: z.array(subscriberFlagSchema),
  /**
   * decision 029: the user's role in the company; `features` then leaves out what the role can
   * never use (the server refuses it anyway), so screens hide it
   */
  role: z.enum(ROLE_NAMES as [Role, ...Role[]]).optional(),
  /** ...and what that role may do (its row of ROLES), so the browser needs no table of its own */
  permissions: z.array(z.enum(PERMISSIONS as unknown as [Permission, ...Permission[]])).optional(),
});
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

export const featuresRoutes = {
  get: defineRoute({
    id: 'features.get',
    method: 'GET',
    path: '/api/features',
    summary: 'Feature flags of a company profile (spec §6)',
    feature: 'none',
    scope: 'company',
    permission: 'any',
    query: z.object({ profileName: z.string().min(1).max(100) }),
    response: featuresResponseSchema,
  }),
};
