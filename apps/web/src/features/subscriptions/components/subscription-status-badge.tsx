import type { Subscription } from '@webku/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { type SubscriptionBadgeTone, subscriptionBadge } from '../utils/subscription-badge';

const TONES: Record<SubscriptionBadgeTone, { tone: BadgeTone; className?: string }> = {
  success: { tone: 'success' },
  warning: { tone: 'warning' },
  neutral: { tone: 'neutral' },
  danger: { tone: 'neutral', className: 'bg-red-50 text-red-800 ring-red-200' },
};

export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<Subscription, 'status' | 'is_expired'>;
}) {
  const { label, tone } = subscriptionBadge(subscription);
  const style = TONES[tone];
  return (
    <Badge tone={style.tone} className={style.className} data-testid="subscription-badge">
      {label}
    </Badge>
  );
}
