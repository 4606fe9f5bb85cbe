import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_START,
  invoicePollInterval,
  invoiceView,
  nextCountdown,
  shouldRedirect,
} from './invoice-status';

describe('invoiceView', () => {
  it('shows the success view only when paid', () => {
    expect(invoiceView('paid')).toBe('paid');
  });

  it('waits ("Menunggu") while pending and checks before the first answer', () => {
    expect(invoiceView('pending')).toBe('waiting');
    expect(invoiceView(undefined)).toBe('checking');
  });

  it('closes expired and failed invoices', () => {
    expect(invoiceView('expired')).toBe('closed');
    expect(invoiceView('failed')).toBe('closed');
  });
});

describe('invoicePollInterval', () => {
  it('polls every 5 seconds while the invoice waits or has not answered yet', () => {
    expect(invoicePollInterval('pending')).toBe(5_000);
    expect(invoicePollInterval(undefined)).toBe(5_000);
  });

  it('stops once the status is final', () => {
    expect(invoicePollInterval('paid')).toBe(false);
    expect(invoicePollInterval('expired')).toBe(false);
    expect(invoicePollInterval('failed')).toBe(false);
  });
});

describe('paid countdown', () => {
  it('starts at 5 seconds and redirects after five ticks, not before', () => {
    expect(COUNTDOWN_START).toBe(5);
    let remaining = COUNTDOWN_START;
    const seen: number[] = [];
    while (!shouldRedirect(remaining)) {
      remaining = nextCountdown(remaining);
      seen.push(remaining);
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
  });

  it('never goes below zero', () => {
    expect(nextCountdown(0)).toBe(0);
    expect(shouldRedirect(0)).toBe(true);
    expect(shouldRedirect(1)).toBe(false);
  });
});
