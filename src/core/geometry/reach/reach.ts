// Generic reach flood fill over callbacks (G-MOVE-1, G-MOVE-4): Dijkstra over
// states (cell, diagonalParity). Parity is part of the state because under the
// G-MOVE-2 'alternate' rule the cost of a diagonal depends on how many
// diagonals the move has already taken; two arrivals at one cell with
// different parity are not comparable. Works for any grid (hex: no diagonals).
// The square-grid adapter uses the faster typed-array kernel in ./squareKernel.
import { cellKey, type CellKey } from '../grid/keys';
import type { Cell } from '../grid/types';

/** 0 = the next diagonal is the move's 1st, 3rd, ...; 1 = it is the 2nd, 4th, ... */
export type DiagonalParity = 0 | 1;

export interface ReachProblem {
  start: Cell;
  budgetAp: number;
  neighbours(cell: Cell): Iterable<Cell>;
  /** AP to step from `from` to the adjacent `to` given the parity before the step; null = blocked. */
  stepCost(from: Cell, to: Cell, parity: DiagonalParity): number | null;
  /** Whether the step flips the diagonal parity (square diagonals); default: never (hex). */
  isDiagonal?(from: Cell, to: Cell): boolean;
  /** Whether the move may end on the cell (friendly figures: pass, not end); default: always. */
  canEndOn?(cell: Cell): boolean;
  /**
   * How a path's summed step costs become AP; default identity. The G-MOVE-2
   * 'euclidean' option sums fractional step costs and rounds once per move.
   */
  totalToAp?(total: number): number;
}

export interface ReachEntry {
  cell: Cell;
  apCost: number;
  /** From the start cell to `cell`, both included. */
  path: Cell[];
}

interface State {
  cell: Cell;
  parity: DiagonalParity;
  total: number;
  prev: State | null;
  settled: boolean;
}

/** Binary min-heap on `total`; ties broken by insertion order for determinism. */
class Heap {
  private items: { s: State; total: number; seq: number }[] = [];
  private seq = 0;
  get size(): number {
    return this.items.length;
  }
  push(s: State, total: number): void {
    const items = this.items;
    items.push({ s, total, seq: this.seq++ });
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(items[i]!, items[p]!)) break;
      [items[i], items[p]] = [items[p]!, items[i]!];
      i = p;
    }
  }
  pop(): { s: State; total: number } {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && less(items[l]!, items[m]!)) m = l;
        if (r < items.length && less(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top;
  }
}
const less = (a: { total: number; seq: number }, b: { total: number; seq: number }) => a.total < b.total || (a.total === b.total && a.seq < b.seq);

function pathOf(s: State): Cell[] {
  const out: Cell[] = [];
  for (let x: State | null = s; x; x = x.prev) out.push(x.cell);
  return out.reverse();
}

function search(p: ReachProblem, goal: Cell | null): Map<CellKey, ReachEntry> {
  const toAp = p.totalToAp ?? ((t: number) => t);
  const isDiagonal = p.isDiagonal ?? (() => false);
  const canEndOn = p.canEndOn ?? (() => true);
  const states = new Map<string, State>();
  const out = new Map<CellKey, ReachEntry>();
  const heap = new Heap();
  const start: State = { cell: p.start, parity: 0, total: 0, prev: null, settled: false };
  states.set(cellKey(p.start) + '|0', start);
  heap.push(start, 0);
  const goalKey = goal ? cellKey(goal) : null;
  while (heap.size > 0) {
    const { s, total } = heap.pop();
    if (s.settled || total !== s.total) continue;
    s.settled = true;
    const key = cellKey(s.cell);
    // The first settled parity of a cell is its cheapest arrival.
    if (!out.has(key) && (s.prev === null || canEndOn(s.cell))) {
      out.set(key, { cell: s.cell, apCost: toAp(s.total), path: pathOf(s) });
      if (key === goalKey) return out;
    }
    for (const next of p.neighbours(s.cell)) {
      const step = p.stepCost(s.cell, next, s.parity);
      if (step === null) continue;
      const nt = s.total + step;
      if (toAp(nt) > p.budgetAp) continue;
      const np: DiagonalParity = isDiagonal(s.cell, next) ? ((s.parity ^ 1) as DiagonalParity) : s.parity;
      const nk = cellKey(next) + '|' + np;
      const known = states.get(nk);
      if (known && (known.settled || known.total <= nt)) continue;
      const ns: State = known ?? { cell: next, parity: np, total: nt, prev: s, settled: false };
      ns.total = nt;
      ns.prev = s;
      states.set(nk, ns);
      heap.push(ns, nt);
    }
  }
  return out;
}

/** Every cell the move can end on within the budget, with its cheapest AP cost and path (start included at 0). */
export function reach(p: ReachProblem): Map<CellKey, ReachEntry> {
  return search(p, null);
}

/** The cheapest path to `goal` within the budget, or null when it cannot be reached (or ended on). */
export function cheapestPath(p: ReachProblem & { goal: Cell }): ReachEntry | null {
  return search(p, p.goal).get(cellKey(p.goal)) ?? null;
}
