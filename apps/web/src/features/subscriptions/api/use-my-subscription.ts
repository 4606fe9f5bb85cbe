import { useQuery } from '@tanstack/react-query';
import { API, mySubscriptionResponseSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

const REGISTRATION_POLL_MS = 5_000;
const PROOF_POLL_MS = 15_000;

// null means the company has never subscribed: the screen shows 'Tidak ada langganan aktif'. While the
// domain is being registered the screen asks again every few seconds; while an own domain waits for its
// TXT record or its pointing, a little less often.
export function useMySubscription() {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: async ({ signal }) =>
      mySubscriptionResponseSchema.parse((await api.get(API.admin.subscriptions.mine, signal)) ?? null),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.domain_registration?.status === 'pending') return REGISTRATION_POLL_MS;
      const waitsForDns = data?.domain_verification?.status === 'pending' || data?.dns_records.length;
      return waitsForDns && !data?.is_dns_pointed ? PROOF_POLL_MS : false;
    },
  });
}
