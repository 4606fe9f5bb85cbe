import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { bearerToken, callerCompany } from './bearer';

describe('bearer token', () => {
  it('reads exactly one token after the Bearer scheme, in any case and spacing', () => {
    expect(bearerToken('Bearer abc.DEF_123')).toBe('abc.DEF_123');
    expect(bearerToken('bearer   abc')).toBe('abc');
  });

  it('reads nothing from another scheme, extra words or a missing header', () => {
    expect(bearerToken('xBearer abc')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer abc def')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('caller company', () => {
  const user = { id: 1, name: 'Budi', email: 'budi@example.id', role: 'owner' };

  it("is the signed-in user's company", () => {
    const company = { id: 7, name: 'Roti Budi', slug: 'roti-budi' };
    expect(callerCompany({ sessionId: 1, user, company, role: 'owner', bound: null })).toBe(company);
  });

  it('answers 404 for a user without a company', () => {
    const call = () => callerCompany({ sessionId: 1, user, company: null, role: 'owner', bound: null });
    expect(call).toThrow(NotFoundError);
    expect(call).toThrow('Company Not Found');
  });
});
