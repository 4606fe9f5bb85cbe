import type { Subscription } from '@webku/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { type SubscriptionBadgeTone, subscriptionBadge } from '../utils/subscription-badge';

const TONES: Record<SubscriptionBadgeTone, BadgeTone> = {
  success: 'success',
  warning: 'warning',
  neutral: 'neutral',
  danger: 'danger',
};

export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<Subscription, 'status' | 'is_expired'>;
}) {
  const { label, tone } = subscriptionBadge(subscription);
  return (
    <Badge tone={TONES[tone]} data-testid="subscription-badge">
      {label}
    </Badge>
  );
}
