import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // The default output, then the ten slowest tests.
    reporters: ['default', './test/slowest-reporter.ts'],
  },
});
