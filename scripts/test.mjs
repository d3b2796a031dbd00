// `npm test`: the static checks side by side, then the unit tests, then the
// end-to-end tests, stopping at the first stage that fails; each step's time
// is printed at the end. Type-check, lint and format check are one process
// each on one core, so run one after another they left the second core of a
// 2-core machine idle for about a minute and a half (issue 17 item 14).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const STAGES = [
  [
    ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', npx, ['eslint', '.', '--cache', '--cache-location', '.eslintcache']],
    ['format:check', npx, ['prettier', '--check', '.']],
  ],
  [['unit', npx, ['vitest', 'run']]],
  [['e2e', process.execPath, ['scripts/e2e.mjs']]],
];

/** Runs one step; a step alone in its stage prints as it goes, steps side by side print their output when done. */
function run([name, cmd, args], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const out = [];
    if (!alone) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(out).toString()}`);
      console.log(`test: ${name} ${ok ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds.toFixed(0)} s`);
      resolve({ name, ok, seconds });
    });
  });
}

const started = performance.now();
const done = [];
let failed = false;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  done.push(...results);
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
const total = (performance.now() - started) / 1000;
console.log(`\ntest: ${done.map((r) => `${r.name} ${r.seconds.toFixed(0)} s${r.ok ? '' : ' FAILED'}`).join(', ')}; total ${total.toFixed(0)} s`);
process.exit(failed ? 1 : 0);
