import { type DbHandle, eq, users } from '@webku/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/db/test-db';
import type { Identity, IdentityProvider } from '../providers/identity/identity-provider';
import { type CallbackOutcome, SignInService } from './sign-in.service';

// Two first sign-ins of one new Google account at the same moment (a double click, two tabs). On
// PostgreSQL both look the account up before either has created it, so one insert loses the race;
// only that loser is asked to try again. (PGlite runs the two one after the other: both succeed.)
let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle?.close());

const REDIRECT = 'https://webku.test/auth/callback';

// Answers `identity` only once `callers` callbacks have reached it, so their look-ups start together.
function providerTogether(identity: Identity, callers: number): IdentityProvider {
  let arrived = 0;
  let release: () => void = () => {};
  const together = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    name: 'dev-sandbox',
    authorizationUrl: async (checks) => `https://accounts.test/auth?state=${checks.state}`,
    complete: async () => {
      arrived += 1;
      if (arrived === callers) release();
      await together;
      return identity;
    },
  };
}

async function signIn(service: SignInService): Promise<CallbackOutcome> {
  const { state } = await service.start(REDIRECT, '198.51.100.9');
  return service.finish(new URL(`${REDIRECT}?code=kode&state=${state}`), REDIRECT, state);
}

describe('the user of a first sign-in', () => {
  it('is created once for two sign-ins arriving together; a loser is asked to try again, then gets it', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const identity = {
        subject: `serentak-${round}`,
        email: `serentak${round}@warung.id`,
        emailVerified: true,
        name: 'Pemilik Baru',
      };
      const service = new SignInService(handle.db, providerTogether(identity, 2), REDIRECT, 3_600_000);
      const outcomes = await Promise.all([signIn(service), signIn(service)]);

      const rows = await handle.db.select().from(users).where(eq(users.google_sub, identity.subject));
      expect(rows).toHaveLength(1);
      const winners = outcomes.filter((o) => o.ok);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      for (const winner of winners) expect(winner.user.id).toBe(rows[0]!.id);
      for (const loser of outcomes.filter((o) => !o.ok)) {
        expect(loser).toEqual({
          ok: false,
          redirectUrl: REDIRECT,
          error: 'oauth_failed',
          message: 'Gagal masuk, silakan coba lagi',
        });
        const again = await signIn(
          new SignInService(handle.db, providerTogether(identity, 1), REDIRECT, 3_600_000),
        );
        expect(again).toMatchObject({ ok: true, user: { id: rows[0]!.id } });
      }
    }
  });
  it('lets any other failure of the look-up through as an error, not as "try again"', async () => {
    const down = new Error('Connection terminated unexpectedly');
    const db = new Proxy(handle.db, {
      get: (target, key, receiver) =>
        key === 'transaction' ? () => Promise.reject(down) : Reflect.get(target, key, receiver),
    });
    const identity = { subject: 'putus', email: 'putus@warung.id', emailVerified: true, name: 'Pemilik' };
    const service = new SignInService(db, providerTogether(identity, 1), REDIRECT, 3_600_000);
    await expect(signIn(service)).rejects.toBe(down);
  });
});
