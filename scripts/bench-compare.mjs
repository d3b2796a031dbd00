#!/usr/bin/env node
// Runs the issue-11 kernel rows (test/bench/compare/kernels.ts) of two
// checkouts in alternating child processes and prints, per row, the median
// CPU time of each and the median and range of the per-round ratios
// (B / A; > 1 means B is slower). The machine is shared and noisy: trust
// ratios over several rounds, not one run.
//
//   node scripts/bench-compare.mjs <checkout A> [checkout B = .] [--rounds 5] [--only <regex>]
//
// A checkout needs node_modules (a symlink to this one's will do):
//   git worktree add --detach ../before 5cda161 && ln -s "$PWD/node_modules" ../before/node_modules
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
const rounds = Number(flag('--rounds', '5'));
const only = flag('--only', '');
if (args.length < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node scripts/bench-compare.mjs <checkout A> [checkout B = .] [--rounds N] [--only REGEX]');
  process.exit(2);
}
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [a, b] = [resolve(args[0]), resolve(args[1] ?? '.')];
const kernels = resolve(here, 'test/bench/compare/kernels.ts');

function run(root) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', kernels, root, ...(only ? [only] : [])], { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop());
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const times = { A: [], B: [] };
for (let r = 0; r < rounds; r++) {
  // Alternate which goes first, so a load change during a round hits both alike.
  const order = r % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const k of order) times[k].push(run(k === 'A' ? a : b));
  process.stderr.write(`round ${r + 1}/${rounds} done\n`);
}
const fmt = (us) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
console.log(`A = ${a}\nB = ${b}\n${rounds} rounds, median CPU time per call; ratio B/A: median of per-round ratios [min-max]`);
const names = Object.keys(times.A[0]).filter((n) => n in times.B[0]);
const w = Math.max(...names.map((n) => n.length));
for (const n of names) {
  const ta = times.A.map((t) => t[n]),
    tb = times.B.map((t) => t[n]);
  const ratios = ta.map((x, i) => tb[i] / x);
  const m = median(ratios);
  console.log(
    `  ${n.padEnd(w)}  A ${fmt(median(ta)).padStart(9)}  B ${fmt(median(tb)).padStart(9)}  B/A ${m.toFixed(2)} [${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}]${m > 1.1 ? '  > 1.10' : ''}`,
  );
}
