// The roles of a company's users and what each may do (decision 029), without zod: the browser's
// first screen reads it to hide what a role may not use (decision 015). A new role is one row.

/**
 * What a route needs from the user's role in the company (RouteDef.permission). `any` is every
 * role, and every signed-in user on a route without a company (session and public scopes).
 */
export const PERMISSIONS = [
  'any',
  // the numbers list, a number's detail, its services and settings as they are
  'numbers.read',
  // number actions: block, services, SIM/eSIM, bans, forwarding, devices, labels, bulk
  'numbers.manage',
  // balances of the company, documents, reports, debt, payments, the action history
  'finance.read',
  // money moves: balance transfer
  'finance.move',
  // users, roles, number groups, invitations; accepting the operator's offer
  'team.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = {
  administrator: ['any', 'numbers.read', 'numbers.manage', 'finance.read', 'finance.move', 'team.manage'],
  operator: ['any', 'numbers.read', 'numbers.manage'],
  finance: ['any', 'numbers.read', 'finance.read', 'finance.move'],
  'read-only': ['any', 'numbers.read', 'finance.read'],
} as const satisfies Record<string, readonly Permission[]>;
export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

/** Users the accounts service assigns to a company start with this role (decision 029). */
export const DEFAULT_ROLE: Role = 'administrator';

export function roleAllows(role: Role, permission: Permission): boolean {
  return (ROLES[role] as readonly Permission[]).includes(permission);
}
