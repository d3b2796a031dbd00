// The square reach search on per-graph step tables (G-MOVE-1..4, rules
// 'alternate' and 'chebyshev', where units are whole AP): Dial's bucket
// queue over (cell, diagonal parity) like search() in ./squareKernel, with
// wall masks, terrain and edge costs folded into one byte per step.
import { SQUARE_DIRS } from '../grid/square';
import type { SquareGraph } from './squareTypes';
import { changedStepRows, patchEpoch } from './squareTablePatch';

/** Queue lists shared by both searches, reused across calls (grown, never shrunk). */
export const scratch = { head: new Int32Array(256), nodeState: new Int32Array(1024), nodeNext: new Int32Array(1024), nodeGi: new Int32Array(1024),
  outCells: new Int32Array(256),
  outCosts: new Int32Array(256),
};
export function growScratch(size: number, keep = 0): void {
  const ns = new Int32Array(size);
  const nn = new Int32Array(size);
  const ng = new Int32Array(size);
  if (keep > 0) {
    ng.set(scratch.nodeGi.subarray(0, keep));
    ns.set(scratch.nodeState.subarray(0, keep));
    nn.set(scratch.nodeNext.subarray(0, keep));
  }
  scratch.nodeState = ns;
  scratch.nodeNext = nn;
  scratch.nodeGi = ng;
}

export const BLOCKED_STEP = 255;
interface StepTables {
  /** Units of the step (cell*8 + dir) taken with diagonal parity 0; BLOCKED_STEP = not allowed. */
  cost0: Uint8Array;
  /** The same with parity 1 ('alternate': a diagonal costs 2 x terrain). */
  cost1: Uint8Array;
  /** Both interleaved per cell (cell*16 + parity*8 + dir): the two parities of a cell read one cache line. */
  cost01: Uint8Array;
  maxStep: number;
}
const stepTableCache = new WeakMap<SquareGraph, StepTables | null>();
/** The last graph built, whose tables the next graph's may be patched from (./squareTablePatch). */
let lastBuilt: { g: SquareGraph; t: StepTables; epoch: number } | null = null;

/**
 * Wall mask, terrain entry cost and edge cost folded into one byte per step,
 * built once per graph, so the inner loop does one load per neighbour.
 * null when some step would not fit in a byte (the generic loop handles it).
 * After a small edit the previous graph's tables are copied and patched.
 */
export function stepTables(g: SquareGraph): StepTables | null {
  let t = stepTableCache.get(g);
  if (t !== undefined) return t;
  const W = g.widthCells, N = W * g.heightCells;
  const rows = lastBuilt === null || lastBuilt.epoch !== patchEpoch.value ? null : changedStepRows(lastBuilt.g, g);
  if (lastBuilt !== null && rows !== null) {
    const old = lastBuilt.t;
    t = { cost0: old.cost0.slice(), cost1: old.cost1.slice(), cost01: old.cost01.slice(), maxStep: old.maxStep };
    for (let k = 0; k < rows.length && t !== null; k++) {
      const m = foldRow(g, rows[k]!, t.cost0, t.cost1, t.cost01);
      if (m < 0) t = null;
      // maxStep only sizes the level ring: an entry that got cheaper may leave it high, which is harmless.
      else if (m > t.maxStep) t.maxStep = m;
    }
  } else {
    t = { cost0: new Uint8Array(N * 8), cost1: new Uint8Array(N * 8), cost01: new Uint8Array(N * 16), maxStep: 1 };
    for (let i = 0; i < N && t !== null; i++) {
      const m = foldRow(g, i, t.cost0, t.cost1, t.cost01);
      if (m < 0) t = null;
      else if (m > t.maxStep) t.maxStep = m;
    }
  }
  stepTableCache.set(g, t);
  if (t !== null) lastBuilt = { g, t, epoch: patchEpoch.value };
  return t;
}

/** Writes cell i's step entries; returns its largest step, or -1 when one does not fit in a byte. */
function foldRow(g: SquareGraph, i: number, cost0: Uint8Array, cost1: Uint8Array, cost01: Uint8Array): number {
  const W = g.widthCells;
  const mask = g.blockedDirs[i]!;
  let max = 1;
  for (let d = 0; d < 8; d++) {
    cost0[i * 8 + d] = cost1[i * 8 + d] = cost01[i * 16 + d] = cost01[i * 16 + 8 + d] = BLOCKED_STEP;
    if ((mask >> d) & 1) continue;
    const [dc, dr] = SQUARE_DIRS[d]!;
    const e = g.enterCostAp[i + dr * W + dc]!;
    if (e === 0) continue;
    const extra = g.edgeCostAp === null ? 0 : g.edgeCostAp[i * 8 + d]!;
    const c0 = e + extra, c1 = (d < 4 ? e : 2 * e) + extra;
    if (c1 >= BLOCKED_STEP) return -1;
    cost0[i * 8 + d] = c0;
    cost1[i * 8 + d] = c1;
    cost01[i * 16 + d] = c0;
    cost01[i * 16 + 8 + d] = c1;
    if (c1 > max) max = c1;
  }
  return max;
}

/** Sentinel for cells holding another side's figure: "settled", so never relaxed (never reported: flag 4 stays unset). */
export const BLOCKED_DIST = -(1 << 30);
const NO_TWIN = 1 << 30;

/**
 * search() on the folded step tables ('alternate' and 'chebyshev'; units = AP).
 * Same queue, order and pruning, so the same costs and paths.
 */
export function searchTable(
  cost0: Uint8Array, cost1: Uint8Array,
  dist: Int32Array, flags: Uint8Array, lOff: Int32Array, gOff: Int32Array,
  outCells: Int32Array, outCosts: Int32Array,
  W: number, ww: number, c0: number, r0: number, n: number, parities: number,
  budgetUnits: number, ringSize: number, uniformT: number, startLocal: number, goalGi: number,
): number {
  if (scratch.head.length < ringSize) scratch.head = new Int32Array(Math.max(ringSize, scratch.head.length * 2));
  const head = scratch.head;
  head.fill(-1, 0, ringSize);
  let nodeState = scratch.nodeState;
  let nodeNext = scratch.nodeNext;
  let nodeGi = scratch.nodeGi;
  let cap = nodeState.length;
  const flip = parities === 2 ? 1 : 0;
  const twinOn = uniformT !== 0 && parities === 2;
  let outCount = 0;
  dist[startLocal] = 1;
  nodeState[0] = startLocal;
  nodeNext[0] = -1;
  nodeGi[0] = (r0 + ((startLocal / ww) | 0)) * W + c0 + (startLocal % ww);
  head[0] = 0;
  let nodes = 1;
  let free = -1;
  let queued = 1;
  const o0 = lOff[0]!, o1 = lOff[1]!, o2 = lOff[2]!, o3 = lOff[3]!;
  const g0 = gOff[0]!, g1 = gOff[1]!, g2 = gOff[2]!, g3 = gOff[3]!;
  const g4 = gOff[4]!, g5 = gOff[5]!, g6 = gOff[6]!, g7 = gOff[7]!;
  const o4 = lOff[4]!, o5 = lOff[5]!, o6 = lOff[6]!, o7 = lOff[7]!;
  for (let k = 0; k <= budgetUnits && queued > 0; k++) {
    const b = k % ringSize;
    let node = head[b]!;
    head[b] = -1;
    while (node !== -1) {
      const s = nodeState[node]!;
      const gi = nodeGi[node]!;
      const next = nodeNext[node]!;
      nodeNext[node] = free;
      free = node;
      node = next;
      queued--;
      if (dist[s] !== k + 1) continue;
      dist[s] = -(k + 1);
      const parity = s >= n ? 1 : 0;
      const li = parity === 1 ? s - n : s;
      const f = flags[li]!;
      if ((f & 4) === 0 && ((f & 6) === 0 || s === startLocal)) {
        flags[li] = f | 4;
        outCells[outCount] = gi;
        outCosts[outCount++] = k;
        if (gi === goalGi) return outCount;
      }
      if (uniformT !== 0) {
        const twin = dist[parity === 1 ? li : li + n]!;
        if (twin < 0 && (parity === 1 ? -twin - 1 <= k : -twin - 1 + uniformT <= k)) continue;
        // Parity 0 queued at this same cost settles at k too and dominates.
        if (parity === 1 && twin === k + 1) continue;
      }
      const ct = parity === 1 ? cost1 : cost0;
      const base = gi * 8;
      const sb = parity === 1 ? n : 0;
      const db = ((parity ^ flip) === 1 ? n : 0);
      // Uniform terrain: a state no cheaper than its twin's cost (+ t when the
      // twin is parity 1) is dominated, so it is not even queued.
      const tsOff = twinOn ? (sb === n ? -n : n) : 0;
      const tdOff = twinOn ? (db === n ? -n : n) : 0;
      const tsSlack = twinOn ? (sb === n ? 0 : uniformT) : NO_TWIN;
      const tdSlack = twinOn ? (db === n ? 0 : uniformT) : NO_TWIN;
      if (nodes + 8 > cap) {
        growScratch(cap * 2, nodes);
        nodeState = scratch.nodeState;
        nodeNext = scratch.nodeNext;
        nodeGi = scratch.nodeGi;
        cap = nodeState.length;
      }
      // The 8 neighbours unrolled (V8 does not unroll the loop; the unrolled
      // form halves the time). One pattern, only the direction differs.
      relax0: {
        const step = ct[base + 0]!;
        if (step === BLOCKED_STEP) break relax0;
        const ns = li + o0 + sb;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax0;
        const tw0 = dist[ns + tsOff]!;
        if (tw0 !== 0 && (tw0 < 0 ? -tw0 : tw0) - 1 + tsSlack <= nu) break relax0;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g0;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax1: {
        const step = ct[base + 1]!;
        if (step === BLOCKED_STEP) break relax1;
        const ns = li + o1 + sb;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax1;
        const tw1 = dist[ns + tsOff]!;
        if (tw1 !== 0 && (tw1 < 0 ? -tw1 : tw1) - 1 + tsSlack <= nu) break relax1;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g1;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax2: {
        const step = ct[base + 2]!;
        if (step === BLOCKED_STEP) break relax2;
        const ns = li + o2 + sb;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax2;
        const tw2 = dist[ns + tsOff]!;
        if (tw2 !== 0 && (tw2 < 0 ? -tw2 : tw2) - 1 + tsSlack <= nu) break relax2;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g2;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax3: {
        const step = ct[base + 3]!;
        if (step === BLOCKED_STEP) break relax3;
        const ns = li + o3 + sb;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax3;
        const tw3 = dist[ns + tsOff]!;
        if (tw3 !== 0 && (tw3 < 0 ? -tw3 : tw3) - 1 + tsSlack <= nu) break relax3;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g3;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax4: {
        const step = ct[base + 4]!;
        if (step === BLOCKED_STEP) break relax4;
        const ns = li + o4 + db;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax4;
        const tw4 = dist[ns + tdOff]!;
        if (tw4 !== 0 && (tw4 < 0 ? -tw4 : tw4) - 1 + tdSlack <= nu) break relax4;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g4;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax5: {
        const step = ct[base + 5]!;
        if (step === BLOCKED_STEP) break relax5;
        const ns = li + o5 + db;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax5;
        const tw5 = dist[ns + tdOff]!;
        if (tw5 !== 0 && (tw5 < 0 ? -tw5 : tw5) - 1 + tdSlack <= nu) break relax5;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g5;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax6: {
        const step = ct[base + 6]!;
        if (step === BLOCKED_STEP) break relax6;
        const ns = li + o6 + db;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax6;
        const tw6 = dist[ns + tdOff]!;
        if (tw6 !== 0 && (tw6 < 0 ? -tw6 : tw6) - 1 + tdSlack <= nu) break relax6;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g6;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
      relax7: {
        const step = ct[base + 7]!;
        if (step === BLOCKED_STEP) break relax7;
        const ns = li + o7 + db;
        const old = dist[ns]!;
        const nu = k + step;
        if (old < 0 || nu > budgetUnits || (old !== 0 && old <= nu + 1)) break relax7;
        const tw7 = dist[ns + tdOff]!;
        if (tw7 !== 0 && (tw7 < 0 ? -tw7 : tw7) - 1 + tdSlack <= nu) break relax7;
        dist[ns] = nu + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else slot = nodes++;
        let bb = b + step;
        if (bb >= ringSize) bb -= ringSize;
        nodeState[slot] = ns;
        nodeGi[slot] = gi + g7;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
    }
  }
  return outCount;
}
