// Square reach on terrain of one cost t (G-MOVE-2 'alternate') without the
// diagonal-parity dimension. A move with o straight and d diagonal steps and
// edge costs E costs t*(o + d + floor(d/2)) + E. When E is a multiple of t
// that is t*floor(Y/2) with Y = 2o + 3d + 2E/t ("half units"), and floor is
// monotone, so the cheapest move to a cell is t*floor(min Y / 2): a plain
// cell Dijkstra with steps 2 (straight), 3 (diagonal), +2E/t (low wall)
// gives exactly the costs of the (cell, parity) search, and a path of
// minimal Y is a cheapest path. Mixed terrain breaks this (a diagonal into
// mud costs 2 or 4 by its place in the move), so it keeps the parity search.
// Y steps are >= 2, so the queue is a ring of level lists (Dial): a level
// receives no entries while it is being read.
import { SQUARE_DIRS } from '../grid/square';
import { toLocal, type SquareGraph, type SquareReachResult, type Window } from './squareTypes';

export const HALF_BLOCKED = 255;
/** Largest half-unit step the level ring takes (a low wall +2 AP at t = 1 gives 3 + 4 = 7). */
const MAX_HALF_STEP = 31;

interface HalfTable {
  /** Half units of the step (cell*8 + dir); HALF_BLOCKED = not allowed (wall, corner, map edge, impassable). */
  step: Uint8Array;
  maxStep: number;
}
const halfCache = new WeakMap<SquareGraph, Map<number, HalfTable | null>>();

/**
 * The half-unit step table of a graph for windows of terrain cost t, built
 * once per graph and t; null when some edge cost is not a multiple of t or a
 * step is too large for the level ring (the parity search handles those).
 */
export function halfTable(g: SquareGraph, t: number): HalfTable | null {
  let perT = halfCache.get(g);
  if (perT === undefined) halfCache.set(g, (perT = new Map()));
  let tab = perT.get(t);
  if (tab !== undefined) return tab;
  const W = g.widthCells, N = W * g.heightCells;
  const step = new Uint8Array(N * 8).fill(HALF_BLOCKED);
  let maxStep = 3;
  tab = { step, maxStep };
  outer: for (let i = 0; i < N; i++) {
    const mask = g.blockedDirs[i]!;
    for (let d = 0; d < 8; d++) {
      if ((mask >> d) & 1) continue;
      const [dc, dr] = SQUARE_DIRS[d]!;
      if (g.enterCostAp[i + dr * W + dc]! === 0) continue;
      const extra = g.edgeCostAp === null ? 0 : g.edgeCostAp[i * 8 + d]!;
      const v = (d < 4 ? 2 : 3) + (2 * extra) / t;
      if (!Number.isInteger(v) || v > MAX_HALF_STEP) {
        tab = null;
        break outer;
      }
      step[i * 8 + d] = v;
      if (v > maxStep) maxStep = v;
    }
  }
  if (tab !== null) tab.maxStep = maxStep;
  perT.set(t, tab);
  return tab;
}

/**
 * Level lists (local index, map index) per ring slot, reused across calls;
 * grown, never shrunk. `count` is never replaced (the ring is at most 32).
 */
const levels = { cap: 256, ring: 0, list: new Int32Array(0), count: new Int32Array(2 * (MAX_HALF_STEP + 1)) };
function ensureLevels(ring: number, cap: number): void {
  if (levels.ring >= ring && levels.cap >= cap) return;
  const r = Math.max(ring, levels.ring), c = Math.max(cap, levels.cap);
  const list = new Int32Array(r * c * 2);
  for (let b = 0; b < levels.ring; b++) list.set(levels.list.subarray(b * levels.cap * 2, b * levels.cap * 2 + levels.count[b]! * 2), b * c * 2);
  levels.list = list;
  levels.ring = r;
  levels.cap = c;
}

/**
 * Cell Dijkstra in half units over the window. dist holds Y+1 (0 = unseen;
 * 1 for cells of another side, so they are never relaxed into). Returns the
 * number of cells written to outCells (costs in AP to outCosts).
 */
export function searchHalf(
  step: Uint8Array, maxStep: number, dist: Int32Array, flags: Uint8Array, lOff: Int32Array, gOff: Int32Array,
  outCells: Int32Array, outCosts: Int32Array,
  maxY: number, t: number, startLocal: number, startGi: number, goalGi: number,
): number {
  let ring = 4;
  while (ring <= maxStep) ring *= 2;
  const mask = ring - 1;
  ensureLevels(ring, levels.cap);
  levels.count.fill(0);
  let list = levels.list;
  let cap = levels.cap;
  const count = levels.count;
  const o0 = lOff[0]!, o1 = lOff[1]!, o2 = lOff[2]!, o3 = lOff[3]!, o4 = lOff[4]!, o5 = lOff[5]!, o6 = lOff[6]!, o7 = lOff[7]!;
  const g0 = gOff[0]!, g1 = gOff[1]!, g2 = gOff[2]!, g3 = gOff[3]!, g4 = gOff[4]!, g5 = gOff[5]!, g6 = gOff[6]!, g7 = gOff[7]!;
  dist[startLocal] = 1;
  list[0] = startLocal;
  list[1] = startGi;
  count[0] = 1;
  let pending = 1;
  let outCount = 0;
  for (let k = 0; k <= maxY && pending > 0; k++) {
    const b = k & mask;
    const cnt = count[b]!;
    if (cnt === 0) continue;
    pending -= cnt;
    const ap = t * (k >> 1);
    const want = k + 1;
    for (let e = 0; e < cnt; e++) {
      const at = (b * cap + e) * 2;
      const li = list[at]!;
      if (dist[li] !== want) continue;
      const gi = list[at + 1]!;
      const f = flags[li]!;
      if ((f & 6) === 0 || li === startLocal) {
        flags[li] = f | 4;
        outCells[outCount] = gi;
        outCosts[outCount++] = ap;
        if (gi === goalGi) return outCount;
      }
      // Room for 8 entries in every slot before relaxing, so the unrolled
      // relaxations below need no capacity test.
      if (pending + 8 > cap) {
        ensureLevels(ring, cap * 2);
        list = levels.list;
        cap = levels.cap;
      }
      const sb = gi * 8;
      // The 8 neighbours unrolled (V8 does not unroll the loop); one pattern.
      let s = step[sb]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o0, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g0;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 1]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o1, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g1;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 2]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o2, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g2;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 3]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o3, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g3;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 4]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o4, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g4;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 5]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o5, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g5;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 6]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o6, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g6;
          count[bb] = c + 1;
          pending++;
        }
      }
      s = step[sb + 7]!;
      if (s !== HALF_BLOCKED) {
        const ns = li + o7, nu = k + s, old = dist[ns]!;
        if (nu <= maxY && (old === 0 || old > nu + 1)) {
          dist[ns] = nu + 1;
          const bb = nu & mask, c = count[bb]!, w = (bb * cap + c) * 2;
          list[w] = ns;
          list[w + 1] = gi + g7;
          count[bb] = c + 1;
          pending++;
        }
      }
    }
    // Cleared only now: a ring growth above copies this level's list too.
    count[b] = 0;
  }
  return outCount;
}

/** Result of searchHalf: costs are t*floor(Y/2); paths walk back along settled Y. */
export class HalfResult implements SquareReachResult {
  readonly widthCells: number;
  constructor(
    private readonly win: Window,
    private readonly t: number,
    private readonly dist: Int32Array,
    private readonly flags: Uint8Array,
    private readonly step: Uint8Array,
    private readonly lOff: Int32Array,
    private readonly gOff: Int32Array,
    private readonly startLocal: number,
    readonly cells: Int32Array,
    readonly apCosts: Int32Array,
  ) {
    this.widthCells = win.W;
  }

  private local(gi: number): number {
    const li = toLocal(this.win, gi);
    return li < 0 || (this.flags[li]! & 4) === 0 ? -1 : li;
  }

  apCostAt(gi: number): number {
    const li = this.local(gi);
    return li < 0 ? -1 : this.t * ((this.dist[li]! - 1) >> 1);
  }

  /**
   * A predecessor of a cell at Y is a settled neighbour whose Y plus the step
   * equals it; every settled Y was set that way, so the walk reaches the start.
   */
  pathTo(gi: number): number[] | null {
    let li = this.local(gi);
    if (li < 0) return null;
    const { ww, r0, r1 } = this.win;
    const wh = r1 - r0 + 1;
    const { dist, flags, step, lOff, gOff, startLocal } = this;
    const out: number[] = [gi];
    while (li !== startLocal) {
      const y = dist[li]! - 1;
      const lr = (li / ww) | 0;
      const lc = li - lr * ww;
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const pc = lc - dc, pr = lr - dr;
        if (pc < 0 || pr < 0 || pc >= ww || pr >= wh) continue;
        const pl = li - lOff[d]!;
        const pd = dist[pl]!;
        if (pd === 0 || (pl !== startLocal && (flags[pl]! & 1) !== 0)) continue;
        const s = step[(gi - gOff[d]!) * 8 + d]!;
        if (s !== HALF_BLOCKED && pd - 1 + s === y) found = d;
      }
      if (found < 0) throw new Error(`reach: no predecessor for cell ${gi} at ${y} half units`);
      li -= lOff[found]!;
      gi -= gOff[found]!;
      out.push(gi);
    }
    return out.reverse();
  }
}
