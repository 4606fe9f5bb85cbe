import type { DomainRegistration } from '@webku/contract';

const DAY_MS = 86_400_000;
// From this many days before its expiry the admin says so and offers a renewal.
export const RENEWAL_WINDOW_DAYS = 30;

export function daysUntil(iso: string | null, now = new Date()): number | null {
  if (!iso) return null;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  return Math.max(0, Math.ceil((time - now.getTime()) / DAY_MS));
}

export function isExpiringSoon(
  registration: Pick<DomainRegistration, 'status' | 'expires_at'>,
  now = new Date(),
): boolean {
  const days = daysUntil(registration.expires_at, now);
  return registration.status === 'registered' && days !== null && days <= RENEWAL_WINDOW_DAYS;
}
