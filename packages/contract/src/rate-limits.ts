// decision 012, DESIGN §4: rate limits on state-changing flows, declared per route (RouteDef.rateLimit)
// and enforced by the server in one place, counted in PostgreSQL so every server process shares them.
// The table is written out in docs/decisions/012-hardening.md.

/** Whose counter a request adds to: the path's number, the X-Client-Bin company, the user, the client IP. */
export type RateLimitSubject = 'number' | 'company' | 'user' | 'ip';

export interface RateLimitRule {
  /** counters are per bucket: routes that share a bucket share the counter (enable and disable) */
  bucket: string;
  per: RateLimitSubject;
  /** requests allowed per window */
  limit: number;
  windowSeconds: number;
}

const rule = (
  bucket: string,
  per: RateLimitSubject,
  limit: number,
  windowSeconds: number,
): RateLimitRule => ({
  bucket,
  per,
  limit,
  windowSeconds,
});

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The rate limits of the portal's state-changing calls; a route declares the ones it counts against. */
export const RATE_LIMITS = {
  /** a card's label and comment (spec §2): typing and saving, not a script rewriting a number */
  notes: [rule('note-write', 'number', 20, MINUTE), rule('note-write', 'company', 300, MINUTE)],
  /** block and unblock (spec §4 lifecycle): a few changes of mind, not cycles */
  stateChange: [rule('state-change', 'number', 6, 10 * MINUTE), rule('state-change', 'company', 120, MINUTE)],
  /** connect and disconnect services (spec §4 Service) */
  serviceRequest: [
    rule('service-request', 'number', 20, 10 * MINUTE),
    rule('service-request', 'company', 200, MINUTE),
  ],
  /** decision 029: users, invitations and number groups of a company */
  team: [rule('team', 'company', 120, MINUTE), rule('team', 'user', 60, MINUTE)],
  /** decision 029: accepting an invitation link, per signed-in user (guessing links is pointless at 256 bits) */
  teamJoin: [rule('team-join', 'user', 20, HOUR)],
  /** money moves (spec §5 Balance transfer) */
  transfer: [rule('transfer', 'company', 30, HOUR), rule('transfer', 'user', 20, HOUR)],
  /** SIM change (spec §2 SIM change page) */
  simChange: [rule('sim-change', 'number', 3, HOUR), rule('sim-change', 'company', 50, HOUR)],
  /** eSIM reservation, issue and change (spec §2 eSIM change wizard) */
  esim: [rule('esim', 'number', 5, HOUR), rule('esim', 'company', 50, HOUR)],
  /** e-mail sends: reports and the eSIM QR code (spec §7 Reports, eSIM qr/send) */
  email: [rule('email', 'company', 30, HOUR), rule('email', 'user', 20, HOUR)],
  /** the eSIM QR code by e-mail (spec §7 qr/send), on top of `email`: per number and per company */
  esimQrSend: [rule('esim-qr-send', 'number', 10, HOUR), rule('esim-qr-send', 'company', 100, HOUR)],
  /** the secret code is texted to the number (spec §7 ics_pin): a few sends, not a flood of SMS */
  secretCode: [rule('secret-code', 'number', 5, HOUR), rule('secret-code', 'company', 200, HOUR)],
  /** bans, app access and call forwarding (spec §4 Toggles): switching, not cycling */
  numberControls: [
    rule('number-controls', 'number', 30, 10 * MINUTE),
    rule('number-controls', 'company', 300, MINUTE),
  ],
  /**
   * the register's lookup of an IMEI (spec §7 registrations): a person checking a device, not a
   * script walking IMEIs (decision 025)
   */
  imeiLookup: [rule('imei-lookup', 'user', 20, MINUTE), rule('imei-lookup', 'company', 300, HOUR)],
  /** documents rendered on request (spec §9 pdf, json, xls): a person downloading, not a crawler */
  documentFiles: [rule('document-file', 'user', 30, MINUTE), rule('document-file', 'company', 300, HOUR)],
  /** the numbers list export (decision 024): each may read 100,000 numbers */
  numbersExport: [rule('numbers-export', 'user', 10, MINUTE), rule('numbers-export', 'company', 60, HOUR)],
  /** bulk jobs (decision 023): starting, cancelling and retrying jobs, not the numbers in them */
  bulkJobs: [rule('bulk-job', 'user', 30, MINUTE), rule('bulk-job', 'company', 60, MINUTE)],
  /** decision 031: making tokens and endpoints, test events and resends — a person at the screen */
  apiAccess: [rule('api-access', 'user', 30, MINUTE), rule('api-access', 'company', 200, HOUR)],
  /** decision 031: every call made with one API token, whatever the route (its `user` is the token) */
  apiToken: [rule('api-token', 'user', 600, MINUTE)],
  /** cost centres (decision 030): an administrator editing and assigning, not a script */
  costCentres: [rule('cost-centres', 'user', 60, MINUTE), rule('cost-centres', 'company', 120, MINUTE)],
  /** a user's own settings (decision 030: where to land after sign-in): a click now and then */
  preferences: [rule('preferences', 'user', 30, MINUTE)],
} as const satisfies Record<string, readonly RateLimitRule[]>;
