// Times the kernel rows (./kernels) of two checkouts in one process,
// alternating: per row, a sample of A, a sample of B, and so on, each a
// batch of calls lasting ≥ minMs (200) ms of CPU time after a full GC; the ratio of
// each A/B pair is taken, so load that changes over seconds on a shared
// machine hits both sides of a pair alike.
//   node --import tsx test/bench/compare/run.ts <root A> <root B> [pairs = 9] [row regex] [minMs = 200]
// Prints one JSON object: row -> { a, b: median µs; minA, minB: fastest sample µs; ratios: B/A per pair }.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadKernels } from './kernels';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU µs per call over a batch of ≥ minMs. */
function sample(fn: () => void, minMs: number): number {
  collect();
  let calls = 0;
  const t0 = cpuUs();
  let t1: number;
  do {
    fn();
    calls++;
    t1 = cpuUs();
  } while (t1 - t0 < minMs * 1e3);
  return (t1 - t0) / calls;
}

const [rootA, rootB, pairsArg, onlyArg, minMsArg] = process.argv.slice(2);
const minMs = Number(minMsArg ?? 200);
if (!rootA || !rootB) throw new Error('usage: run.ts <root A> <root B> [pairs] [row regex]');
const pairs = Number(pairsArg ?? 9);
const only = onlyArg ? new RegExp(onlyArg) : null;
const a = await loadKernels(rootA, only);
const b = await loadKernels(rootB, only);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const out: Record<string, { a: number; b: number; minA: number; minB: number; ratios: number[] }> = {};
for (const ka of a) {
  const kb = b.find((k) => k.name === ka.name);
  if (!kb) continue;
  // Warm-up: the JIT settles on both before any sample.
  for (const fn of [ka.fn, kb.fn]) {
    const w0 = cpuUs();
    for (let k = 0; k < 3 || cpuUs() - w0 < 150e3; k++) fn();
  }
  const ta: number[] = [],
    tb: number[] = [];
  for (let p = 0; p < pairs; p++) {
    // Alternate which side goes first within a pair.
    if (p % 2 === 0) {
      ta.push(sample(ka.fn, minMs));
      tb.push(sample(kb.fn, minMs));
    } else {
      tb.push(sample(kb.fn, minMs));
      ta.push(sample(ka.fn, minMs));
    }
  }
  out[ka.name] = { a: median(ta), b: median(tb), minA: Math.min(...ta), minB: Math.min(...tb), ratios: ta.map((x, i) => tb[i]! / x) };
}
console.log(JSON.stringify(out));
