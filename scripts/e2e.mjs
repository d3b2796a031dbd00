// npm run test:e2e: build the web bundle (and Electron main for the smoke
// test), serve it on a free localhost port, run Playwright, stop the server,
// and exit with Playwright's status. Never waits forever: Playwright has a
// global timeout and this script a hard one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { serveWeb } from './serve-web.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const HARD_TIMEOUT_MS = 45 * 60_000;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`e2e: "${cmd} ${args.join(' ')}" failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

// scripts/test.mjs builds in a step of its own (beside the unit tests) and says so.
if (process.env.GRIT_E2E_BUILT !== '1') run(process.execPath, ['scripts/build.mjs']);

const { executables } = JSON.parse(readFileSync(new URL('../test/chromium.json', import.meta.url), 'utf8'));
if (!executables.some((path) => existsSync(path))) {
  // No Debian Chromium (test/chromium.json): use Playwright's own (downloads where the network allows).
  console.log(`e2e: none of ${executables.join(', ')} found, installing Playwright Chromium`);
  run(npx, ['playwright', 'install', 'chromium']);
}

const server = await serveWeb();
console.log(`e2e: serving web mode at ${server.url}`);
// Playwright's own script under this Node: npx spent about 0.7 CPU-s starting npm (issue 17 item 14).
const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, GRIT_BASE_URL: server.url },
});
const timer = setTimeout(() => {
  console.error(`e2e: no result after ${HARD_TIMEOUT_MS / 1000}s, stopping Playwright`);
  child.kill('SIGTERM');
}, HARD_TIMEOUT_MS);
const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
clearTimeout(timer);
await server.close();
process.exit(code);
