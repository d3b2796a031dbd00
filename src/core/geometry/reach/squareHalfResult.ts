// Result of the half-unit reach search (./squareHalfSearch).
import { SQUARE_DIRS } from '../grid/square';
import { COST, F_BLOCKED, F_RELAX_ALL, F_NO_END, searchHalf } from './squareHalfSearch';
import { HALF_BLOCKED, type HalfTable } from './squareHalfTables';
import type { ReachScratch } from './squareScratch';
import { toLocal, type SquareReachQuery, type SquareReachResult, type Window } from './squareTypes';

/** Reach on a uniform-terrain window by the half-unit search; maxY = 2*floor(budget/t) + 1. */
export function reachHalf(q: SquareReachQuery, win: Window, tab: HalfTable, t: number, maxY: number, startLocal: number, lOff: Int32Array, scratch: ReachScratch): SquareReachResult {
  const n = win.n,
    ww = win.ww,
    wh = win.r1 - win.r0 + 1;
  const { step, maxStep, cellBits, succ: succTab } = tab;
  if (ww !== win.W) throw new Error('reachHalf: the window must span full map rows');
  const state = tab.stateInit.slice(win.r0 * ww, win.r0 * ww + n);
  if (q.blockedCells)
    for (let i = 0; i < q.blockedCells.length; i++) {
      const li = toLocal(win, q.blockedCells[i]!);
      if (li < 0) continue;
      state[li] = (state[li]! & ~COST) | F_BLOCKED | 1; // "settled at 0": never relaxed into, never reported
      // Its 3x3 block is not plain: no canonical pruning there.
      const lr = (li / ww) | 0,
        lc = li - lr * ww;
      for (let r = Math.max(0, lr - 1); r <= Math.min(wh - 1, lr + 1); r++) {
        for (let c = Math.max(0, lc - 1); c <= Math.min(ww - 1, lc + 1); c++) state[r * ww + c]! |= F_RELAX_ALL;
      }
    }
  if (q.noEndCells)
    for (let i = 0; i < q.noEndCells.length; i++) {
      const li = toLocal(win, q.noEndCells[i]!);
      if (li >= 0) state[li]! |= F_NO_END;
    }
  scratch.out(n);
  const [count, settledY] = searchHalf(step, maxStep, cellBits, succTab, state, lOff, scratch.outCells, scratch.outCosts, maxY, t, startLocal, q.startIndex, q.goalIndex ?? -1, scratch.halfLevels);
  return new HalfResult(win, t, state, settledY, step, lOff, lOff, startLocal, scratch.outCells.slice(0, count), scratch.outCosts.slice(0, count));
}

/** Result of searchHalf: costs are t*floor(Y/2); paths walk back along settled Y. */
export class HalfResult implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'half';
  constructor(
    private readonly win: Window,
    private readonly t: number,
    private readonly state: Int32Array,
    /** Costs (half units) up to this are final. */
    private readonly settledY: number,
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
    if (li < 0) return -1;
    const st = this.state[li]!,
      c = st & COST;
    if (c === 0 || c - 1 > this.settledY) return -1;
    return li === this.startLocal || (st & (F_BLOCKED | F_NO_END)) === 0 ? li : -1;
  }

  apCostAt(gi: number): number {
    const li = this.local(gi);
    return li < 0 ? -1 : this.t * (((this.state[li]! & COST) - 1) >> 1);
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
    const { state, step, lOff, gOff, startLocal } = this;
    const out: number[] = [gi];
    while (li !== startLocal) {
      const y = (state[li]! & COST) - 1;
      const lr = (li / ww) | 0;
      const lc = li - lr * ww;
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const pc = lc - dc,
          pr = lr - dr;
        if (pc < 0 || pr < 0 || pc >= ww || pr >= wh) continue;
        const pl = li - lOff[d]!;
        const ps = state[pl]!,
          pd = ps & COST;
        if (pd === 0 || (pl !== startLocal && (ps & F_BLOCKED) !== 0)) continue;
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
