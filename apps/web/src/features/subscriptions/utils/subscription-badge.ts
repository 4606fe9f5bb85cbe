import type { Subscription } from '@webku/contract';

export type SubscriptionBadgeTone = 'success' | 'warning' | 'danger' | 'neutral';
export type SubscriptionBadgeView = { label: string; tone: SubscriptionBadgeTone };

// 'active' and 'pending' have their own (Indonesian) badge, other statuses are shown raw, and an expired
// subscription says 'Expired' whatever its status.
export function subscriptionBadge({
  status,
  is_expired,
}: Pick<Subscription, 'status' | 'is_expired'>): SubscriptionBadgeView {
  if (is_expired) return { label: 'Expired', tone: 'danger' };
  if (status === 'active') return { label: 'Aktif', tone: 'success' };
  if (status === 'pending') return { label: 'Menunggu pembayaran', tone: 'warning' };
  return { label: status, tone: 'neutral' };
}

export const DOMAIN_ACTIVATED = 'Domain Activated';
export const DOMAIN_SETUP_IN_PROGRESS = 'Domain Setup in Progress';

export function domainStatusLabel(isDnsPointed: boolean): string {
  return isDnsPointed ? DOMAIN_ACTIVATED : DOMAIN_SETUP_IN_PROGRESS;
}

// The records an owner sets for their own domain stay in view while the subscription runs: to set them,
// then to see that they still hold.
export function shouldShowDnsRecords(
  subscription: Pick<Subscription, 'status' | 'is_expired' | 'dns_records'>,
): boolean {
  return subscription.status === 'active' && !subscription.is_expired && subscription.dns_records.length > 0;
}
