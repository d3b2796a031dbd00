// When the parity search (./squareParitySearch, G-MOVE-2 'alternate' on
// mixed terrain) may skip the diagonal steps of a state because its twin (the
// same cell, other diagonal parity) already covers them.
//
// Why exact: the diagonal x -> y taken from (x, p) at cost g reaches
// (y, 1-p) at g + diag_p(x -> y), where diag_p is the step's cost as the move's
// 1st (p = 0: 1 x terrain) or 2nd (p = 1: 2 x terrain) diagonal, edge costs
// included. The two straight steps around the corner, x -> m -> y (an "L"),
// keep the parity, so from the twin (x, 1-p) at cost g' they reach the very
// same state (y, 1-p) at g' + L. So when g - g' >= L - diag_p the diagonal
// adds nothing: every state keeps its exact cost (by induction on cost, the
// first state to lose would be reached by a skipped diagonal whose L is
// still there, as straight steps are never skipped). skipAt[x*2 + p] holds
// the largest L - diag_p over x's allowed diagonals, the cheaper L of each;
// NO_SKIP when some allowed diagonal has no allowed L. The queried figures
// of another side (and the start, whose states are special) can take away
// an L through their cell, so the search does not skip next to them.
import { SQUARE_DIRS } from '../grid/square';
import { BLOCKED_STEP } from './squareStepTables';
import { changedRows16, patchEpoch, withRing } from './squareTablePatch';

/** Never skip (the search tests it apart: cost differences can exceed it). Margins above are stored as NO_SKIP too. */
export const NO_SKIP = 127;

const skipCache = new WeakMap<Uint8Array, Int8Array>();

/** Straight direction indices of each diagonal's horizontal and vertical part. */
const H_PART = new Int8Array(8),
  V_PART = new Int8Array(8);
for (let d = 4; d < 8; d++) {
  const [dc, dr] = SQUARE_DIRS[d]!;
  H_PART[d] = SQUARE_DIRS.findIndex(([c, r]) => c === dc && r === 0);
  V_PART[d] = SQUARE_DIRS.findIndex(([c, r]) => c === 0 && r === dr);
}

/** Cost of the L from x by straight step a (map offset offA) then b (cell*16 + parity*8 + dir tables), or -1 when not allowed. */
function lCost(cost01: Uint8Array, x: number, a: number, offA: number, b: number): number {
  const s1 = cost01[x * 16 + a]!;
  if (s1 === BLOCKED_STEP) return -1;
  const s2 = cost01[(x + offA) * 16 + b]!;
  return s2 === BLOCKED_STEP ? -1 : s1 + s2;
}

/** The last table built, which the next step table's may be patched from (./squareTablePatch). */
let lastBuilt: { cost01: Uint8Array; W: number; t: Int8Array; epoch: number } | null = null;

/** Per cell and parity (x*2 + p): the least g - g' at which the state's diagonals may be skipped. Cached per step table. */
export function diagonalSkipTable(cost01: Uint8Array, W: number): Int8Array {
  let t = skipCache.get(cost01);
  if (t !== undefined) return t;
  const N = cost01.length / 16;
  const off = SQUARE_DIRS.map(([dc, dr]) => dr * W + dc);
  const rows = lastBuilt === null || lastBuilt.W !== W || lastBuilt.epoch !== patchEpoch.value ? null : changedRows16(lastBuilt.cost01, cost01);
  if (lastBuilt !== null && rows !== null) {
    // A cell's margins read its own row and its two L corners' rows.
    t = lastBuilt.t.slice();
    const ring = withRing(W, N / W, rows);
    for (let k = 0; k < ring.length; k++) skipCell(cost01, off, ring[k]!, t);
  } else {
    t = new Int8Array(N * 2);
    for (let x = 0; x < N; x++) skipCell(cost01, off, x, t);
  }
  skipCache.set(cost01, t);
  lastBuilt = { cost01, W, t, epoch: patchEpoch.value };
  return t;
}

function skipCell(cost01: Uint8Array, off: number[], x: number, t: Int8Array): void {
  // A cell with no allowed diagonal has nothing to skip: the lowest margin. Margins below it are as good as it.
  let m0 = -NO_SKIP,
    m1 = -NO_SKIP;
  for (let d = 4; d < 8; d++) {
    const diag0 = cost01[x * 16 + d]!;
    if (diag0 === BLOCKED_STEP) continue;
    const h = H_PART[d]!,
      v = V_PART[d]!;
    const lh = lCost(cost01, x, h, off[h]!, v),
      lv = lCost(cost01, x, v, off[v]!, h);
    if (lh < 0 && lv < 0) {
      m0 = m1 = NO_SKIP;
      break;
    }
    const l = lh < 0 ? lv : lv < 0 ? lh : Math.min(lh, lv);
    m0 = Math.max(m0, l - diag0);
    m1 = Math.max(m1, l - cost01[x * 16 + 8 + d]!);
  }
  t[x * 2] = Math.min(m0, NO_SKIP);
  t[x * 2 + 1] = Math.min(m1, NO_SKIP);
}
