import { DOMAIN_SUFFIX, type Plan, SUBSCRIPTION_MONTHS } from '@webku/contract';

// A struck-through original price is only honest when the discount really lowers it.
export function hasDiscount(plan: Pick<Plan, 'price' | 'discount' | 'final_price'>): boolean {
  return plan.discount > 0 && plan.final_price < plan.price;
}

export function planFeatures(plan: Pick<Plan, 'is_include_hosting' | 'is_include_domain'>): string[] {
  const features: string[] = [];
  if (plan.is_include_domain) features.push(`Domain ${DOMAIN_SUFFIX} ${SUBSCRIPTION_MONTHS} bulan`);
  if (plan.is_include_hosting) features.push(`Hosting ${SUBSCRIPTION_MONTHS} bulan`);
  if (!plan.is_include_domain) features.push('Untuk domain yang sudah Anda miliki (.id, .my.id, .com, …)');
  return features;
}

export function findPlan(plans: readonly Plan[] | undefined, rawId: string | undefined): Plan | null {
  const id = Number(rawId);
  if (!plans || !Number.isInteger(id)) return null;
  return plans.find((plan) => plan.id === id) ?? null;
}
