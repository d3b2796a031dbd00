import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_ROOTS = ['src', 'test/unit'];
const TEST_FILE = /\.test\.ts$/;
// A file that swaps modules or globals (vi.mock of electron, stubbed globals)
// needs a module graph of its own; every other test file shares one per worker.
const SWAPS_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return TEST_FILE.test(e.name) ? [path.split('\\').join('/')] : [];
  });
}

const ISOLATED = TEST_ROOTS.flatMap(testFiles).filter((f) => SWAPS_MODULES.test(readFileSync(f, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    // A hang is still caught; whole-game tests (grit sim on Breach, module P
    // games) took 8-16 s of a 20 s limit on a machine shared by four test runs.
    testTimeout: 60000,
    // Vitest's default is one worker fewer than the cores: one worker on the
    // 2-core machines we test on, which left a core idle for half the run.
    maxWorkers: Math.max(2, availableParallelism()),
    // The default output, then the ten slowest tests.
    reporters: ['default', './test/slowest-reporter.ts'],
    projects: [
      // isolate: false: a worker imports the core once instead of once per test
      // file. Importing was about two thirds of the unit run's time (issue 17
      // item 14); these files keep no state between files (no module swaps,
      // fake timers are put back after each test).
      { extends: true, test: { name: 'shared', include: TEST_ROOTS.map((r) => `${r}/**/*.test.ts`), exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
