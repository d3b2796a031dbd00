// The general square reach search (G-MOVE-1..4, every diagonal rule): a
// bucket queue (Dial's algorithm) over states (cell, diagonal parity) on the
// graph's own arrays. Costs are integers in "units": 1 unit = 1 AP for
// 'alternate' and 'chebyshev'; for 'euclidean' 1 unit = 1/1000 AP and a
// diagonal costs 1414 units (√2 to 3 places) per terrain AP, and a move's
// total is rounded to whole AP once. The search only allocates a window of
// radius budget+1 around the start (every step costs at least 1 AP).
import { SQUARE_DIRS } from '../grid/square';
import type { DiagonalRule } from '../grid/types';
import { uniformPassableCost } from './openGround';
import { squareStepUnits } from './squareReference';
import type { ReachScratch } from './squareScratch';
import { EUCLID_DIAGONAL_UNITS, EUCLID_UNITS_PER_AP, toLocal, unitsToAp, type SquareGraph, type SquareReachQuery, type SquareReachResult, type Window } from './squareTypes';

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

/** Window offsets of the 8 directions for a window `ww` wide. */
export function offsets(ww: number): Int32Array {
  const out = new Int32Array(8);
  for (let d = 0; d < 8; d++) out[d] = SQUARE_DIRS[d]![1] * ww + SQUARE_DIRS[d]![0];
  return out;
}

/** What the entry point (./squareKernel) has worked out about a query. */
export interface QueryContext {
  win: Window;
  sc: number;
  sr: number;
  unbounded: boolean;
  /** Whole AP (the search window's radius). */
  budget: number;
  /** Integer cap on costs in units; 2^30 stands for "no budget". */
  budgetUnits: number;
  /** The open-ground terrain AP of the window, or 0 (./openGround). */
  open: number;
}

/** Sentinel for cells holding another side's figure: "settled", so never relaxed (never reported: flag 4 stays unset). */
const BLOCKED_DIST = -(1 << 30);

/** The general Dial search over (cell, diagonal parity) in the query window, on the graph itself (every rule). */
export function dialSearch(g: SquareGraph, q: SquareReachQuery, x: QueryContext, scratch: ReachScratch): SquareReachResult {
  const { win, sc, sr, budgetUnits } = x;
  const { W, c0, r0, n } = win;
  const rule = q.diagonalRule;
  const euclid = rule === 'euclidean';
  const parities = rule === 'alternate' ? 2 : 1;
  const unitsPerAp = euclid ? EUCLID_UNITS_PER_AP : 1;
  const startLocal = (sr - r0) * win.ww + (sc - c0);
  const lOff = offsets(win.ww);
  const gOff = offsets(W);
  // G-MOVE-2 'alternate' on uniform terrain: the two parities of a cell differ
  // by at most one terrain cost in every continuation (parity 0 is never
  // worse, parity 1 at most t worse), so a state dominated by its twin need
  // not be expanded. Mixed terrain (uniformT = 0) searches both parities in full.
  const uniformT = parities === 2 ? uniformPassableCost(g, c0, r0, win.c1, win.r1) : 0;
  // dist holds units+1 (0 = unseen, negative = settled); prev holds predecessor state+1.
  const dist = new Int32Array(n * parities);
  const prev = new Int32Array(n * parities);
  const startLocal0 = (sr - r0) * win.ww + (sc - c0);
  const flags = new Uint8Array(n); // 1 blocked, 2 no-end, 4 reported
  if (q.blockedCells)
    for (let i = 0; i < q.blockedCells.length; i++) {
      const li = toLocal(win, q.blockedCells[i]!);
      if (li < 0) continue;
      flags[li]! |= 1;
      // Another side's cell counts as settled, so it is never relaxed into (the
      // searches then set the start's parity 0 in case it is listed too).
      dist[li] = BLOCKED_DIST;
      if (parities === 2) dist[li + n] = BLOCKED_DIST;
    }
  if (q.noEndCells)
    for (let i = 0; i < q.noEndCells.length; i++) {
      const li = toLocal(win, q.noEndCells[i]!);
      if (li >= 0) flags[li]! |= 2;
    }
  const diag0 = euclid ? EUCLID_DIAGONAL_UNITS : 1;
  const diag1 = euclid ? EUCLID_DIAGONAL_UNITS : rule === 'alternate' ? 2 : 1;
  const maxStepUnits = (maxEnterCostAp(g) * 2 + maxEdgeCostAp(g)) * unitsPerAp;
  const ringSize = Math.min(maxStepUnits, budgetUnits) + 1;
  scratch.out(n);
  const outCells = scratch.outCells;
  const outCosts = scratch.outCosts;
  const outCount = search(
    g.enterCostAp,
    g.blockedDirs,
    g.edgeCostAp,
    dist,
    prev,
    flags,
    lOff,
    gOff,
    outCells,
    outCosts,
    W,
    win.ww,
    c0,
    r0,
    n,
    parities,
    unitsPerAp,
    diag0,
    diag1,
    budgetUnits,
    ringSize,
    uniformT,
    startLocal,
    euclid,
    q.goalIndex ?? -1,
    scratch,
  );
  return new Result(g, win, rule, parities, dist, flags, lOff, startLocal0, outCells.slice(0, outCount), outCosts.slice(0, outCount));
}

/**
 * Dial's algorithm: a ring of linked lists of queued states per cost; every
 * queued cost lies within [k, k + maxStep], so a ring of maxStep+1 suffices.
 * The lists live in the caller's scratch, reused across calls. Kept free of
 * closures so V8 keeps its locals in registers. Returns the number of cells written to outCells.
 */
function search(
  enter: Uint8Array | Uint16Array,
  blockedDirs: Uint8Array,
  edge: Uint8Array | null,
  dist: Int32Array,
  prev: Int32Array,
  flags: Uint8Array,
  lOff: Int32Array,
  gOff: Int32Array,
  outCells: Int32Array,
  outCosts: Int32Array,
  W: number,
  ww: number,
  c0: number,
  r0: number,
  n: number,
  parities: number,
  unitsPerAp: number,
  diag0: number,
  diag1: number,
  budgetUnits: number,
  ringSize: number,
  uniformT: number,
  startLocal: number,
  euclid: boolean,
  goalGi: number,
  scratch: ReachScratch,
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
            scratch.growNodes(cap * 2, nodes);
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

class Result implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'dial';
  constructor(
    private readonly g: SquareGraph,
    private readonly win: Window,
    private readonly rule: DiagonalRule,
    private readonly parities: number,
    private readonly dist: Int32Array,
    private readonly flags: Uint8Array,
    private readonly lOff: Int32Array,
    private readonly startLocal: number,
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

  /**
   * Walks back along settled costs: the predecessor is the first direction
   * (SQUARE_DIRS order) whose settled state plus its step equals the state's
   * cost, the tie rule of the level-list searches (./squareParitySearch), so
   * a move planned with any budget follows the path its preview showed.
   */
  pathTo(gi: number): number[] | null {
    let s = this.bestState(gi);
    if (s < 0) return null;
    const { n, ww, W, c0, r0, r1 } = this.win;
    const wh = r1 - r0 + 1;
    const { dist, flags, lOff, g, rule, startLocal } = this;
    const flip = this.parities === 2 ? 1 : 0;
    const out: number[] = [gi];
    while (s !== startLocal) {
      const k = -dist[s]! - 1;
      const li = s % n,
        p = s >= n ? 1 : 0;
      const lr = (li / ww) | 0,
        lc = li - lr * ww;
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const pc = lc - dc,
          pr = lr - dr;
        if (pc < 0 || pr < 0 || pc >= ww || pr >= wh) continue;
        const pp = d < 4 ? p : p ^ flip;
        const ps = li - lOff[d]! + pp * n;
        const pd = dist[ps]!;
        if (pd >= 0 || pd === BLOCKED_DIST || ((flags[li - lOff[d]!]! & 1) !== 0 && ps !== startLocal)) continue;
        const step = squareStepUnits(g, rule, (r0 + pr) * W + c0 + pc, d, pp as 0 | 1);
        if (step !== null && -pd - 1 + step === k) found = ps;
      }
      if (found < 0) throw new Error(`reach: no predecessor for state ${s} at ${k} units`);
      s = found;
      const pl = s % n,
        plr = (pl / ww) | 0;
      out.push((r0 + plr) * W + c0 + (pl - plr * ww));
    }
    return out.reverse();
  }
}
