#!/usr/bin/env node
// The issue-11 kernel rows (test/bench/compare/kernels.ts) of two checkouts,
// timed interleaved: each child process loads both checkouts' code and
// alternates samples of A and B per row (test/bench/compare/run.ts); several
// processes, with A and B loaded in alternating order, so neither side
// always runs first. Prints per row the median CPU time of each side and the
// median of the per-pair ratios B/A with their spread (> 1 = B slower).
//
//   node scripts/bench-compare.mjs <checkout A> [checkout B = .] [--procs 3] [--pairs 7] [--only REGEX] [--min-ms 150]
//
// A checkout needs node_modules (a symlink to this one's will do), e.g. the
// code before issue 11:
//   git worktree add --detach ../before11 5cda161 && ln -s "$PWD/node_modules" ../before11/node_modules
import { execFileSync } from 'node:child_process';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const procs = Number(flag('--procs', '3'));
const pairs = Number(flag('--pairs', '7'));
const only = flag('--only', '');
const minMs = Number(flag('--min-ms', '150'));
if (args.length < 1 || !(procs >= 1) || !(pairs >= 1) || !(minMs > 0)) {
  console.error('usage: node scripts/bench-compare.mjs <checkout A> [checkout B = .] [--procs N] [--pairs N] [--only REGEX] [--min-ms N]');
  process.exit(2);
}
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [a, b] = [resolve(args[0]), resolve(args[1] ?? '.')];
const runner = resolve(here, 'test/bench/compare/run.ts');

/** One child process: rows -> { a, b, ratios } for its first and second root. */
function run(first, second) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', runner, first, second, String(pairs), only || '.', String(minMs)], {
    cwd: here,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const rows = new Map();
for (let p = 0; p < procs; p++) {
  const swap = p % 2 === 1;
  const res = swap ? run(b, a) : run(a, b);
  for (const [name, r] of Object.entries(res)) {
    const row = rows.get(name) ?? { a: [], b: [], minA: [], minB: [], ratios: [] };
    row.a.push(swap ? r.b : r.a);
    row.b.push(swap ? r.a : r.b);
    row.minA.push(swap ? r.minB : r.minA);
    row.minB.push(swap ? r.minA : r.minB);
    // run.ts gives second/first per pair: B/A, or its inverse when swapped.
    row.ratios.push(...r.ratios.map((x) => (swap ? 1 / x : x)));
    rows.set(name, row);
  }
  process.stderr.write(`process ${p + 1}/${procs} done\n`);
}
const fmt = (us) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
const q = (xs, f) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * f))];
console.log(
  `A = ${a}\nB = ${b}\n${procs} processes x ${pairs} interleaved pairs per row; CPU time per call (median); B/A = median of per-pair ratios [quartiles] (min-max); fastest B / fastest A (least disturbed by load)`,
);
const w = Math.max(...[...rows.keys()].map((n) => n.length));
for (const [name, r] of rows) {
  const m = median(r.ratios);
  console.log(
    `  ${name.padEnd(w)}  A ${fmt(median(r.a)).padStart(9)}  B ${fmt(median(r.b)).padStart(9)}  B/A ${m.toFixed(2)} [${q(r.ratios, 0.25).toFixed(2)}-${q(r.ratios, 0.75).toFixed(2)}] (${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)})  fastest ${(Math.min(...r.minB) / Math.min(...r.minA)).toFixed(2)}${m > 1.1 ? '  > 1.10' : ''}`,
  );
}
