// Square reach on mixed terrain (G-MOVE-2 'alternate'): Dijkstra over
// states (cell, diagonal parity). A diagonal into mud costs 2 or 4 AP by its
// place in the move, and a move that arrives with the cheaper cost may lose
// later (2 then 4 beats 4 then 2 only in one order), so neither parity of a
// cell dominates the other and both are searched. The queue is a ring of
// level lists (every step costs >= 1 AP), the two parities of a cell sit
// side by side (state = cell*2 + parity, one cache line), and each state
// relaxes its steps (unrolled, below) from the per-graph byte tables of
// ./squareStepTables (walls, terrain and edge costs folded).
import { SQUARE_DIRS } from '../grid/square';
import { BLOCKED_STEP } from './squareStepTables';
import type { LevelLists, ReachScratch } from './squareScratch';
import { diagonalSkipTable, NO_SKIP } from './squareParityDominance';
import { toLocal, type SquareReachQuery, type SquareReachResult, type Window } from './squareTypes';

/** F_FULL: beside the start or another side's figure, relax every step (./squareParityDominance). */
const F_BLOCKED = 1,
  F_NO_END = 2,
  F_REPORTED = 4,
  F_FULL = 8;

/** Sets F_FULL on the cell and its 8 neighbours inside the window. */
function markFull(win: Window, flags: Uint8Array, gi: number): void {
  const li = toLocal(win, gi);
  if (li < 0) return;
  const ww = win.ww,
    wh = win.r1 - win.r0 + 1,
    lr = (li / ww) | 0,
    lc = li - lr * ww;
  for (let r = Math.max(0, lr - 1); r <= Math.min(wh - 1, lr + 1); r++) {
    for (let c = Math.max(0, lc - 1); c <= Math.min(ww - 1, lc + 1); c++) flags[r * ww + c]! |= F_FULL;
  }
}

/** Reach on the folded step tables (cost01), both parities; costs in AP (budget < 0xfff0, dist holds cost+1 in 16 bits). */
export function reachParity(
  q: SquareReachQuery,
  win: Window,
  cost01: Uint8Array,
  maxStep: number,
  budget: number,
  startLocal: number,
  lOff: Int32Array,
  gOff: Int32Array,
  scratch: ReachScratch,
): SquareReachResult {
  const n = win.n;
  if (win.ww !== win.W) throw new Error('reachParity: the window must span full map rows');
  // cost+1 per state (0 = unseen); cells of another side hold 1 ("settled at 0") in both parities.
  const dist = new Uint16Array(n * 2);
  const flags = new Uint8Array(n);
  if (q.blockedCells)
    for (let i = 0; i < q.blockedCells.length; i++) {
      const li = toLocal(win, q.blockedCells[i]!);
      if (li < 0) continue;
      flags[li]! |= F_BLOCKED;
      dist[li * 2] = dist[li * 2 + 1] = 1;
      markFull(win, flags, q.blockedCells[i]!);
    }
  markFull(win, flags, q.startIndex);
  if (q.noEndCells)
    for (let i = 0; i < q.noEndCells.length; i++) {
      const li = toLocal(win, q.noEndCells[i]!);
      if (li >= 0) flags[li]! |= F_NO_END;
    }
  scratch.out(n);
  let ring = 4;
  while (ring <= maxStep) ring *= 2;
  const skip = diagonalSkipTable(cost01, win.W);
  const count = searchParity(
    cost01,
    skip,
    dist,
    flags,
    lOff,
    gOff,
    scratch.outCells,
    scratch.outCosts,
    budget,
    ring,
    startLocal,
    q.startIndex,
    q.goalIndex ?? -1,
    scratch.paritySkipLoosenAp,
    scratch.parityLevels,
  );
  return new ParityResult(win, dist, flags, cost01, lOff, gOff, startLocal, scratch.outCells.slice(0, count), scratch.outCosts.slice(0, count));
}

function searchParity(
  cost01: Uint8Array,
  skip: Int8Array,
  dist: Uint16Array,
  flags: Uint8Array,
  lOff: Int32Array,
  gOff: Int32Array,
  outCells: Int32Array,
  outCosts: Int32Array,
  budget: number,
  ring: number,
  startLocal: number,
  startGi: number,
  goalGi: number,
  loosen: number,
  levels: LevelLists,
): number {
  const mask = ring - 1;
  levels.ensure(ring, levels.cap);
  levels.count.fill(0);
  let list = levels.list;
  let cap = levels.cap;
  const count = levels.count;
  // Offsets between states (cell*2 + parity) of neighbouring cells.
  const o0 = lOff[0]! * 2,
    o1 = lOff[1]! * 2,
    o2 = lOff[2]! * 2,
    o3 = lOff[3]! * 2,
    o4 = lOff[4]! * 2,
    o5 = lOff[5]! * 2,
    o6 = lOff[6]! * 2,
    o7 = lOff[7]! * 2;
  const s0 = startLocal * 2;
  dist[s0] = 1;
  list[0] = s0;
  // Windows of full map rows: the map index is the local one plus a constant.
  const giBase = startGi - startLocal;
  count[0] = 1;
  let pending = 1;
  let outCount = 0;
  for (let k = 0; k <= budget && pending > 0; k++) {
    const b = k & mask;
    const cnt = count[b]!;
    if (cnt === 0) continue;
    pending -= cnt;
    const want = k + 1;
    for (let e = 0; e < cnt; e++) {
      const s = list[b * cap + e]!;
      if (dist[s] !== want) continue;
      const li = s >> 1,
        p = s & 1;
      const gi = li + giBase;
      const f = flags[li]!;
      // The first settled parity of a cell is its cheapest arrival.
      if ((f & F_REPORTED) === 0 && ((f & F_NO_END) === 0 || s === s0)) {
        flags[li] = f | F_REPORTED;
        outCells[outCount] = gi;
        outCosts[outCount++] = k;
        if (gi === goalGi) return outCount;
      }
      if (pending + 8 > cap) {
        levels.ensure(ring, cap * 2);
        list = levels.list;
        cap = levels.cap;
      }
      // The twin (same cell, other parity) covers the diagonals by straight Ls (./squareParityDominance).
      const tw = dist[s ^ 1]!;
      const margin = skip[gi * 2 + p]!;
      const allDirs = tw === 0 || (f & F_FULL) !== 0 || margin === NO_SKIP || want - tw + loosen < margin;
      const table = cost01;
      const base = gi * 16 + p * 8;
      // A straight step keeps the parity, a diagonal flips it. The 8
      // neighbours unrolled: the same search as one loop over the directions
      // measured 1.4x the time at 30 AP and 1.2x at 100 AP (walled + 8% mud,
      // interleaved, 3 rounds), as V8 does not unroll it.
      const sp = s,
        sq = s ^ 1;
      let step: number;
      step = table[base + 0]!;
      if (step !== BLOCKED_STEP) {
        const ns = sp + o0,
          nu = k + step,
          old = dist[ns]!;
        if (nu <= budget && (old - 1) >>> 0 > nu) {
          dist[ns] = nu + 1;
          const bb = nu & mask,
            c = count[bb]!;
          list[bb * cap + c] = ns;
          count[bb] = c + 1;
          pending++;
        }
      }
      step = table[base + 1]!;
      if (step !== BLOCKED_STEP) {
        const ns = sp + o1,
          nu = k + step,
          old = dist[ns]!;
        if (nu <= budget && (old - 1) >>> 0 > nu) {
          dist[ns] = nu + 1;
          const bb = nu & mask,
            c = count[bb]!;
          list[bb * cap + c] = ns;
          count[bb] = c + 1;
          pending++;
        }
      }
      step = table[base + 2]!;
      if (step !== BLOCKED_STEP) {
        const ns = sp + o2,
          nu = k + step,
          old = dist[ns]!;
        if (nu <= budget && (old - 1) >>> 0 > nu) {
          dist[ns] = nu + 1;
          const bb = nu & mask,
            c = count[bb]!;
          list[bb * cap + c] = ns;
          count[bb] = c + 1;
          pending++;
        }
      }
      step = table[base + 3]!;
      if (step !== BLOCKED_STEP) {
        const ns = sp + o3,
          nu = k + step,
          old = dist[ns]!;
        if (nu <= budget && (old - 1) >>> 0 > nu) {
          dist[ns] = nu + 1;
          const bb = nu & mask,
            c = count[bb]!;
          list[bb * cap + c] = ns;
          count[bb] = c + 1;
          pending++;
        }
      }
      if (allDirs) {
        step = table[base + 4]!;
        if (step !== BLOCKED_STEP) {
          const ns = sq + o4,
            nu = k + step,
            old = dist[ns]!;
          if (nu <= budget && (old - 1) >>> 0 > nu) {
            dist[ns] = nu + 1;
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        }
        step = table[base + 5]!;
        if (step !== BLOCKED_STEP) {
          const ns = sq + o5,
            nu = k + step,
            old = dist[ns]!;
          if (nu <= budget && (old - 1) >>> 0 > nu) {
            dist[ns] = nu + 1;
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        }
        step = table[base + 6]!;
        if (step !== BLOCKED_STEP) {
          const ns = sq + o6,
            nu = k + step,
            old = dist[ns]!;
          if (nu <= budget && (old - 1) >>> 0 > nu) {
            dist[ns] = nu + 1;
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        }
        step = table[base + 7]!;
        if (step !== BLOCKED_STEP) {
          const ns = sq + o7,
            nu = k + step,
            old = dist[ns]!;
          if (nu <= budget && (old - 1) >>> 0 > nu) {
            dist[ns] = nu + 1;
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        }
      }
    }
    // Cleared only now: a ring growth above copies this level's list too.
    count[b] = 0;
  }
  return outCount;
}

class ParityResult implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'parity';
  constructor(
    private readonly win: Window,
    private readonly dist: Uint16Array,
    private readonly flags: Uint8Array,
    private readonly cost01: Uint8Array,
    private readonly lOff: Int32Array,
    private readonly gOff: Int32Array,
    private readonly startLocal: number,
    readonly cells: Int32Array,
    readonly apCosts: Int32Array,
  ) {
    this.widthCells = win.W;
  }

  /** The cheaper settled parity state of a reported cell, or -1. Unsettled states (goal stop) are dearer than any settled one. */
  private bestState(gi: number): number {
    const li = toLocal(this.win, gi);
    if (li < 0 || (this.flags[li]! & F_REPORTED) === 0) return -1;
    const a = this.dist[li * 2]!,
      b = this.dist[li * 2 + 1]!;
    return a !== 0 && (b === 0 || a <= b) ? li * 2 : li * 2 + 1;
  }

  apCostAt(gi: number): number {
    const s = this.bestState(gi);
    return s < 0 ? -1 : this.dist[s]! - 1;
  }

  /** Walks back along settled costs: a predecessor state plus its step cost equals the state's cost. */
  pathTo(gi: number): number[] | null {
    let s = this.bestState(gi);
    if (s < 0) return null;
    const { ww, r0, r1 } = this.win;
    const wh = r1 - r0 + 1;
    const { dist, flags, cost01, lOff, gOff, startLocal } = this;
    const out: number[] = [gi];
    while (s >> 1 !== startLocal || (s & 1) !== 0) {
      const k = dist[s]! - 1;
      const li = s >> 1,
        p = s & 1;
      const lr = (li / ww) | 0,
        lc = li - lr * ww;
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const pc = lc - dc,
          pr = lr - dr;
        if (pc < 0 || pr < 0 || pc >= ww || pr >= wh) continue;
        const pl = li - lOff[d]!;
        const pp = d < 4 ? p : p ^ 1;
        const pd = dist[pl * 2 + pp]!;
        if (pd === 0 || (pl !== startLocal && (flags[pl]! & F_BLOCKED) !== 0) || (pl === startLocal && pp === 1)) continue;
        const step = cost01[(gi - gOff[d]!) * 16 + pp * 8 + d]!;
        if (step !== BLOCKED_STEP && pd - 1 + step === k) found = d;
      }
      if (found < 0) throw new Error(`reach: no predecessor for cell ${gi} at ${k} AP`);
      const pp = found < 4 ? p : p ^ 1;
      s = (li - lOff[found]!) * 2 + pp;
      gi -= gOff[found]!;
      out.push(gi);
    }
    return out.reverse();
  }
}
