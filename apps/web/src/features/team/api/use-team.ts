import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Activity, API, type MemberRole, type Team } from '@webku/contract';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';

const teamKey = ['admin', 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => api.get<Team>(API.admin.team.root, signal) });
}

export function useActivity() {
  return useQuery({
    queryKey: [...teamKey, 'activity'],
    queryFn: ({ signal }) => api.get<Activity>(API.admin.team.activity, signal),
  });
}

// Every change to the team refreshes the team and its record; the toast says what happened.
function useTeamChange<T>(call: (input: T) => Promise<unknown>, done: (input: T) => string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_result, input) => {
      notify.success(done(input));
      await queryClient.invalidateQueries({ queryKey: teamKey });
    },
    onError: (error) => notify.failure(error, failed),
  });
}

export const useInvite = () =>
  useTeamChange(
    (input: { email: string; role: MemberRole }) => api.post(API.admin.team.invitations, input),
    ({ email }) => `Undangan untuk ${email} dibuat`,
    'Gagal membuat undangan',
  );

export const useWithdraw = () =>
  useTeamChange(
    ({ id }: { id: number; email: string }) => api.delete(API.admin.team.invitation(id)),
    ({ email }) => `Undangan untuk ${email} ditarik`,
    'Gagal menarik undangan',
  );

export const useChangeRole = () =>
  useTeamChange(
    ({ id, role }: { id: number; name: string; role: MemberRole }) =>
      api.put(API.admin.team.member(id), { role }),
    ({ name }) => `Peran ${name} diubah`,
    'Gagal mengubah peran',
  );

export const useRemoveMember = () =>
  useTeamChange(
    ({ id }: { id: number; name: string }) => api.delete(API.admin.team.member(id)),
    ({ name }) => `${name} dikeluarkan dari tim`,
    'Gagal mengeluarkan anggota',
  );

export const useHandOver = () =>
  useTeamChange(
    ({ id }: { id: number; name: string }) => api.post(API.admin.team.ownership(id)),
    ({ name }) => `Kepemilikan usaha diserahkan kepada ${name}`,
    'Gagal menyerahkan kepemilikan',
  );
