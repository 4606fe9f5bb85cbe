import { describe, expect, it } from 'vitest';
import { isLoopback, resolveClientIp } from './client-ip';

const CADDY = ['127.0.0.1', '::1'];

describe('resolveClientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', [])).toBe('203.0.113.9');
    expect(resolveClientIp('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', CADDY)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:203.0.113.9', '127.0.0.1', CADDY)).toBe('203.0.113.9');
  });

  it('reads the address the trusted proxy saw', () => {
    expect(resolveClientIp('127.0.0.1', '203.0.113.9', CADDY)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:127.0.0.1', '203.0.113.9', CADDY)).toBe('203.0.113.9');
    expect(resolveClientIp('::1', '2001:db8::7', CADDY)).toBe('2001:db8::7');
  });

  it('takes the rightmost untrusted hop, so entries the client wrote itself never count', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; Caddy appended the real address.
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 203.0.113.9', CADDY)).toBe('203.0.113.9');
    expect(resolveClientIp('127.0.0.1', '1.2.3.4,203.0.113.9', CADDY)).toBe('203.0.113.9');
  });

  it('walks through a chain of trusted proxies given as CIDR ranges', () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'];
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3, fd00::5', trusted)).toBe(
      '203.0.113.9',
    );
    // Everything trusted: the leftmost hop is as far as anyone vouched for.
    expect(resolveClientIp('127.0.0.1', '10.9.9.9, 10.1.2.3', trusted)).toBe('10.9.9.9');
  });

  it('stops at a malformed entry and keeps the last address a trusted proxy vouched for', () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8'];
    expect(resolveClientIp('127.0.0.1', 'nonsense, 10.1.2.3', trusted)).toBe('10.1.2.3');
    expect(resolveClientIp('127.0.0.1', 'nonsense', trusted)).toBe('127.0.0.1');
  });

  it('uses the peer when a trusted proxy sent no X-Forwarded-For', () => {
    expect(resolveClientIp('127.0.0.1', undefined, CADDY)).toBe('127.0.0.1');
  });
});

describe('isLoopback', () => {
  it('is true only for addresses of this machine', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.0.2.2')).toBe(false);
    expect(isLoopback('::ffff:192.0.2.2')).toBe(false);
    expect(isLoopback('1270.0.0.1')).toBe(false);
    expect(isLoopback(null)).toBe(false);
  });
});
