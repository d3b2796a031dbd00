// Shared shapes of the square reach kernel (./squareKernel) and its
// open-ground fast path (./openGround).
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
  /** Stop as soon as this cell index is settled (planMove); other cells may then be missing. */
  goalIndex?: number;
}

export const EUCLID_UNITS_PER_AP = 1000;
export const EUCLID_DIAGONAL_UNITS = 1414;

/**
 * Which path answered a square reach query (./squareKernel): analytic open
 * ground, the same repaired behind other sides' figures, the half-unit cell
 * search, the level-list (cell, diagonal parity) search, the general Dial
 * search on the graph, and the reference search (./squareReference).
 */
export type SquareReachMethod = 'open' | 'shadow' | 'half' | 'parity' | 'dial' | 'reference';

export interface SquareReachResult {
  readonly widthCells: number;
  readonly method: SquareReachMethod;
  /** Cell indices the move can end on, the start first; the searches list the rest by increasing cost, the open-ground fill by rows. */
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

/** The search window (clipped to the map) in map coordinates. */
export interface Window {
  W: number;
  c0: number;
  r0: number;
  c1: number;
  r1: number;
  ww: number;
  n: number;
}

/** Window-local index of a map cell index, or -1 when the cell lies outside the search window */
export function toLocal(w: Window, gi: number): number {
  const c = gi % w.W;
  const r = (gi - c) / w.W;
  return c < w.c0 || c > w.c1 || r < w.r0 || r > w.r1 ? -1 : (r - w.r0) * w.ww + (c - w.c0);
}
