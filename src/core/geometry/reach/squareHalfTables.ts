// Per-graph tables of the half-unit reach search (./squareHalfSearch), built
// once per graph and terrain cost t: step costs in half units, blocked and
// edge-cost bits per cell, and the canonical successor table.
import { SQUARE_DIRS } from '../grid/square';
import { HALF_BLOCKED, NATURAL, successorTable } from './squareHalfSuccessors';

export { HALF_BLOCKED };
import type { SquareGraph } from './squareTypes';

/** Largest half-unit step the level ring takes (a low wall +2 AP at t = 1 gives 3 + 4 = 7). */
export const MAX_HALF_STEP = 31;

export interface HalfTable {
  /** Half units of the step (cell*8 + dir); HALF_BLOCKED = not allowed (wall, corner, map edge, impassable). */
  step: Uint8Array;
  maxStep: number;
  /**
   * Per cell: bits 0-7 the step in that direction is not allowed;
   * HAS_EDGE_COST some step has an edge cost (read `step`); PLAIN_SUCC the
   * cell's successors are the plain-ground ones (NATURAL), so the search
   * need not read `succ` (a smaller table stays in cache).
   */
  cellBits: Uint16Array;
  /** Successors to relax per (cell*8 + arrival direction), ./squareHalfSuccessors. */
  succ: Uint8Array;
  /** A query's initial search state per cell: the S_PLAIN / S_EDGE bits of ./squareHalfSearch. */
  stateInit: Int32Array;
}
export const HAS_EDGE_COST = 256;
export const PLAIN_SUCC = 512;
/** Search-state bits (./squareHalfSearch): the cell's successors are NATURAL (PLAIN_SUCC); some step has an edge cost (HAS_EDGE_COST). */
export const S_PLAIN = 1 << 28, S_EDGE = 1 << 29;
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
  tab = { step, maxStep, cellBits: new Uint16Array(N), succ: new Uint8Array(0), stateInit: new Int32Array(N) };
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
    tab.succ = successorTable(W, g.heightCells, step);
    markCellBits(N, step, tab.succ, tab.cellBits);
    for (let y = 0; y < N; y++) tab.stateInit[y] = (tab.cellBits[y]! & PLAIN_SUCC ? S_PLAIN : 0) | (tab.cellBits[y]! & HAS_EDGE_COST ? S_EDGE : 0);
  }
  perT.set(t, tab);
  return tab;
}

function markCellBits(N: number, step: Uint8Array, succ: Uint8Array, bits: Uint16Array): void {
  for (let y = 0; y < N; y++) {
    let plain = true;
    for (let a = 0; a < 8; a++) if (succ[y * 8 + a] !== NATURAL[a]) plain = false;
    if (plain) bits[y] = PLAIN_SUCC;
    for (let d = 0; d < 8; d++) {
      const v = step[y * 8 + d]!;
      if (v === HALF_BLOCKED) bits[y]! |= 1 << d;
      else if (v !== (d < 4 ? 2 : 3)) bits[y]! |= HAS_EDGE_COST;
    }
  }
}
