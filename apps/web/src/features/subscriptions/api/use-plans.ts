import { useQuery } from '@tanstack/react-query';
import { API, planSchema } from '@webku/contract';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

const plansSchema = planSchema.array();

export function usePlans() {
  return useQuery({
    queryKey: subscriptionKeys.plans,
    queryFn: async ({ signal }) => plansSchema.parse(await api.get(API.subscriptions.plans, signal)),
  });
}
