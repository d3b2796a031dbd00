// Fast square-grid reach (G-MOVE-1..4) on precomputed typed arrays: a bucket
// queue (Dial's algorithm) over states (cell, diagonalParity). Costs are
// integers in "units": 1 unit = 1 AP for 'alternate' and 'chebyshev'; for
// 'euclidean' 1 unit = 1/1000 AP and a diagonal costs 1414 units (√2 to
// 3 places) per terrain AP, and a move's total is rounded to whole AP once.
// The search only allocates a window of radius budget+1 around the start
// (every step costs at least 1 AP), so small budgets stay cheap on big maps.
import { SQUARE_DIRS } from '../grid/square';
import type { DiagonalRule } from '../grid/types';

export interface SquareGraph {
  readonly widthCells: number;
  readonly heightCells: number;
  /** AP to enter each cell (index r*width+c); 0 = impassable. */
  readonly enterCostAp: Uint8Array | Uint16Array;
  /** Bit d set = the step in SQUARE_DIRS[d] from this cell is forbidden (walls, corner cutting, map edge). */
  readonly blockedDirs: Uint8Array;
  /** Extra AP for the step (cell*8 + dir), e.g. +2 for a low wall (G-ACT-1); null = none anywhere. */
  readonly edgeCostAp: Uint8Array | null;
}

export interface SquareReachQuery {
  startIndex: number;
  budgetAp: number;
  diagonalRule: DiagonalRule;
  /** Cells that may not be entered (figures of another side, G-MOVE-3). */
  blockedCells?: ArrayLike<number>;
  /** Cells that may be crossed but not ended on (friendly figures, G-MOVE-3). */
  noEndCells?: ArrayLike<number>;
}

export const EUCLID_UNITS_PER_AP = 1000;
export const EUCLID_DIAGONAL_UNITS = 1414;

export interface SquareReachResult {
  readonly widthCells: number;
  /** Cell indices the move can end on (start first), in order of increasing cost. */
  readonly cells: Int32Array;
  /** AP cost of each entry of `cells`. */
  readonly apCosts: Int32Array;
  /** AP to reach a cell index, or -1 when it cannot be reached or ended on. */
  apCostAt(cellIndex: number): number;
  /** Cell indices from the start to the target (both included), or null. */
  pathTo(cellIndex: number): number[] | null;
}

export function unitsToAp(rule: DiagonalRule, units: number): number {
  return rule === 'euclidean' ? Math.floor((units + EUCLID_UNITS_PER_AP / 2) / EUCLID_UNITS_PER_AP) : units;
}

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

export function reachSquare(g: SquareGraph, q: SquareReachQuery): SquareReachResult {
  const W = g.widthCells;
  const H = g.heightCells;
  const sc = q.startIndex % W;
  const sr = (q.startIndex - sc) / W;
  // Infinity = unbounded (planMove uses it to say how much AP a move would need).
  const budget = Number.isFinite(q.budgetAp) ? Math.max(0, Math.floor(q.budgetAp)) : Math.max(W, H) + 1;
  const unbounded = !Number.isFinite(q.budgetAp);
  const rule = q.diagonalRule;
  const euclid = rule === 'euclidean';
  const parities = rule === 'alternate' ? 2 : 1;
  const unitsPerAp = euclid ? EUCLID_UNITS_PER_AP : 1;
  const budgetUnits = unbounded ? Infinity : euclid ? budget * unitsPerAp + unitsPerAp / 2 - 1 : budget;

  // Local window, clipped to the map.
  const c0 = Math.max(0, sc - budget - 1);
  const r0 = Math.max(0, sr - budget - 1);
  const c1 = Math.min(W - 1, sc + budget + 1);
  const r1 = Math.min(H - 1, sr + budget + 1);
  const ww = c1 - c0 + 1;
  const wh = r1 - r0 + 1;
  const n = ww * wh;
  // dist holds units+1 (0 = unseen); prev holds predecessor state+1.
  const dist = new Int32Array(n * parities);
  const prev = new Int32Array(n * parities);
  const flags = new Uint8Array(n); // 1 blocked, 2 no-end, 4 reported
  const toLocal = (gi: number) => {
    const c = gi % W;
    const r = (gi - c) / W;
    return c < c0 || c > c1 || r < r0 || r > r1 ? -1 : (r - r0) * ww + (c - c0);
  };
  if (q.blockedCells) for (let i = 0; i < q.blockedCells.length; i++) {
    const li = toLocal(q.blockedCells[i]!);
    if (li >= 0) flags[li]! |= 1;
  }
  if (q.noEndCells) for (let i = 0; i < q.noEndCells.length; i++) {
    const li = toLocal(q.noEndCells[i]!);
    if (li >= 0) flags[li]! |= 2;
  }

  const lOff = new Int32Array(8);
  const gOff = new Int32Array(8);
  const diagUnits = [unitsPerAp, unitsPerAp]; // per parity
  if (rule === 'alternate') diagUnits[1] = 2;
  if (euclid) diagUnits[0] = diagUnits[1] = EUCLID_DIAGONAL_UNITS;
  for (let d = 0; d < 8; d++) {
    const [dc, dr] = SQUARE_DIRS[d]!;
    lOff[d] = dr * ww + dc;
    gOff[d] = dr * W + dc;
  }

  // Bucket queue (Dial): a ring of linked lists of queued states per cost;
  // every queued cost lies within [k, k + maxStep], so a ring of maxStep+1 suffices.
  const maxStepUnits = (maxEnterCostAp(g) * 2 + maxEdgeCostAp(g)) * unitsPerAp;
  const ringSize = Math.min(maxStepUnits, euclid ? Infinity : budgetUnits) + 1;
  const head = new Int32Array(ringSize).fill(-1);
  let queued = 0;
  let cap = Math.max(64, n * parities * 2);
  let nodeState = new Int32Array(cap);
  let nodeNext = new Int32Array(cap);
  let nodes = 0;
  const push = (state: number, units: number) => {
    if (nodes === cap) {
      cap *= 2;
      const ns = new Int32Array(cap);
      ns.set(nodeState);
      nodeState = ns;
      const nn = new Int32Array(cap);
      nn.set(nodeNext);
      nodeNext = nn;
    }
    const b = units % ringSize;
    nodeState[nodes] = state;
    nodeNext[nodes] = head[b]!;
    head[b] = nodes++;
    queued++;
  };

  const outCells: number[] = [];
  const outCosts: number[] = [];
  const startLocal = (sr - r0) * ww + (sc - c0);
  dist[startLocal] = 1;
  push(startLocal, 0);
  const enter = g.enterCostAp;
  const blockedDirs = g.blockedDirs;
  const edge = g.edgeCostAp;

  for (let k = 0; k <= budgetUnits && queued > 0; k++) {
    const b = k % ringSize;
    let node = head[b]!;
    head[b] = -1;
    while (node !== -1) {
      const s = nodeState[node]!;
      node = nodeNext[node]!;
      queued--;
      if (dist[s] !== k + 1) continue;
      dist[s] = -(k + 1); // settled (negative keeps the cost)
      const parity = s >= n ? 1 : 0;
      const li = s - parity * n;
      const lr = (li / ww) | 0;
      const gi = (r0 + lr) * W + c0 + (li - lr * ww);
      const f = flags[li]!;
      if ((f & 6) === 0) {
        flags[li] = f | 4;
        outCells.push(gi);
        outCosts.push(euclid ? unitsToAp(rule, k) : k);
      } else if (s === startLocal && (f & 4) === 0) {
        flags[li] = f | 4;
        outCells.push(gi);
        outCosts.push(0);
      }
      const mask = blockedDirs[gi]!;
      for (let d = 0; d < 8; d++) {
        if ((mask >> d) & 1) continue;
        const ngi = gi + gOff[d]!;
        const t = enter[ngi]!;
        if (t === 0) continue;
        const nli = li + lOff[d]!;
        if (flags[nli]! & 1) continue;
        let units: number;
        let np = parity;
        if (d < 4) units = t * unitsPerAp;
        else {
          units = t * diagUnits[parity]!;
          if (parities === 2) np = parity ^ 1;
        }
        if (edge !== null) units += edge[gi * 8 + d]! * unitsPerAp;
        const nu = k + units;
        if (nu > budgetUnits) continue;
        const ns = nli + np * n;
        const old = dist[ns]!;
        if (old < 0 || (old !== 0 && old <= nu + 1)) continue;
        dist[ns] = nu + 1;
        prev[ns] = s + 1;
        push(ns, nu);
      }
    }
  }

  const cells = Int32Array.from(outCells);
  const apCosts = Int32Array.from(outCosts);
  const bestState = (gi: number): number => {
    const li = toLocal(gi);
    if (li < 0) return -1;
    let best = -1;
    let bestUnits = Infinity;
    for (let p = 0; p < parities; p++) {
      const v = dist[li + p * n]!;
      if (v < 0 && -v - 1 < bestUnits) {
        bestUnits = -v - 1;
        best = li + p * n;
      }
    }
    return best;
  };
  const isEndable = (gi: number) => {
    const li = toLocal(gi);
    return li >= 0 && (flags[li]! & 4) !== 0;
  };
  return {
    widthCells: W,
    cells,
    apCosts,
    apCostAt(gi) {
      if (!isEndable(gi)) return -1;
      const s = bestState(gi);
      return s < 0 ? -1 : unitsToAp(rule, -dist[s]! - 1);
    },
    pathTo(gi) {
      if (!isEndable(gi)) return null;
      let s = bestState(gi);
      if (s < 0) return null;
      const out: number[] = [];
      while (s >= 0) {
        const li = s % n;
        const lr = (li / ww) | 0;
        out.push((r0 + lr) * W + c0 + (li - lr * ww));
        s = prev[s]! - 1;
      }
      return out.reverse();
    },
  };
}
