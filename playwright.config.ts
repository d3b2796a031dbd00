// End-to-end tests drive web mode in one Chromium: Debian's /usr/bin/chromium
// when present (DESIGN "Toolchain facts"), otherwise Playwright's own.
// scripts/e2e.mjs builds and serves the bundle and passes its URL in GRIT_BASE_URL.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'test/e2e',
  // Two spec files at a time: every test opens its own browser context (own
  // IndexedDB, own downloads) and writes only under its own outputPath, so
  // files are independent; tests inside one file stay in order.
  // GRIT_E2E_WORKERS=1 runs them one at a time (e.g. on a loaded machine).
  workers: Number(process.env.GRIT_E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
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
      executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
