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

// The records to set are only worth showing while a live subscription waits for its DNS.
export function shouldShowDnsRecords(
  subscription: Pick<Subscription, 'status' | 'is_expired' | 'is_dns_pointed' | 'dns_records'>,
): boolean {
  return (
    subscription.status === 'active' &&
    !subscription.is_expired &&
    !subscription.is_dns_pointed &&
    subscription.dns_records.length > 0
  );
}
