import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('abuse limits configuration', () => {
  it('defaults to the limits of the sign-in issue, no trusted proxy, 30 s timeouts and 15 min for uploads', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({
      loginAccount: { points: 5, durationSeconds: 900 },
      loginIp: { points: 20, durationSeconds: 60 },
      signInUrl: { points: 20, durationSeconds: 60 },
      devSignIn: { points: 20, durationSeconds: 60 },
      domainCheck: { points: 30, durationSeconds: 60 },
      invoice: { points: 10, durationSeconds: 3600 },
      uploadFiles: { points: 60, durationSeconds: 60 },
      siteGeneration: { points: 3, durationSeconds: 3600 },
      qrKit: { points: 30, durationSeconds: 600 },
      visits: { points: 300, durationSeconds: 60 },
      bookings: { points: 10, durationSeconds: 3600 },
      bookingTimes: { points: 120, durationSeconds: 60 },
      orders: { points: 20, durationSeconds: 3600 },
      payments: { points: 10, durationSeconds: 3600 },
      sitePayments: { points: 300, durationSeconds: 3600 },
      translationSuggestions: { points: 30, durationSeconds: 3600 },
      teamInvitations: { points: 20, durationSeconds: 3600 },
    });
    expect(config.team).toEqual({
      maxMembers: 10,
      maxOpenInvitations: 10,
      invitationDays: 7,
      auditKeepDays: 365,
    });
    expect(config.trustedProxies).toEqual([]);
    expect(config.timeouts).toEqual({ requestMs: 30_000, headersMs: 30_000, uploadMs: 900_000 });
    expect(config.tlsAskSecret).toBeNull();
  });

  it('reads COUNT/WINDOW limits, proxies as IPs or CIDR ranges', () => {
    const config = loadConfig({
      RATE_LIMIT_LOGIN_ACCOUNT: '10/2h',
      RATE_LIMIT_UPLOAD_FILES: '100/30s',
      TRUSTED_PROXIES: '127.0.0.1, ::1, 10.0.0.0/8, fd00::/8',
    });
    expect(config.rateLimits.loginAccount).toEqual({ points: 10, durationSeconds: 7200 });
    expect(config.rateLimits.uploadFiles).toEqual({ points: 100, durationSeconds: 30 });
    expect(config.trustedProxies).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
  });

  it.each([
    [{ RATE_LIMIT_INVOICE: '10 per hour' }, /RATE_LIMIT_INVOICE: expected COUNT\/WINDOW/],
    [{ RATE_LIMIT_INVOICE: '0/1h' }, /RATE_LIMIT_INVOICE: count and window must be above 0/],
    [{ TRUSTED_PROXIES: '127.0.0.1,caddy' }, /TRUSTED_PROXIES: expected IP addresses or CIDR ranges/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /TRUSTED_PROXIES/],
    [{ TLS_ASK_SECRET: 'pendek' }, /TLS_ASK_SECRET: use at least 16 characters/],
    [{ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }, /HEADERS_TIMEOUT_MS must not be greater/],
    [{ REQUEST_TIMEOUT_MS: '60000', UPLOAD_TIMEOUT_MS: '30000' }, /UPLOAD_TIMEOUT_MS must not be less/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
