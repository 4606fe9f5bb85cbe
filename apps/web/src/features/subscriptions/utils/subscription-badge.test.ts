import { describe, expect, it } from 'vitest';
import { domainStatusLabel, shouldShowDnsRecords, subscriptionBadge } from './subscription-badge';

describe('subscriptionBadge', () => {
  it('shows an active subscription as Aktif', () => {
    expect(subscriptionBadge({ status: 'active', is_expired: false })).toEqual({
      label: 'Aktif',
      tone: 'success',
    });
  });

  it('shows a pending subscription as Menunggu pembayaran', () => {
    expect(subscriptionBadge({ status: 'pending', is_expired: false })).toEqual({
      label: 'Menunggu pembayaran',
      tone: 'warning',
    });
  });

  it('shows any other status raw', () => {
    expect(subscriptionBadge({ status: 'suspended', is_expired: false })).toEqual({
      label: 'suspended',
      tone: 'neutral',
    });
  });

  it('lets is_expired override every status', () => {
    for (const status of ['active', 'pending', 'suspended'])
      expect(subscriptionBadge({ status, is_expired: true })).toEqual({ label: 'Expired', tone: 'danger' });
  });
});

describe('domainStatusLabel', () => {
  it('says the domain is activated once DNS points at us, in progress before', () => {
    expect(domainStatusLabel(true)).toBe('Domain Activated');
    expect(domainStatusLabel(false)).toBe('Domain Setup in Progress');
  });
});

describe('shouldShowDnsRecords', () => {
  const records = [
    { type: 'A' as const, name: 'kopisenja.com', value: '203.0.113.10', status: 'missing' as const },
  ];
  const waiting = { status: 'active', is_expired: false, dns_records: records };

  it('shows the records while an active subscription runs, before and after the domain points here', () => {
    expect(shouldShowDnsRecords(waiting)).toBe(true);
  });

  it('hides them when expired, when not active or when there are none', () => {
    expect(shouldShowDnsRecords({ ...waiting, is_expired: true })).toBe(false);
    expect(shouldShowDnsRecords({ ...waiting, status: 'pending' })).toBe(false);
    expect(shouldShowDnsRecords({ ...waiting, dns_records: [] })).toBe(false);
  });
});
