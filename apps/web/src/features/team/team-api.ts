import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberChange, NumberScope, Role } from '@kabinet/contract/team';
import { teamRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import type { Language } from '@kabinet/contract/constants';

// decision 029: users and access, through the contract's team routes only.

const PAGE = { pageNumber: 1, pageSize: 100 };

export const teamKeys = {
  all: (bin: string) => [...companyKeys.byBin(bin), 'team'] as const,
  members: (bin: string) => [...teamKeys.all(bin), 'members'] as const,
  invitations: (bin: string) => [...teamKeys.all(bin), 'invitations'] as const,
  groups: (bin: string) => [...teamKeys.all(bin), 'groups'] as const,
  groupNumbers: (bin: string, id: string, page: number) => [...teamKeys.all(bin), 'group', id, page] as const,
  mine: () => ['team', 'my-access'] as const,
  invitation: (token: string) => ['team', 'join', token] as const,
};

function useBin(): string {
  return useCompany().bin ?? '';
}

export function useMembers() {
  const bin = useBin();
  return useQuery({
    queryKey: teamKeys.members(bin),
    queryFn: ({ signal }) => callApi(teamRoutes.members, { query: PAGE, bin, signal }),
  });
}

export function useInvitations() {
  const bin = useBin();
  return useQuery({
    queryKey: teamKeys.invitations(bin),
    queryFn: ({ signal }) => callApi(teamRoutes.invitations, { query: PAGE, bin, signal }),
  });
}

export function useGroups() {
  const bin = useBin();
  return useQuery({
    queryKey: teamKeys.groups(bin),
    queryFn: ({ signal }) => callApi(teamRoutes.groups, { query: PAGE, bin, signal }),
  });
}

export function useGroupNumbers(id: string, pageNumber: number) {
  const bin = useBin();
  return useQuery({
    queryKey: teamKeys.groupNumbers(bin, id, pageNumber),
    queryFn: ({ signal }) =>
      callApi(teamRoutes.groupNumbers, {
        params: { groupId: id },
        query: { pageNumber, pageSize: 50 },
        bin,
        signal,
      }),
  });
}

/** my role and scope per company (the profile page) */
export function useMyAccess() {
  return useQuery({
    queryKey: teamKeys.mine(),
    queryFn: ({ signal }) => callApi(teamRoutes.myAccess, { signal }),
  });
}

/** A mutation that refreshes the team screen's lists when it settles. */
function useTeamMutation<V, T>(run: (bin: string, variables: V) => Promise<T>) {
  const bin = useBin();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (variables: V) => run(bin, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(bin) }),
  });
}

export const useChangeMember = () =>
  useTeamMutation((bin, v: { userId: string } & MemberChange) =>
    callApi(teamRoutes.changeMember, {
      params: { userId: v.userId },
      body: { role: v.role, scope: v.scope },
      bin,
    }),
  );

export const useRemoveMember = () =>
  useTeamMutation((bin, userId: string) => callApi(teamRoutes.removeMember, { params: { userId }, bin }));

export const useInvite = () =>
  useTeamMutation((bin, body: { email: string; role: Role; scope: NumberScope; language: Language }) =>
    callApi(teamRoutes.invite, { body, bin }),
  );

export const useRevokeInvitation = () =>
  useTeamMutation((bin, invitationId: string) =>
    callApi(teamRoutes.revokeInvitation, { params: { invitationId }, bin }),
  );

export const useCreateGroup = () =>
  useTeamMutation((bin, name: string) => callApi(teamRoutes.createGroup, { body: { name }, bin }));

export const useRemoveGroup = () =>
  useTeamMutation((bin, groupId: string) => callApi(teamRoutes.removeGroup, { params: { groupId }, bin }));

export const useAddGroupNumbers = () =>
  useTeamMutation((bin, v: { groupId: string; msisdns: string[] }) =>
    callApi(teamRoutes.addGroupNumbers, {
      params: { groupId: v.groupId },
      body: { msisdns: v.msisdns },
      bin,
    }),
  );

export const useRemoveGroupNumbers = () =>
  useTeamMutation((bin, v: { groupId: string; msisdns: string[] }) =>
    callApi(teamRoutes.removeGroupNumbers, {
      params: { groupId: v.groupId },
      body: { msisdns: v.msisdns },
      bin,
    }),
  );
