import { SUBSCRIPTION_MONTHS, type Subscription } from '@webku/contract';

export function isRunning(subscription: Pick<Subscription, 'status' | 'is_expired'> | null | undefined) {
  return subscription?.status === 'active' && !subscription.is_expired;
}

// What a paid extension gives: twelve more months on top of a running subscription; from the day
// of payment otherwise (so no date is promised then).
export function extendedUntil(
  subscription: Pick<Subscription, 'status' | 'is_expired' | 'valid_until'> | null | undefined,
): string | null {
  if (!isRunning(subscription) || !subscription?.valid_until) return null;
  const next = new Date(subscription.valid_until);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCMonth(next.getUTCMonth() + SUBSCRIPTION_MONTHS);
  return next.toISOString();
}

// A running subscription is extended with a plan of its own kind: a domain we registered stays with a
// plan that renews it, and an owner's own domain stays with hosting alone.
export function isOtherKind(
  subscription: Pick<Subscription, 'status' | 'is_expired' | 'is_domain'> | null | undefined,
  plan: { is_include_domain: boolean },
): boolean {
  return isRunning(subscription) && subscription?.is_domain !== plan.is_include_domain;
}
