import { z } from 'zod';
import { defineRoute } from './route.ts';
import { localizedTextSchema } from './i18n-text.ts';
import { binSchema } from './rules/bin-iin.ts';

export const SELFCARE_SERVICE_ALIAS = 'b2b_selfcare';

// spec §3 Customer
export const clientServiceSchema = z.object({
  alias: z.string(),
  name: localizedTextSchema,
  url: z.string().nullable(),
  isOfferApproved: z.boolean(),
  profile: z.object({ name: z.string() }),
});
export type ClientService = z.infer<typeof clientServiceSchema>;

export const customerSchema = z.object({
  bin: binSchema,
  alias: z.string().nullable(),
  customerName: z.string(),
  clientServices: z.array(clientServiceSchema),
});
export type Customer = z.infer<typeof customerSchema>;

// spec §3 User info
export const userInfoSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** spec §4 User status: PROCESSING while the accounts service sets the user up, DONE, or ERROR */
  status: z.enum(['PROCESSING', 'DONE', 'ERROR']),
  assignCustomers: z.array(customerSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

// spec §3 Offer
export const offerSchema = z.object({
  id: z.string(),
  textHtmlRu: z.string(),
  textHtmlKk: z.string(),
  textHtmlEn: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const approveOfferBodySchema = z.object({
  serviceAlias: z.string().min(1).max(50),
  userId: z.string().min(1).max(100),
  customerId: binSchema,
});

export const accountsRoutes = {
  users: defineRoute({
    id: 'accounts.users',
    method: 'GET',
    path: '/accounts/api/users',
    summary: 'The signed-in user with the companies assigned to them',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: userInfoSchema,
  }),
  offers: defineRoute({
    id: 'accounts.offers',
    method: 'GET',
    path: '/accounts/api/offers',
    summary: 'The offer a company must approve for a client service',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    query: z.object({ serviceAlias: z.string().min(1).max(50) }),
    response: offerSchema,
  }),
  approveOffer: defineRoute({
    id: 'accounts.offers.approve',
    method: 'POST',
    path: '/accounts/api/offers/:id/approve',
    summary: "Approve an offer for one of the user's companies (customerId must equal X-Client-Bin)",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    offerApproval: 'not-required',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: approveOfferBodySchema,
    response: customerSchema,
  }),
};

// The BFF session (DESIGN §4): what the SPA learns from /auth/session.
export const authSessionSchema = z.object({
  user: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** when the server-side session ends unless refreshed (ISO 8601) */
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
