// Mutation testing (`npm run test:mutation`): the security-critical server code, mutated one change at a
// time; a mutant that no test notices is a hole in the suite. Slow, so it is not part of `npm test`.
// Run it per area, on PostgreSQL (DATABASE_URL): see docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/server/src/auth/**/*.ts',
    'apps/server/src/tenancy/**/*.ts',
    'apps/server/src/resources/subscriptions/{apply-payment-event,activate-subscription,create-invoice.service,reserve-invoice,invoice-status.service,my-subscription.service}.ts',
    'apps/server/src/subscriptions/domain-ownership.ts',
    'apps/server/src/resources/upload/{upload.service,read-upload-form,upload.routes}.ts',
    'apps/server/src/images/store-images.ts',
    'apps/server/src/site-content/{public-payload,tenant-store}.ts',
    '!**/*.test.ts',
  ],
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};
