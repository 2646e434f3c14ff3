import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Calls of the portal shell (spec §2 "Shell", §4 "User status", §7 "Accounts and session").
 * The browser uses them around every screen: header/footer links, the company's debtor status
 * (numbers-screen notices, the debt sub-tab) and the company's service-availability check.
 */

// Header service menu and footer targets (spec §2 Shell). Absolute URLs, from configuration.
export const shellLinksSchema = z.object({
  /** the separate M2M section (moved there from 29.03.2024) */
  m2m: z.string(),
  /** the 5G internet service site */
  fiveG: z.string(),
  /** spec §2 Shell label 'automatic balance notification': the operator's balance-alert service */
  balanceNotification: z.string(),
  paymentTerms: z.string(),
  eRegister: z.string(),
  applicationSamples: z.string(),
  contacts: z.string(),
});
export type ShellLinks = z.infer<typeof shellLinksSchema>;

export const shellConfigSchema = z.object({
  links: shellLinksSchema,
  /** corporate support short number, spec §9: '9099' */
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** no SMTP relay: the portal's e-mail goes to the demo mailbox, linked from the user menu */
  isDemoMailbox: z.boolean(),
});
export type ShellConfig = z.infer<typeof shellConfigSchema>;

/**
 * The company's debtor status (spec §4 "The debtor status of the company is checked and stored").
 * - isDebtor: the company has overdue debt; drives the debtor notice on the numbers screen and the
 *   `view_debt` documents sub-tab (together with the `view_debt` feature).
 * - penaltyNotice: show the penalty notice (the company's profile has the `penalty_notice`
 *   customer flag and a penalty is accruing: spec §9, 0.1% per day capped at 10%).
 * The server combines the profile's customer flags with the debt, so the browser shows a notice
 * exactly when its field is true.
 */
export const debtorStatusSchema = z.object({
  isDebtor: z.boolean(),
  penaltyNotice: z.boolean(),
});
export type DebtorStatus = z.infer<typeof debtorStatusSchema>;

/**
 * spec §7 lists GET /api/customers/check-aulet without details. Reading: the company's
 * service-availability check — false while the operator's systems cannot serve this company
 * (maintenance, billing migration); the browser then shows a technical-works banner.
 */
export const serviceAvailabilitySchema = z.object({ available: z.boolean() });
export type ServiceAvailability = z.infer<typeof serviceAvailabilitySchema>;

export const shellRoutes = {
  config: defineRoute({
    id: 'shell.config',
    method: 'GET',
    path: '/api/shell-config',
    summary: 'Links of the header service menu and footer, and the support contacts',
    feature: 'none',
    scope: 'public',
    permission: 'any',
    response: shellConfigSchema,
  }),
  isDebtor: defineRoute({
    id: 'customers.isDebtor',
    method: 'GET',
    path: '/api/customers/is-debtor',
    summary: "The selected company's debtor status and whether to show the penalty notice",
    feature: 'none',
    scope: 'company',
    permission: 'any',
    response: debtorStatusSchema,
  }),
  checkAulet: defineRoute({
    id: 'customers.checkAulet',
    method: 'GET',
    path: '/api/customers/check-aulet',
    summary: "Whether the operator's systems can currently serve the selected company",
    feature: 'none',
    scope: 'company',
    permission: 'any',
    response: serviceAvailabilitySchema,
  }),
};
