// Per-graph tables of the half-unit reach search (./squareHalfSearch), built
// once per graph and terrain cost t: step costs in half units, blocked and
// edge-cost bits per cell, and the canonical successor table.
import { SQUARE_DIRS } from '../grid/square';
import { HALF_BLOCKED, NATURAL, patchSuccessors, successorTable } from './squareHalfSuccessors';
import { changedStepRows, patchEpoch, withRing } from './squareTablePatch';

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
export const S_PLAIN = 1 << 28,
  S_EDGE = 1 << 29;
const halfCache = new WeakMap<SquareGraph, Map<number, HalfTable | null>>();
/** Per t, the last graph built, whose table the next graph's may be patched from (./squareTablePatch). */
const lastBuilt = new Map<number, { g: SquareGraph; tab: HalfTable; epoch: number }>();

/**
 * The half-unit step table of a graph for windows of terrain cost t, built
 * once per graph and t; null when some edge cost is not a multiple of t or a
 * step is too large for the level ring (the parity search handles those).
 * After a small edit the previous graph's table is copied and patched.
 */
export function halfTable(g: SquareGraph, t: number): HalfTable | null {
  let perT = halfCache.get(g);
  if (perT === undefined) halfCache.set(g, (perT = new Map()));
  let tab = perT.get(t);
  if (tab !== undefined) return tab;
  const W = g.widthCells,
    H = g.heightCells,
    N = W * H;
  const last = lastBuilt.get(t);
  const rows = last === undefined || last.epoch !== patchEpoch.value ? null : changedStepRows(last.g, g);
  if (last !== undefined && rows !== null) {
    const old = last.tab;
    tab = { step: old.step.slice(), maxStep: old.maxStep, cellBits: old.cellBits.slice(), succ: old.succ.slice(), stateInit: old.stateInit.slice() };
    for (let k = 0; k < rows.length && tab !== null; k++) {
      const m = halfRow(g, t, rows[k]!, tab.step);
      if (m < 0) tab = null;
      // maxStep only sizes the level ring: an entry that got cheaper may leave it high, which is harmless.
      else if (m > tab.maxStep) tab.maxStep = m;
    }
    if (tab !== null) {
      // Successors read the steps of the 3x3 block; cell bits read the cell's successors.
      const ring = withRing(W, H, rows);
      patchSuccessors(W, H, tab.step, tab.succ, ring);
      for (let k = 0; k < ring.length; k++) markCell(ring[k]!, tab);
    }
  } else {
    tab = { step: new Uint8Array(N * 8), maxStep: 3, cellBits: new Uint16Array(N), succ: new Uint8Array(0), stateInit: new Int32Array(N) };
    for (let i = 0; i < N && tab !== null; i++) {
      const m = halfRow(g, t, i, tab.step);
      if (m < 0) tab = null;
      else if (m > tab.maxStep) tab.maxStep = m;
    }
    if (tab !== null) {
      tab.succ = successorTable(W, H, tab.step);
      for (let y = 0; y < N; y++) markCell(y, tab);
    }
  }
  perT.set(t, tab);
  if (tab !== null) lastBuilt.set(t, { g, tab, epoch: patchEpoch.value });
  return tab;
}

/** Writes cell i's half-unit steps; returns the largest, or -1 when the table cannot serve t. */
function halfRow(g: SquareGraph, t: number, i: number, step: Uint8Array): number {
  const W = g.widthCells;
  const mask = g.blockedDirs[i]!;
  let max = 3;
  for (let d = 0; d < 8; d++) {
    step[i * 8 + d] = HALF_BLOCKED;
    if ((mask >> d) & 1) continue;
    const [dc, dr] = SQUARE_DIRS[d]!;
    if (g.enterCostAp[i + dr * W + dc]! === 0) continue;
    const extra = g.edgeCostAp === null ? 0 : g.edgeCostAp[i * 8 + d]!;
    // t*floor(Y/2) adds E exactly only when every edge cost is a whole multiple of t.
    const v = (d < 4 ? 2 : 3) + 2 * (extra / t);
    if (extra % t !== 0 || v > MAX_HALF_STEP) return -1;
    step[i * 8 + d] = v;
    if (v > max) max = v;
  }
  return max;
}

/** Cell y's bits and initial search state from its steps and successors. */
function markCell(y: number, tab: HalfTable): void {
  const { step, succ } = tab;
  let bits = 0,
    plain = true;
  for (let a = 0; a < 8; a++) if (succ[y * 8 + a] !== NATURAL[a]) plain = false;
  if (plain) bits = PLAIN_SUCC;
  for (let d = 0; d < 8; d++) {
    const v = step[y * 8 + d]!;
    if (v === HALF_BLOCKED) bits |= 1 << d;
    else if (v !== (d < 4 ? 2 : 3)) bits |= HAS_EDGE_COST;
  }
  tab.cellBits[y] = bits;
  tab.stateInit[y] = (bits & PLAIN_SUCC ? S_PLAIN : 0) | (bits & HAS_EDGE_COST ? S_EDGE : 0);
}
