import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker runs the tests many times over: longer timeouts, and only the tests of the mutated code
// (sign-in, sessions, hosts, payments and subscriptions, uploads, the public payload), so each mutant
// costs seconds instead of the whole suite.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        'apps/server/src/auth/**/*.test.ts',
        'apps/server/src/tenancy/**/*.test.ts',
        'apps/server/src/resources/subscriptions/**/*.test.ts',
        'apps/server/src/resources/upload/**/*.test.ts',
        'apps/server/src/resources/public/**/*.test.ts',
        'apps/server/src/resources/site/custom-domain*.test.ts',
        'apps/server/src/resources/admin-content/admin-tenancy.test.ts',
      ],
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  }),
);
