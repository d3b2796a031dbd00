// Square reach on terrain of one cost t (G-MOVE-2 'alternate') without the
// diagonal-parity dimension. A move with o straight and d diagonal steps and
// edge costs E costs t*(o + d + floor(d/2)) + E. When every edge cost is a
// multiple of t, that is t*floor(Y/2) with Y = 2o + 3d + 2E/t ("half
// units"), and floor is monotone, so the cheapest move to a cell costs
// t*floor(min Y / 2): a plain cell Dijkstra with steps 2 (straight), 3
// (diagonal), +2E/t (low wall) gives exactly the costs of the (cell, parity)
// search, and a path of minimal Y is a cheapest path. Mixed terrain breaks
// this (a diagonal into mud costs 2 or 4 by its place in the move), so it
// keeps the parity search (./squareParitySearch).
// Y steps are >= 2, so the queue is a ring of level lists (Dial): a level
// receives no entries while it is being read.
//
// Canonical pruning (./squareHalfSuccessors): each cell records the
// directions it was cheapest reached by (ties OR-ed in) and relaxes only
// the successors the per-graph table keeps for them.
import { S_EDGE, S_PLAIN } from './squareHalfTables';
import type { LevelLists } from './squareScratch';
import { NATURAL } from './squareHalfSuccessors';

/** Per-cell search state, one Int32 so a cell costs one memory access: */
/** bits 0-15 Y+1 (0 = unseen), */
export const COST = 0xffff;
/** bits 16-23 the directions the cell was cheapest reached by, */
export const IN_SHIFT = 16;
/**
 * bits 24-29 flags: blocked (another side's figure: Y+1 = 1, never relaxed into), no-end, relax all (beside a figure,
 * or the start); and the per-graph cell bits copied in by the query (S_PLAIN, S_EDGE), so a pop reads one word.
 */
export const FLAGS = 0x3f000000;
export const F_BLOCKED = 1 << 24,
  F_NO_END = 2 << 24,
  F_RELAX_ALL = 8 << 24;

/**
 * Cell Dijkstra in half units over a window of full map rows, so a local
 * index li and the map index gi differ by a constant (the queue holds li only)
 * and lOff serves both. Writes the cells to outCells (costs in AP to outCosts)
 * and returns [their count, the largest settled Y] (all of maxY, or the goal's Y on a goal stop).
 */
export function searchHalf(
  step: Uint8Array,
  maxStep: number,
  cellBits: Uint16Array,
  succTab: Uint8Array,
  state: Int32Array,
  lOff: Int32Array,
  outCells: Int32Array,
  outCosts: Int32Array,
  maxY: number,
  t: number,
  startLocal: number,
  startGi: number,
  goalGi: number,
  levels: LevelLists,
): [count: number, settledY: number] {
  let ring = 4;
  while (ring <= maxStep) ring *= 2;
  const mask = ring - 1;
  levels.ensure(ring, levels.cap);
  levels.count.fill(0);
  let list = levels.list;
  let cap = levels.cap;
  const count = levels.count;
  // The start is reported even when listed as blocked or no-end, and relaxes every step.
  state[startLocal] = (state[startLocal]! & FLAGS & ~F_BLOCKED & ~F_NO_END) | F_RELAX_ALL | 1;
  list[0] = startLocal;
  const giBase = startGi - startLocal;
  count[0] = 1;
  let pending = 1;
  let outCount = 0;
  for (let k = 0; k <= maxY && pending > 0; k++) {
    const b = k & mask;
    const cnt = count[b]!;
    if (cnt === 0) continue;
    // Room for every entry this level can push (8 per cell) in every slot, so pushes need no capacity test.
    if (pending + 8 * cnt > cap) {
      levels.ensure(ring, Math.max(cap * 2, pending + 8 * cnt));
      list = levels.list;
      cap = levels.cap;
    }
    pending -= cnt;
    const want = k + 1;
    const levelStart = outCount;
    for (let e = 0; e < cnt; e++) {
      const li = list[b * cap + e]!;
      const st = state[li]!;
      if ((st & COST) !== want) continue;
      const gi = li + giBase;
      // Each cell settles once (relaxations only ever lower a cost strictly).
      if ((st & F_NO_END) === 0) {
        outCells[outCount++] = gi;
        if (gi === goalGi) {
          outCosts.fill(t * (k >> 1), levelStart, outCount);
          return [outCount, k];
        }
      }
      // Canonical pruning (see the file head): the successors kept for the
      // directions the cell was cheapest reached by (usually one).
      let succ: number;
      const arrived = (st >>> IN_SHIFT) & 255;
      // The most common case without the loop: plain ground, reached only straight (bits 0-3), no
      // edge cost: the one successor is straight on, 2 half units on.
      if ((st & (F_RELAX_ALL | S_PLAIN | S_EDGE)) === S_PLAIN && arrived < 16 && (arrived & (arrived - 1)) === 0) {
        const d = 31 - Math.clz32(arrived);
        const ns = li + lOff[d]!,
          nu = k + 2,
          old = state[ns]!,
          oy = old & COST;
        if ((oy - 1) >>> 0 > nu) {
          if (nu <= maxY) {
            state[ns] = (old & FLAGS) | (arrived << IN_SHIFT) | (nu + 1);
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        } else if (oy === nu + 1) state[ns] = old | (arrived << IN_SHIFT);
        continue;
      }
      if ((st & F_RELAX_ALL) !== 0) succ = 255 & ~cellBits[gi]!;
      else {
        const tab = (st & S_PLAIN) !== 0 ? NATURAL : succTab;
        const base = (st & S_PLAIN) !== 0 ? 0 : gi * 8;
        if ((arrived & (arrived - 1)) === 0) succ = tab[base + 31 - Math.clz32(arrived)]!;
        else {
          succ = 0;
          for (let a = arrived; a !== 0; a &= a - 1) succ |= tab[base + 31 - Math.clz32(a & -a)]!;
        }
      }
      // Steps cost the plain 2 / 3 half units unless the cell has an edge cost (low wall: read the table).
      const edged = (st & S_EDGE) !== 0;
      // Set bits high to low: one loop, not 8 unpredictable branches.
      let m = succ;
      while (m !== 0) {
        const d = 31 - Math.clz32(m);
        m ^= 1 << d;
        const ns = li + lOff[d]!,
          nu = k + (edged ? step[gi * 8 + d]! : 2 + (d >> 2)),
          old = state[ns]!,
          oy = old & COST;
        // Unseen (0) or dearer: (oy - 1) as unsigned is then above nu. The common case, tested first.
        if ((oy - 1) >>> 0 > nu) {
          if (nu <= maxY) {
            state[ns] = (old & FLAGS) | (65536 << d) | (nu + 1);
            const bb = nu & mask,
              c = count[bb]!;
            list[bb * cap + c] = ns;
            count[bb] = c + 1;
            pending++;
          }
        } else if (oy === nu + 1) state[ns] = old | (65536 << d);
      }
    }
    // The level's cells all cost the same AP.
    outCosts.fill(t * (k >> 1), levelStart, outCount);
    // Cleared only now: a ring growth above copies this level's list too.
    count[b] = 0;
  }
  return [outCount, maxY];
}
