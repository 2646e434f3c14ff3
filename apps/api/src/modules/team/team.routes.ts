import { teamRoutes } from '@kabinet/contract';
import { requireAuth, requireCompany } from '../../platform/request-context.ts';
import { defineHandler, type BoundRoute } from '../../platform/routes.ts';
import type { TeamService } from './team.service.ts';

/** decision 029: users and access; the tenancy guard has checked the team.manage permission. */
export function teamHandlers(service: TeamService): BoundRoute[] {
  return [
    defineHandler(teamRoutes.myAccess, ({ request }) => service.myAccess(requireAuth(request).userId)),
    defineHandler(teamRoutes.members, ({ request, query }) =>
      service.members(requireCompany(request), query),
    ),
    defineHandler(teamRoutes.changeMember, ({ request, params, body }) =>
      service.changeMember(requireCompany(request), requireAuth(request).userId, params.userId, body),
    ),
    defineHandler(teamRoutes.removeMember, ({ request, params }) =>
      service.removeMember(requireCompany(request), requireAuth(request).userId, params.userId),
    ),
    defineHandler(teamRoutes.invitations, ({ request, query }) =>
      service.invitations(requireCompany(request), query),
    ),
    defineHandler(teamRoutes.invite, ({ request, body }) =>
      service.invite(requireCompany(request), requireAuth(request), body),
    ),
    defineHandler(teamRoutes.revokeInvitation, ({ request, params }) =>
      service.revokeInvitation(requireCompany(request), requireAuth(request).userId, params.invitationId),
    ),
    defineHandler(teamRoutes.previewInvitation, ({ request, params }) =>
      service.preview(requireAuth(request), params.token),
    ),
    defineHandler(teamRoutes.acceptInvitation, ({ request, params }) =>
      service.accept(requireAuth(request), params.token),
    ),
    defineHandler(teamRoutes.groups, ({ request, query }) => service.groups(requireCompany(request), query)),
    defineHandler(teamRoutes.createGroup, ({ request, body }) =>
      service.createGroup(requireCompany(request), requireAuth(request).userId, body.name),
    ),
    defineHandler(teamRoutes.removeGroup, ({ request, params }) =>
      service.removeGroup(requireCompany(request), requireAuth(request).userId, params.groupId),
    ),
    defineHandler(teamRoutes.groupNumbers, ({ request, params, query }) =>
      service.groupNumbers(requireCompany(request), params.groupId, query),
    ),
    defineHandler(teamRoutes.addGroupNumbers, ({ request, params, body }) =>
      service.addGroupNumbers(requireCompany(request), requireAuth(request).userId, params.groupId, body),
    ),
    defineHandler(teamRoutes.removeGroupNumbers, ({ request, params, body }) =>
      service.removeGroupNumbers(
        requireCompany(request),
        requireAuth(request).userId,
        params.groupId,
        body.msisdns,
      ),
    ),
  ];
}
