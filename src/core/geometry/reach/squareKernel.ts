// Fast square-grid reach (G-MOVE-1..4) on precomputed typed arrays: a bucket
// queue (Dial's algorithm) over states (cell, diagonalParity). Costs are
// integers in "units": 1 unit = 1 AP for 'alternate' and 'chebyshev'; for
// 'euclidean' 1 unit = 1/1000 AP and a diagonal costs 1414 units (√2 to
// 3 places) per terrain AP, and a move's total is rounded to whole AP once.
// The search only allocates a window of radius budget+1 around the start
// (every step costs at least 1 AP), so small budgets stay cheap on big maps.
import { SQUARE_DIRS } from '../grid/square';
import type { DiagonalRule } from '../grid/types';
import { anyInWindow, OpenResult, openWindowCost, uniformPassableCost } from './openGround';
import { reachHalf } from './squareHalfResult';
import { ShadowedOpenResult } from './openShadow';
import { reachParity } from './squareParitySearch';
import { diagonalSkipTable } from './squareParityDominance';
import { halfTable } from './squareHalfTables';
import { BLOCKED_DIST, BLOCKED_STEP, growScratch, scratch, searchTable, stepTables } from './squareTableSearch';
import {
  EUCLID_DIAGONAL_UNITS,
  EUCLID_UNITS_PER_AP,
  toLocal,
  unitsToAp,
  type SquareGraph,
  type SquareReachQuery,
  type SquareReachResult,
  type Window,
} from './squareTypes';

export { forgetPatchSources } from './squareTablePatch';
export { EUCLID_DIAGONAL_UNITS, EUCLID_UNITS_PER_AP, unitsToAp, type SquareGraph, type SquareReachMethod, type SquareReachQuery, type SquareReachResult } from './squareTypes';

const maxEnterCache = new WeakMap<object, number>();
function maxEnterCostAp(g: SquareGraph): number {
  let m = maxEnterCache.get(g.enterCostAp);
  if (m === undefined) {
    m = 1;
    for (let i = 0; i < g.enterCostAp.length; i++) if (g.enterCostAp[i]! > m) m = g.enterCostAp[i]!;
    maxEnterCache.set(g.enterCostAp, m);
  }
  return m;
}
const maxEdgeCache = new WeakMap<object, number>();
function maxEdgeCostAp(g: SquareGraph): number {
  if (g.edgeCostAp === null) return 0;
  let m = maxEdgeCache.get(g.edgeCostAp);
  if (m === undefined) {
    m = 0;
    for (let i = 0; i < g.edgeCostAp.length; i++) if (g.edgeCostAp[i]! > m) m = g.edgeCostAp[i]!;
    maxEdgeCache.set(g.edgeCostAp, m);
  }
  return m;
}

/**
 * Builds the per-graph tables the queries use (otherwise built by the first
 * query after a walls/terrain change): open-ground sums, parity step
 * tables and their diagonal-skip margins, and half-unit tables for every terrain cost present.
 */
export function prepareSquareReach(g: SquareGraph): void {
  openWindowCost(g, 0, 0, 0, 0);
  const tables = stepTables(g);
  if (tables !== null) diagonalSkipTable(tables.cost01, g.widthCells);
  for (const t of new Set(g.enterCostAp)) if (t !== 0) halfTable(g, t);
}

export function reachSquare(g: SquareGraph, q: SquareReachQuery): SquareReachResult {
  return reachSquareWith(g, q, false);
}

/** reachSquare always on the (cell, diagonal parity) search: the reference the faster paths are tested against. */
export function reachSquareByParity(g: SquareGraph, q: SquareReachQuery): SquareReachResult {
  return reachSquareWith(g, q, true);
}

function reachSquareWith(g: SquareGraph, q: SquareReachQuery, parityOnly: boolean): SquareReachResult {
  const W = g.widthCells;
  const H = g.heightCells;
  const sc = q.startIndex % W;
  const sr = (q.startIndex - sc) / W;
  // Infinity = unbounded (planMove uses it to say how much AP a move would need).
  const unbounded = !Number.isFinite(q.budgetAp);
  const budget = unbounded ? Math.max(W, H) + 1 : Math.max(0, Math.floor(q.budgetAp));
  const rule = q.diagonalRule;
  const euclid = rule === 'euclidean';
  const parities = rule === 'alternate' ? 2 : 1;
  const unitsPerAp = euclid ? EUCLID_UNITS_PER_AP : 1;
  // Integer cap on costs in units; 2^30 stands for "no budget".
  const budgetUnits = unbounded ? 1 << 30 : euclid ? budget * unitsPerAp + unitsPerAp / 2 - 1 : budget;

  // Local window, clipped to the map.
  const c0 = Math.max(0, sc - budget - 1);
  const r0 = Math.max(0, sr - budget - 1);
  const c1 = Math.min(W - 1, sc + budget + 1);
  const r1 = Math.min(H - 1, sr + budget + 1);
  const win: Window = { W, c0, r0, c1, r1, ww: c1 - c0 + 1, n: (c1 - c0 + 1) * (r1 - r0 + 1) };
  const n = win.n;
  const open = openWindowCost(g, c0, r0, c1, r1);
  if (!parityOnly && open > 0) {
    if (!anyInWindow(win, q.blockedCells)) return new OpenResult(win, rule, open, budgetUnits, sc, sr, q.noEndCells ?? []);
    // Other sides' figures on open ground: analytic fill repaired behind them (./openShadow).
    const maxY = unbounded ? Infinity : 2 * Math.floor(budget / open) + 1;
    if (rule === 'alternate') return new ShadowedOpenResult(win, open, maxY, sc, sr, q.blockedCells ?? [], q.noEndCells ?? []);
  }
  const startLocal = (sr - r0) * win.ww + (sc - c0);
  const lOff = new Int32Array(8);
  const gOff = new Int32Array(8);
  for (let d = 0; d < 8; d++) {
    const [dc, dr] = SQUARE_DIRS[d]!;
    lOff[d] = dr * win.ww + dc;
    gOff[d] = dr * W + dc;
  }
  // G-MOVE-2 'alternate' on terrain of one cost: no parity dimension needed (./squareHalfSearch).
  const uniformT = parities === 2 ? uniformPassableCost(g, c0, r0, c1, r1) : 0;
  // t*floor(Y/2) <= budget  <=>  Y <= 2*floor(budget/t) + 1; Y+1 must fit the Uint16 costs.
  const maxY = uniformT !== 0 ? 2 * Math.floor(budget / uniformT) + 1 : 0;
  const half = uniformT !== 0 && !parityOnly && !unbounded && maxY < 0xfff0 ? halfTable(g, uniformT) : null;
  if (half !== null) {
    // Full map rows (row stride W): a local index is the map index minus r0*W, so the
    // queue holds one number per entry and neighbours share the map's offsets.
    const rows: Window = { W, c0: 0, r0, c1: W - 1, r1, ww: W, n: W * (r1 - r0 + 1) };
    return reachHalf(q, rows, half, uniformT, maxY, (sr - r0) * W + sc, gOff);
  }
  // Mixed terrain: both parities, on level lists (./squareParitySearch).
  const tables = euclid ? null : stepTables(g);
  if (rule === 'alternate' && !parityOnly && tables !== null && !unbounded && budget < 0xfff0) {
    // Full map rows, as for the half search.
    const rows: Window = { W, c0: 0, r0, c1: W - 1, r1, ww: W, n: W * (r1 - r0 + 1) };
    return reachParity(q, rows, tables.cost01, tables.maxStep, budget, (sr - r0) * W + sc, gOff, gOff);
  }
  // dist holds units+1 (0 = unseen, negative = settled); prev holds predecessor state+1.
  const dist = new Int32Array(n * parities);
  // The table search keeps no predecessor links: pathTo walks back along settled costs.
  const prev = tables === null ? new Int32Array(n * parities) : null;
  const flags = new Uint8Array(n); // 1 blocked, 2 no-end, 4 reported
  if (q.blockedCells) for (let i = 0; i < q.blockedCells.length; i++) {
    const li = toLocal(win, q.blockedCells[i]!);
    if (li < 0) continue;
    flags[li]! |= 1;
    // Another side's cell counts as settled, so it is never relaxed into (the
    // searches then set the start's parity 0 in case it is listed too).
    dist[li] = BLOCKED_DIST;
    if (parities === 2) dist[li + n] = BLOCKED_DIST;
  }
  if (q.noEndCells) for (let i = 0; i < q.noEndCells.length; i++) {
    const li = toLocal(win, q.noEndCells[i]!);
    if (li >= 0) flags[li]! |= 2;
  }
  const diag0 = euclid ? EUCLID_DIAGONAL_UNITS : 1;
  const diag1 = euclid ? EUCLID_DIAGONAL_UNITS : rule === 'alternate' ? 2 : 1;
  const maxStepUnits = (maxEnterCostAp(g) * 2 + maxEdgeCostAp(g)) * unitsPerAp;
  const ringSize = Math.min(maxStepUnits, budgetUnits) + 1;
  // G-MOVE-2 'alternate' on uniform terrain: the two parities of a cell differ
  // by at most one terrain cost in every continuation (parity 0 is never
  // worse, parity 1 at most t worse), so a state dominated by its twin need
  // not be expanded. That halves the work on open ground; mixed terrain
  // (uniformT = 0) searches both parities in full.
  if (scratch.outCells.length < n) {
    scratch.outCells = new Int32Array(n);
    scratch.outCosts = new Int32Array(n);
  }
  const outCells = scratch.outCells;
  const outCosts = scratch.outCosts;
  const outCount = tables !== null
    ? searchTable(
      tables.cost0, rule === 'alternate' ? tables.cost1 : tables.cost0, dist, flags, lOff, gOff, outCells, outCosts,
      W, win.ww, c0, r0, n, parities, budgetUnits, Math.min(tables.maxStep, budgetUnits) + 1, uniformT, startLocal, q.goalIndex ?? -1,
    )
    : search(
    g.enterCostAp, g.blockedDirs, g.edgeCostAp, dist, prev!, flags, lOff, gOff, outCells, outCosts,
    W, win.ww, c0, r0, n, parities, unitsPerAp, diag0, diag1, budgetUnits, ringSize, uniformT, startLocal, euclid, q.goalIndex ?? -1,
  );
  const back: Backtrack | null = tables === null ? null : {
    cost0: tables.cost0, cost1: rule === 'alternate' ? tables.cost1 : tables.cost0, lOff, gOff, flip: parities === 2 ? 1 : 0, startLocal,
  };
  return new Result(win, rule, parities, dist, prev, back, flags, outCells.slice(0, outCount), outCosts.slice(0, outCount));
}

/**
 * Dial's algorithm: a ring of linked lists of queued states per cost; every
 * queued cost lies within [k, k + maxStep], so a ring of maxStep+1 suffices.
 * The lists live in module scratch arrays reused across calls. Kept free of
 * closures so V8 keeps its locals in registers. Returns the number of cells written to outCells.
 */
function search(
  enter: Uint8Array | Uint16Array, blockedDirs: Uint8Array, edge: Uint8Array | null,
  dist: Int32Array, prev: Int32Array, flags: Uint8Array, lOff: Int32Array, gOff: Int32Array,
  outCells: Int32Array, outCosts: Int32Array,
  W: number, ww: number, c0: number, r0: number, n: number, parities: number, unitsPerAp: number,
  diag0: number, diag1: number, budgetUnits: number, ringSize: number, uniformT: number, startLocal: number, euclid: boolean,
  goalGi: number,
): number {
  if (scratch.head.length < ringSize) scratch.head = new Int32Array(Math.max(ringSize, scratch.head.length * 2));
  const head = scratch.head;
  head.fill(-1, 0, ringSize);
  let nodeState = scratch.nodeState;
  let nodeNext = scratch.nodeNext;
  let cap = nodeState.length;
  const flip = parities === 2 ? 1 : 0;
  let outCount = 0;
  dist[startLocal] = 1;
  nodeState[0] = startLocal;
  nodeNext[0] = -1;
  head[0] = 0;
  let nodes = 1;
  let free = -1;
  let queued = 1;
  for (let k = 0; k <= budgetUnits && queued > 0; k++) {
    const b = k % ringSize;
    let node = head[b]!;
    head[b] = -1;
    while (node !== -1) {
      const s = nodeState[node]!;
      const next = nodeNext[node]!;
      // Recycle the node at once: the pool stays about the size of the live
      // frontier, so the lists stay in cache on big budgets.
      nodeNext[node] = free;
      free = node;
      node = next;
      queued--;
      if (dist[s] !== k + 1) continue;
      dist[s] = -(k + 1);
      const parity = s >= n ? 1 : 0;
      const li = parity === 1 ? s - n : s;
      const lr = (li / ww) | 0;
      const gi = (r0 + lr) * W + c0 + (li - lr * ww);
      const f = flags[li]!;
      if ((f & 4) === 0 && ((f & 6) === 0 || s === startLocal)) {
        flags[li] = f | 4;
        outCells[outCount] = gi;
        outCosts[outCount++] = euclid ? Math.floor((k + EUCLID_UNITS_PER_AP / 2) / EUCLID_UNITS_PER_AP) : k;
        if (gi === goalGi) return outCount;
      }
      if (uniformT !== 0) {
        const twin = dist[parity === 1 ? li : li + n]!;
        if (twin < 0 && (parity === 1 ? -twin - 1 <= k : -twin - 1 + uniformT <= k)) continue;
      }
      const mask = blockedDirs[gi]!;
      const diagU = parity === 1 ? diag1 : diag0;
      const straightBase = parity === 1 ? n : 0;
      const diagBase = (parity ^ flip) === 1 ? n : 0;
      for (let d = 0; d < 8; d++) {
        if ((mask >> d) & 1) continue;
        const nli = li + lOff[d]!;
        // Most neighbours are already settled: test that before anything else.
        const ns = nli + (d < 4 ? straightBase : diagBase);
        const old = dist[ns]!;
        if (old < 0) continue;
        const t = enter[gi + gOff[d]!]!;
        if (t === 0 || (flags[nli]! & 1) !== 0) continue;
        let nu = k + t * (d < 4 ? unitsPerAp : diagU);
        if (edge !== null) nu += edge[gi * 8 + d]! * unitsPerAp;
        if (nu > budgetUnits || (old !== 0 && old <= nu + 1)) continue;
        dist[ns] = nu + 1;
        prev[ns] = s + 1;
        let slot = free;
        if (slot !== -1) free = nodeNext[slot]!;
        else {
          if (nodes === cap) {
            growScratch(cap * 2, nodes);
            nodeState = scratch.nodeState;
            nodeNext = scratch.nodeNext;
            cap = nodeState.length;
          }
          slot = nodes++;
        }
        const bb = nu % ringSize;
        nodeState[slot] = ns;
        nodeNext[slot] = head[bb]!;
        head[bb] = slot;
        queued++;
      }
    }
  }
  return outCount;
}

/** What pathTo needs to walk back without predecessor links (table search). */
interface Backtrack {
  cost0: Uint8Array;
  cost1: Uint8Array;
  lOff: Int32Array;
  gOff: Int32Array;
  flip: number;
  startLocal: number;
}

class Result implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'parity';
  constructor(
    private readonly win: Window,
    private readonly rule: DiagonalRule,
    private readonly parities: number,
    private readonly dist: Int32Array,
    private readonly prev: Int32Array | null,
    private readonly back: Backtrack | null,
    private readonly flags: Uint8Array,
    readonly cells: Int32Array,
    readonly apCosts: Int32Array,
  ) {
    this.widthCells = win.W;
  }

  private bestState(gi: number): number {
    const li = toLocal(this.win, gi);
    if (li < 0 || (this.flags[li]! & 4) === 0) return -1;
    let best = -1;
    let bestUnits = Infinity;
    for (let p = 0; p < this.parities; p++) {
      const v = this.dist[li + p * this.win.n]!;
      if (v < 0 && -v - 1 < bestUnits) {
        bestUnits = -v - 1;
        best = li + p * this.win.n;
      }
    }
    return best;
  }

  apCostAt(gi: number): number {
    const s = this.bestState(gi);
    return s < 0 ? -1 : unitsToAp(this.rule, -this.dist[s]! - 1);
  }

  pathTo(gi: number): number[] | null {
    let s = this.bestState(gi);
    if (s < 0) return null;
    if (this.back !== null) return this.walkBack(s);
    const { n, ww, W, c0, r0 } = this.win;
    const out: number[] = [];
    while (s >= 0) {
      const li = s % n;
      const lr = (li / ww) | 0;
      out.push((r0 + lr) * W + c0 + (li - lr * ww));
      s = this.prev![s]! - 1;
    }
    return out.reverse();
  }

  /**
   * Path from settled costs: a predecessor of a state at cost k is a settled
   * neighbour state whose cost plus the step equals k. Every settled cost was
   * set by such a step from a settled state, so the walk reaches the start.
   */
  private walkBack(state: number): number[] {
    const { n, ww, W, c0, r0, r1 } = this.win;
    const wh = r1 - r0 + 1;
    const { cost0, cost1, lOff, gOff, flip, startLocal } = this.back!;
    const dist = this.dist;
    const out: number[] = [];
    let s = state;
    for (;;) {
      const k = -dist[s]! - 1;
      const li = s % n;
      const p = s >= n ? 1 : 0;
      const lr = (li / ww) | 0;
      const lc = li - lr * ww;
      const gi = (r0 + lr) * W + c0 + lc;
      out.push(gi);
      if (s === startLocal) break;
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const pc = lc - dc, pr = lr - dr;
        if (pc < 0 || pr < 0 || pc >= ww || pr >= wh) continue;
        const pp = d < 4 ? p : p ^ flip;
        const ps = li - lOff[d]! + pp * n;
        const pd = dist[ps]!;
        if (pd >= 0 || pd === BLOCKED_DIST) continue;
        const step = (pp === 1 ? cost1 : cost0)[(gi - gOff[d]!) * 8 + d]!;
        if (step !== BLOCKED_STEP && -pd - 1 + step === k) found = ps;
      }
      if (found < 0) throw new Error(`reach: no predecessor for state ${s} at cost ${k}`);
      s = found;
    }
    return out.reverse();
  }
}
