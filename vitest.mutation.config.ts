import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker runs the tests many times over: longer timeouts, and only the tests of the mutated code
// (sign-in, sessions, hosts, payments and subscriptions, uploads, the public payload and the
// company-scoped content stores), so each mutant costs seconds instead of the whole suite. Spread, not
// mergeConfig: mergeConfig concatenates arrays, which would put the whole suite's include back.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'apps/server/src/auth/**/*.test.ts',
      'apps/server/src/tenancy/**/*.test.ts',
      'apps/server/src/resources/subscriptions/**/*.test.ts',
      'apps/server/src/resources/upload/**/*.test.ts',
      'apps/server/src/resources/public/**/*.test.ts',
      'apps/server/src/resources/site/{custom-domain,redirect-to-domain}.test.ts',
      // Not multi-instance.test.ts: its server processes run the instrumented code outside the runner.
      'apps/server/src/site-content/{content-changes,rich-text,tenant-store}.test.ts',
      'apps/server/src/resources/{admin-content,menu,news,stores,merchandise,hero,footer,section-settings,web-settings}/*.test.ts',
      'apps/server/src/jobs/check-dns.job.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
