// Per-graph step tables of the parity search (./squareParitySearch, G-MOVE-2
// 'alternate'): wall masks, terrain and edge costs of every step folded into
// one byte per (cell, parity, direction), from the step rule of
// ./squareReference, so the inner loop does one load per neighbour.
import type { SquareGraph } from './squareTypes';
import { changedStepRows, patchEpoch } from './squareTablePatch';
import { squareStepUnits } from './squareReference';

export const BLOCKED_STEP = 255;
interface StepTables {
  /**
   * AP of the step (cell*16 + parity*8 + dir) taken with diagonal parity 0 or 1 ('alternate': the
   * 2nd diagonal costs 2 x terrain); BLOCKED_STEP = not allowed. The two parities of a cell share one cache line.
   */
  cost01: Uint8Array;
  maxStep: number;
}
const stepTableCache = new WeakMap<SquareGraph, StepTables | null>();
/** The last graph built, whose tables the next graph's may be patched from (./squareTablePatch). */
let lastBuilt: { g: SquareGraph; t: StepTables; epoch: number } | null = null;

/**
 * The step tables of a graph, built once per graph; null when some step
 * would not fit in a byte (the general Dial search of ./squareKernel handles it).
 * After a small edit the previous graph's tables are copied and patched.
 */
export function stepTables(g: SquareGraph): StepTables | null {
  let t = stepTableCache.get(g);
  if (t !== undefined) return t;
  const W = g.widthCells,
    N = W * g.heightCells;
  const rows = lastBuilt === null || lastBuilt.epoch !== patchEpoch.value ? null : changedStepRows(lastBuilt.g, g);
  if (lastBuilt !== null && rows !== null) {
    const old = lastBuilt.t;
    t = { cost01: old.cost01.slice(), maxStep: old.maxStep };
    for (let k = 0; k < rows.length && t !== null; k++) {
      const m = foldRow(g, rows[k]!, t.cost01);
      if (m < 0) t = null;
      // maxStep only sizes the level ring: an entry that got cheaper may leave it high, which is harmless.
      else if (m > t.maxStep) t.maxStep = m;
    }
  } else {
    t = { cost01: new Uint8Array(N * 16), maxStep: 1 };
    for (let i = 0; i < N && t !== null; i++) {
      const m = foldRow(g, i, t.cost01);
      if (m < 0) t = null;
      else if (m > t.maxStep) t.maxStep = m;
    }
  }
  stepTableCache.set(g, t);
  if (t !== null) lastBuilt = { g, t, epoch: patchEpoch.value };
  return t;
}

/** Writes cell i's step entries; returns its largest step, or -1 when one does not fit in a byte. */
function foldRow(g: SquareGraph, i: number, cost01: Uint8Array): number {
  let max = 1;
  for (let p = 0; p < 2; p++) {
    for (let d = 0; d < 8; d++) {
      const units = squareStepUnits(g, 'alternate', i, d, p as 0 | 1);
      if (units !== null && units >= BLOCKED_STEP) return -1;
      cost01[i * 16 + p * 8 + d] = units ?? BLOCKED_STEP;
      if (units !== null && units > max) max = units;
    }
  }
  return max;
}
