import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker runs the server tests many times over while the machine is busy: longer timeouts, and only
// the server's tests (the mutated files live there).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['apps/server/src/**/*.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  }),
);
