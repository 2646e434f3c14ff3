import { z } from 'zod';
import { defineRoute } from './route.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { ROLE_NAMES, type Role } from './team-roles.ts';
import { emailSchema } from './rules/email.ts';
import { binSchema } from './rules/bin-iin.ts';
import { dateTimeSchema } from './rules/iso-date.ts';
import { msisdnSchema } from './rules/msisdn.ts';
import { pageNumberQuerySchema, pageSizeQuerySchema } from './paging.ts';
import { bulkSelectionSchema } from './bulk.ts';
import { LANGUAGES } from './constants.ts';
import { localizedTextSchema } from './i18n-text.ts';

// Users and access (decision 029): a company's users with their roles and number scopes, the
// invitations administrators send, and the number groups scopes are made of.

export * from './team-roles.ts';

export const roleSchema = z.enum(ROLE_NAMES as [Role, ...Role[]], 'team_role_unknown');

/** a group id (uuid) */
const groupIdSchema = z.uuid('team_group_not_found');

/**
 * A user's numbers: every number of the company, or the numbers of the chosen groups (a number
 * added to a group later is in scope at once).
 */
export const numberScopeSchema = z.union([
  z.object({ allNumbers: z.literal(true) }),
  z.object({
    allNumbers: z.literal(false),
    groupIds: z.array(groupIdSchema).min(1, 'team_scope_empty').max(100, 'team_scope_empty'),
  }),
]);
export type NumberScope = z.infer<typeof numberScopeSchema>;

export const groupRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  allNumbers: z.boolean(),
  groups: z.array(groupRefSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const memberChangeSchema = z.object({ role: roleSchema, scope: numberScopeSchema });
export type MemberChange = z.infer<typeof memberChangeSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  allNumbers: z.boolean(),
  groups: z.array(groupRefSchema),
  state: z.enum(INVITATION_STATES),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  invitedBy: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation link lasts this long (decision 029). */
export const INVITATION_TTL_DAYS = 7;

export const invitationCreateSchema = z.object({
  email: emailSchema,
  role: roleSchema,
  scope: numberScopeSchema,
  language: z.enum(LANGUAGES).default('ru'),
});

/** the link's token: 43 base64url characters (256 random bits) */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'team_invitation_not_found');

/** What the invitee sees before accepting. */
export const invitationPreviewSchema = z.object({
  bin: binSchema,
  companyName: localizedTextSchema,
  email: z.string(),
  role: roleSchema,
  allNumbers: z.boolean(),
  expiresAt: dateTimeSchema,
});

export const numberGroupSchema = z.object({ id: z.uuid(), name: z.string(), numbers: z.number().int() });
export type NumberGroup = z.infer<typeof numberGroupSchema>;
export const groupNameSchema = z
  .string()
  .trim()
  .min(1, 'team_group_name_invalid')
  .max(100, 'team_group_name_invalid');

/** My role and scope in each of my companies (the profile page). */
export const myAccessSchema = z.object({
  companies: z.array(
    z.object({ bin: binSchema, role: roleSchema, allNumbers: z.boolean(), groups: z.array(groupRefSchema) }),
  ),
});
export type MyAccess = z.infer<typeof myAccessSchema>;

const pageQuery = z.object({ pageNumber: pageNumberQuerySchema, pageSize: pageSizeQuerySchema(100) });
const okSchema = z.object({ ok: z.literal(true) });
const memberParams = z.object({ userId: z.uuid('team_member_not_found') });
const groupParams = z.object({ groupId: groupIdSchema });

export const teamRoutes = {
  myAccess: defineRoute({
    id: 'team.myAccess',
    method: 'GET',
    path: '/api/team/my-access',
    summary: 'My role and number scope in each of my companies',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    response: myAccessSchema,
  }),
  members: defineRoute({
    id: 'team.members',
    method: 'GET',
    path: '/api/team/members',
    summary: "The company's users with their roles and scopes, a page at a time",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    query: pageQuery,
    response: z.object({ members: z.array(teamMemberSchema), total: z.number().int() }),
  }),
  changeMember: defineRoute({
    id: 'team.changeMember',
    method: 'PUT',
    path: '/api/team/members/:userId',
    summary:
      "Change a user's role and scope; effective on their next request (the last administrator stays one)",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: memberParams,
    body: memberChangeSchema,
    response: teamMemberSchema,
  }),
  removeMember: defineRoute({
    id: 'team.removeMember',
    method: 'DELETE',
    path: '/api/team/members/:userId',
    summary: 'Remove a user from the company (not the last administrator)',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: memberParams,
    response: okSchema,
  }),
  invitations: defineRoute({
    id: 'team.invitations',
    method: 'GET',
    path: '/api/team/invitations',
    summary: "The company's invitations, newest first",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    query: pageQuery,
    response: z.object({ invitations: z.array(invitationSchema), total: z.number().int() }),
  }),
  invite: defineRoute({
    id: 'team.invite',
    method: 'POST',
    path: '/api/team/invitations',
    summary: 'Invite a user by e-mail: a signed single-use link, valid 7 days, with the role and scope',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.email,
    body: invitationCreateSchema,
    response: invitationSchema,
  }),
  revokeInvitation: defineRoute({
    id: 'team.revokeInvitation',
    method: 'DELETE',
    path: '/api/team/invitations/:invitationId',
    summary: 'Revoke a pending invitation: its link no longer works',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: z.object({ invitationId: z.uuid('team_invitation_not_found') }),
    response: okSchema,
  }),
  previewInvitation: defineRoute({
    id: 'team.previewInvitation',
    method: 'GET',
    path: '/api/team/join/:token',
    summary: 'The invitation behind a link, for the signed-in invitee to accept',
    feature: 'none',
    scope: 'session',
    permission: 'any',
    params: z.object({ token: invitationTokenSchema }),
    response: invitationPreviewSchema,
  }),
  acceptInvitation: defineRoute({
    id: 'team.acceptInvitation',
    method: 'POST',
    path: '/api/team/join/:token',
    summary: "Accept an invitation addressed to the signed-in user's e-mail; the link is then used",
    feature: 'none',
    scope: 'session',
    permission: 'any',
    rateLimit: RATE_LIMITS.teamJoin,
    params: z.object({ token: invitationTokenSchema }),
    response: z.object({ bin: binSchema }),
  }),
  groups: defineRoute({
    id: 'team.groups',
    method: 'GET',
    path: '/api/team/groups',
    summary: "The company's number groups with their sizes",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    query: pageQuery,
    response: z.object({ groups: z.array(numberGroupSchema), total: z.number().int() }),
  }),
  createGroup: defineRoute({
    id: 'team.createGroup',
    method: 'POST',
    path: '/api/team/groups',
    summary: 'Make a number group',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    body: z.object({ name: groupNameSchema }),
    response: numberGroupSchema,
  }),
  removeGroup: defineRoute({
    id: 'team.removeGroup',
    method: 'DELETE',
    path: '/api/team/groups/:groupId',
    summary: "Delete a number group that is no user's scope",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: groupParams,
    response: okSchema,
  }),
  groupNumbers: defineRoute({
    id: 'team.groupNumbers',
    method: 'GET',
    path: '/api/team/groups/:groupId/numbers',
    summary: "A group's numbers, a page at a time",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    params: groupParams,
    query: pageQuery,
    response: z.object({ msisdns: z.array(msisdnSchema), total: z.number().int() }),
  }),
  addGroupNumbers: defineRoute({
    id: 'team.addGroupNumbers',
    method: 'POST',
    path: '/api/team/groups/:groupId/numbers',
    summary:
      "Add numbers to a group: listed (singly, a selection or a file's numbers) or all matching a search; numbers not the company's are named back",
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: groupParams,
    body: bulkSelectionSchema,
    bodyNumbers: ['msisdns'],
    response: z.object({ added: z.number().int(), notInCompany: z.array(msisdnSchema) }),
  }),
  removeGroupNumbers: defineRoute({
    id: 'team.removeGroupNumbers',
    method: 'POST',
    path: '/api/team/groups/:groupId/numbers/remove',
    summary: 'Take listed numbers out of a group',
    feature: 'none',
    scope: 'company',
    permission: 'team.manage',
    rateLimit: RATE_LIMITS.team,
    params: groupParams,
    body: z.object({
      msisdns: z.array(msisdnSchema).min(1, 'bulk_selection_empty').max(10_000, 'bulk_selection_too_large'),
    }),
    bodyNumbers: ['msisdns'],
    response: z.object({ removed: z.number().int() }),
  }),
};
