// The reference square reach search, and the one statement of the square
// step rule (G-MOVE-2 diagonals, G-MOVE-3 walls, corners and figures,
// G-ACT-1 edge costs). It is the generic (cell, diagonal parity) Dijkstra of
// ./reach over squareStepUnits: slow, but plainly right. Every fast path of
// ./squareKernel is property-tested against it cell by cell
// (./squarePaths.test.ts), and reachSquare falls back to it for a diagonal
// rule no fast path knows, so a new movement rule works as soon as it is
// written here (see ./README.md).
import { SQUARE_DIRS } from '../grid/square';
import type { Cell, DiagonalRule } from '../grid/types';
import { reach, type DiagonalParity, type ReachEntry } from './reach';
import { EUCLID_DIAGONAL_UNITS, EUCLID_UNITS_PER_AP, unitsToAp, type SquareGraph, type SquareReachQuery, type SquareReachResult } from './squareTypes';

/**
 * Cost units of the step from cell index `from` in direction d (SQUARE_DIRS)
 * when the move's next diagonal has parity p; null = not allowed. Units are
 * whole AP, or 1/1000 AP under 'euclidean' (a move's total is rounded once, unitsToAp).
 */
export function squareStepUnits(g: SquareGraph, rule: DiagonalRule, from: number, d: number, parity: DiagonalParity): number | null {
  // Walls, closed doors, corner cutting and the map edge (G-MOVE-3) are folded into blockedDirs.
  if ((g.blockedDirs[from]! >> d) & 1) return null;
  const [dc, dr] = SQUARE_DIRS[d]!;
  const terrainAp = g.enterCostAp[from + dr * g.widthCells + dc]!;
  if (terrainAp === 0) return null;
  const unit = rule === 'euclidean' ? EUCLID_UNITS_PER_AP : 1;
  // Low walls, fences, window sills: +AP for crossing (G-ACT-1).
  const edgeUnits = (g.edgeCostAp === null ? 0 : g.edgeCostAp[from * 8 + d]!) * unit;
  if (d < 4) return terrainAp * unit + edgeUnits;
  // G-MOVE-2: 'alternate' = every 2nd diagonal of a move costs double; 'euclidean' = √2 per diagonal.
  const diagonal = rule === 'euclidean' ? EUCLID_DIAGONAL_UNITS : rule === 'alternate' && parity === 1 ? 2 : 1;
  return terrainAp * diagonal + edgeUnits;
}

/** Whether the step in direction d moves the diagonal parity on (only 'alternate' counts diagonals). */
export function flipsParity(rule: DiagonalRule, d: number): boolean {
  return rule === 'alternate' && d >= 4;
}

/** Reach by the reference search; ignores goalIndex (it always reaches every cell in the budget). */
export function reachSquareReference(g: SquareGraph, q: SquareReachQuery): SquareReachResult {
  const W = g.widthCells;
  const at = (c: Cell) => c.r * W + c.c;
  const blocked = new Set(Array.from(q.blockedCells ?? []));
  const noEnd = new Set(Array.from(q.noEndCells ?? []));
  const dirOf = (a: Cell, b: Cell) => SQUARE_DIRS.findIndex(([dc, dr]) => a.c + dc === b.c && a.r + dr === b.r);
  const entries = reach({
    start: { c: q.startIndex % W, r: Math.floor(q.startIndex / W) },
    budgetAp: q.budgetAp,
    neighbours: (c) => SQUARE_DIRS.map(([dc, dr]) => ({ c: c.c + dc, r: c.r + dr })).filter((n) => n.c >= 0 && n.r >= 0 && n.c < W && n.r < g.heightCells),
    stepCost: (a, b, p) => (blocked.has(at(b)) ? null : squareStepUnits(g, q.diagonalRule, at(a), dirOf(a, b), p)),
    isDiagonal: (a, b) => flipsParity(q.diagonalRule, dirOf(a, b)),
    canEndOn: (c) => !noEnd.has(at(c)),
    totalToAp: (units) => unitsToAp(q.diagonalRule, units),
  });
  return new ReferenceResult(W, [...entries.values()]);
}

class ReferenceResult implements SquareReachResult {
  readonly method = 'reference';
  readonly cells: Int32Array;
  readonly apCosts: Int32Array;
  private readonly byIndex = new Map<number, ReachEntry>();
  constructor(
    readonly widthCells: number,
    entries: ReachEntry[],
  ) {
    const at = (c: Cell) => c.r * widthCells + c.c;
    this.cells = Int32Array.from(entries, (e) => at(e.cell));
    this.apCosts = Int32Array.from(entries, (e) => e.apCost);
    for (const e of entries) this.byIndex.set(at(e.cell), e);
  }
  apCostAt(cellIndex: number): number {
    return this.byIndex.get(cellIndex)?.apCost ?? -1;
  }
  pathTo(cellIndex: number): number[] | null {
    const e = this.byIndex.get(cellIndex);
    return e ? e.path.map((c) => c.r * this.widthCells + c.c) : null;
  }
}
