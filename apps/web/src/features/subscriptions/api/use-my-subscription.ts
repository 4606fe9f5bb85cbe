import { useQuery } from '@tanstack/react-query';
import { API, mySubscriptionResponseSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

const REGISTRATION_POLL_MS = 5_000;

// null means the company has never subscribed: the screen shows 'Tidak ada langganan aktif'. While the
// domain is being registered the screen asks again every few seconds.
export function useMySubscription() {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: async ({ signal }) =>
      mySubscriptionResponseSchema.parse((await api.get(API.admin.subscriptions.mine, signal)) ?? null),
    refetchInterval: (query) =>
      query.state.data?.domain_registration?.status === 'pending' ? REGISTRATION_POLL_MS : false,
  });
}
