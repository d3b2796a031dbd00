// End-to-end tests drive web mode in one Chromium: Debian's
// chromium-headless-shell when present, else Debian's /usr/bin/chromium
// (DESIGN "Toolchain facts"), otherwise Playwright's own.
// scripts/e2e.mjs builds and serves the bundle and passes its URL in GRIT_BASE_URL.
import { defineConfig } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

// The old headless mode (no browser UI process) ran the same specs in about
// 1.45x less time than full Chromium on 2 cores (issue 17 item 14); both use
// SwiftShader WebGL, so what the tests see is the same.
// Executables and flags shared with the frame benches (test/chromium.json).
const CHROMIUM = JSON.parse(readFileSync(new URL('./test/chromium.json', import.meta.url), 'utf8')) as { executables: string[]; args: string[]; e2eArgs: string[] };
const DEBIAN_CHROMIUM = CHROMIUM.executables.find((path) => existsSync(path));
// Plus the e2eArgs (test/chromium.json says why): software compositing of
// the page (WebGL stays on SwiftShader), and V8 without its top tier.
export const CHROMIUM_ARGS = [...CHROMIUM.args, ...CHROMIUM.e2eArgs];

export default defineConfig({
  testDir: 'test/e2e',
  // Two tests at a time: a test has its own browser context (own IndexedDB,
  // own downloads) or the worker's shared page, where it opens its own game
  // (test/e2e/fixtures.ts), and writes only under its own outputPath, so
  // tests are independent, also within a file; spread test by test, neither
  // worker idles while the other finishes a long file (issue 17 item 14).
  // GRIT_E2E_WORKERS=1 runs them one at a time (e.g. on a loaded machine).
  workers: Number(process.env.GRIT_E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  // A hang is still caught; on a 2-core machine shared with other test runs
  // (load average 16-20) plain 15 s tests and even a browser context's set-up
  // ran past 30 s.
  timeout: 90_000,
  // A loaded CI machine runs the suite several times slower than a quiet one (10 min seen for what takes ~4).
  globalTimeout: 40 * 60_000,
  // The list, then the ten slowest tests.
  reporter: [['list'], ['./test/e2e-slowest-reporter.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.GRIT_BASE_URL ?? 'http://localhost:4173/',
    viewport: { width: 1200, height: 800 },
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: DEBIAN_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
