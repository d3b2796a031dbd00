// `npm test`: the static checks, the unit tests, the build and the end-to-end
// tests, stopping at the first step that fails; each step's time is printed
// at the end. Every step is one to two busy processes, so on a 2-core machine
// a step starts as soon as the steps it needs have passed rather than a whole
// stage waiting for its slowest step: the unit tests start when the type
// check and format check pass, the build when the lint has, and the
// end-to-end tests when the checks and the build have, beside the unit tests
// (issue 17 item 14: each of the two test runs leaves a core idle at its
// start and its end, which the other fills). The unit tests' output is
// printed when they end, so the two runs' lines do not mix.
// The type check keeps a cache in .cache/ (as the lint does in .eslintcache),
// so a repeated local run rechecks only what changed.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

// Each tool is started by its own script under this Node rather than through npx, which spent about
// 0.7 CPU-s per call starting npm (issue 17 item 14).
const node = process.execPath;
/** [name, command, args, steps it waits for, prints as it goes (else when done)] */
const STEPS = [
  // TypeScript 7 (the native compiler, package alias typescript7) checks the types in about a third of TypeScript 5's CPU
  // time; TypeScript 5.9 stays for typescript-eslint, which does not support 7 yet (issue 17 item 14).
  ['typecheck', node, ['node_modules/typescript7/bin/tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsconfig.tsbuildinfo'], [], false],
  ['lint', node, ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', '.eslintcache'], [], false],
  // The type-aware promise rules, on TypeScript 7 (oxlint-tsgolint): about 7 CPU-s where typescript-eslint took 50.
  ['lint:types', node, ['node_modules/oxlint/bin/oxlint', '--type-aware'], [], false],
  // oxfmt: Prettier's layout (the same options, .oxfmtrc.json) in native code, 0.3 s for what took Prettier 17 CPU-s.
  ['format:check', node, ['node_modules/oxfmt/bin/oxfmt', '--check'], [], false],
  ['unit', node, ['node_modules/vitest/vitest.mjs', 'run'], ['typecheck', 'format:check'], false],
  ['build', node, ['scripts/build.mjs'], ['lint'], false],
  ['e2e', node, ['scripts/e2e.mjs'], ['typecheck', 'lint', 'lint:types', 'format:check', 'build'], true],
];

const started = performance.now();
const results = new Map();
const running = new Map();
let failed = false;

function run([name, cmd, args, , live]) {
  const t0 = performance.now();
  // The build step has made dist/ for the end-to-end tests.
  const env = name === 'e2e' ? { ...process.env, GRIT_E2E_BUILT: '1' } : process.env;
  // Its own process group, so stopping it stops what the tool started too.
  const detached = process.platform !== 'win32';
  const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env, detached, shell: !detached });
  running.set(name, child);
  const out = [];
  if (!live) {
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(name);
      const seconds = (performance.now() - t0) / 1000;
      const ok = code === 0;
      if (!live && (out.length > 0 || !ok)) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(out).toString()}`);
      if (!failed) console.log(`test: ${name} ${ok ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds.toFixed(0)} s`);
      resolve({ name, ok, seconds, stopped: failed && !ok });
    });
  });
}

function stop(child) {
  try {
    if (process.platform === 'win32') child.kill('SIGTERM');
    else process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Starts every step whose prerequisites have passed; resolves when nothing is left to start or run. */
async function schedule() {
  const pending = new Set(STEPS.map((s) => s[0]));
  const inFlight = new Map();
  for (;;) {
    if (!failed) {
      for (const step of STEPS) {
        const [name, , , needs] = step;
        if (!pending.has(name) || !needs.every((n) => results.get(n)?.ok)) continue;
        pending.delete(name);
        inFlight.set(
          name,
          run(step).then((r) => {
            results.set(name, r);
            inFlight.delete(name);
            if (!r.ok && !failed) {
              failed = true;
              // Stop the steps still running (only the children started here).
              for (const child of running.values()) stop(child);
            }
          }),
        );
      }
    }
    if (inFlight.size === 0) return;
    await Promise.race(inFlight.values());
  }
}

// The steps have their own process groups, so Ctrl-C reaches only this script: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) stop(child);
    process.exit(130);
  });
}

await schedule();
const total = (performance.now() - started) / 1000;
const done = STEPS.map((s) => results.get(s[0])).filter((r) => r);
const label = (r) => `${r.name} ${r.seconds.toFixed(0)} s${r.ok ? '' : r.stopped ? ' (stopped)' : ' FAILED'}`;
console.log(`\ntest: ${done.map(label).join(', ')}; total ${total.toFixed(0)} s (steps overlap: unit runs beside lint and e2e)`);
process.exit(failed ? 1 : 0);
