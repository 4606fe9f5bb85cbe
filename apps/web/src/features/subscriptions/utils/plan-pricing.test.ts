import type { Plan } from '@webku/contract';
import { describe, expect, it } from 'vitest';
import { findPlan, hasDiscount, planFeatures } from './plan-pricing';

const bisnis: Plan = {
  id: 2,
  name: 'Paket Bisnis',
  description: null,
  price: 499_000,
  discount: 100_000,
  final_price: 399_000,
  is_include_hosting: true,
  is_include_domain: true,
  is_active: true,
};

describe('hasDiscount', () => {
  it('strikes the original price only when the discount lowers it', () => {
    expect(hasDiscount(bisnis)).toBe(true);
    expect(hasDiscount({ ...bisnis, discount: 0, final_price: 499_000 })).toBe(false);
  });
});

describe('planFeatures', () => {
  it('lists the .com domain and the hosting for 12 months', () => {
    expect(planFeatures(bisnis)).toEqual(['Domain .com 12 bulan', 'Hosting 12 bulan']);
    expect(planFeatures({ is_include_hosting: true, is_include_domain: false })).toEqual([
      'Hosting 12 bulan',
      'Untuk domain yang sudah Anda miliki (.id, .my.id, .com, …)',
    ]);
  });
});

describe('findPlan', () => {
  it('finds the plan of the route parameter', () => {
    expect(findPlan([bisnis], '2')).toBe(bisnis);
  });

  it('finds nothing for unknown or malformed ids', () => {
    expect(findPlan([bisnis], '3')).toBeNull();
    expect(findPlan([bisnis], 'abc')).toBeNull();
    expect(findPlan([bisnis], undefined)).toBeNull();
    expect(findPlan(undefined, '2')).toBeNull();
  });
});
