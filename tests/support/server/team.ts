import type { Team } from '@webku/contract';
import type { OwnerWithSite } from './owner-with-site';
import { adminClient } from './owner-with-site';
import type { TestServer } from './test-server';

export type Member = {
  token: string;
  userId: number;
  memberId: number;
  email: string;
  api: ReturnType<typeof adminClient>;
};

let count = 0;

// A person the owner invites who then signs in with that address: the way a member joins.
export async function addMember(
  t: TestServer,
  owner: OwnerWithSite,
  role: 'manager' | 'cashier',
  email = `${role}${++count}-${owner.companyId}@example.id`,
): Promise<Member> {
  const invited = await owner.api.post('/admin/team/invitations', { email, role });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.message}`);
  const { token, userId } = await t.signUp(email);
  const api = adminClient(t, token);
  const me = await api.get<{ company: { id: number } | null }>('/auth/me');
  if (me.data.company?.id !== owner.companyId) throw new Error('the invited person did not join');
  const team = (await owner.api.get<Team>('/admin/team')).data;
  const memberId = team.members.find((member) => member.user_id === userId)!.id!;
  return { token, userId, memberId, email, api };
}
