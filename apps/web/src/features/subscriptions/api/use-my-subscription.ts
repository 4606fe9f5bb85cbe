import { useQuery } from '@tanstack/react-query';
import { API, mySubscriptionResponseSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

// null means the company has never subscribed: the screen shows 'Tidak ada langganan aktif'.
export function useMySubscription() {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: async ({ signal }) =>
      mySubscriptionResponseSchema.parse((await api.get(API.admin.subscriptions.mine, signal)) ?? null),
  });
}
