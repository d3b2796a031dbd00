import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: one worker on the
    // 2-core machines we test on, which left a core idle for half the run.
    maxWorkers: Math.max(2, availableParallelism()),
    // The default output, then the ten slowest tests.
    reporters: ['default', './test/slowest-reporter.ts'],
  },
});
