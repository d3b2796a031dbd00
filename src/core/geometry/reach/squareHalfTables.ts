// Per-graph tables of the half-unit reach search (./squareHalfSearch), built
// once per graph and terrain cost t: step costs in half units, and which
// cells may use canonical pruning.
import { SQUARE_DIRS } from '../grid/square';
import type { SquareGraph } from './squareTypes';

export const HALF_BLOCKED = 255;
/** Largest half-unit step the level ring takes (a low wall +2 AP at t = 1 gives 3 + 4 = 7). */
export const MAX_HALF_STEP = 31;

export interface HalfTable {
  /** Half units of the step (cell*8 + dir); HALF_BLOCKED = not allowed (wall, corner, map edge, impassable). */
  step: Uint8Array;
  maxStep: number;
  /**
   * Per cell: bits 0-7 the step in that direction is not allowed;
   * HAS_EDGE_COST some step has an edge cost (read `step`); CLEAN every step
   * between two cells of the cell's 3x3 block is allowed at the plain 2 / 3
   * half units (no wall, corner, edge cost, impassable cell or map edge
   * there), so canonical pruning applies to the cell.
   */
  cellBits: Uint16Array;
}
export const HAS_EDGE_COST = 256;
export const CLEAN = 512;
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
  tab = { step, maxStep, cellBits: new Uint16Array(N) };
  outer: for (let i = 0; i < N; i++) {
    const mask = g.blockedDirs[i]!;
    for (let d = 0; d < 8; d++) {
      if ((mask >> d) & 1) continue;
      const [dc, dr] = SQUARE_DIRS[d]!;
      if (g.enterCostAp[i + dr * W + dc]! === 0) continue;
      const extra = g.edgeCostAp === null ? 0 : g.edgeCostAp[i * 8 + d]!;
      // t*floor(Y/2) adds E exactly only when every edge cost is a whole multiple of t.
      const v = (d < 4 ? 2 : 3) + 2 * (extra / t);
      if (extra % t !== 0 || v > MAX_HALF_STEP) {
        tab = null;
        break outer;
      }
      step[i * 8 + d] = v;
      if (v > maxStep) maxStep = v;
    }
  }
  if (tab !== null) {
    tab.maxStep = maxStep;
    markCellBits(W, g.heightCells, step, tab.cellBits);
  }
  perT.set(t, tab);
  return tab;
}

function markCellBits(W: number, H: number, step: Uint8Array, bits: Uint16Array): void {
  for (let r = 1; r < H - 1; r++) bits.fill(CLEAN, r * W + 1, r * W + W - 1);
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const y = r * W + c;
      for (let d = 0; d < 8; d++) {
        const v = step[y * 8 + d]!;
        if (v === HALF_BLOCKED) bits[y]! |= 1 << d;
        else if (v !== (d < 4 ? 2 : 3)) bits[y]! |= HAS_EDGE_COST;
        const [dc, dr] = SQUARE_DIRS[d]!;
        const nc = c + dc, nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= W || nr >= H || v === (d < 4 ? 2 : 3)) continue;
        // Not plain: no cell whose block holds both ends of the step is clean.
        for (let xr = Math.max(r, nr) - 1; xr <= Math.min(r, nr) + 1; xr++) {
          for (let xc = Math.max(c, nc) - 1; xc <= Math.min(c, nc) + 1; xc++) {
            if (xr >= 0 && xc >= 0 && xr < H && xc < W) bits[xr * W + xc]! &= ~CLEAN;
          }
        }
      }
    }
  }
}

/**
 * Successor directions natural to a set of incoming directions (bit d = the
 * cell was cheapest reached by a step in SQUARE_DIRS[d]): a straight step
 * continues straight; a diagonal continues diagonally or along either of its
 * two straight parts. Any other successor has a path at most as cheap that
 * stays in the 3x3 block and puts diagonals first.
 */
export const NATURAL = (() => {
  const one = [1, 2, 4, 8, 16 | 1 | 2, 32 | 4 | 2, 64 | 4 | 8, 128 | 1 | 8];
  const t = new Uint8Array(256);
  for (let m = 0; m < 256; m++) for (let d = 0; d < 8; d++) if ((m >> d) & 1) t[m]! |= one[d]!;
  return t;
})();
