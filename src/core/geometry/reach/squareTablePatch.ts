// Patching per-graph reach tables after a small edit (a door opened or
// closed, a wall moved): the movement layer then hands over a new graph
// object, and rebuilding every table costs tens of ms on a 200x200 map. A
// step's entry depends only on its cell's wall mask and edge costs and on the
// target's terrain cost, so the builders copy the previous graph's tables and
// redo the cells whose inputs changed (and, for tables that read a cell's
// neighbourhood, the ring around them).
import { SQUARE_DIRS } from '../grid/square';
import type { SquareGraph } from './squareTypes';

/** Bumped by forgetPatchSources: tables remembered under an older epoch are not patched from. */
export const patchEpoch = { value: 0 };

/** The next tables are built from scratch (benches timing a full build; tests). */
export function forgetPatchSources(): void {
  patchEpoch.value++;
}

/** Above this many changed cells a full rebuild is about as cheap. */
export const PATCH_LIMIT = 2048;

const DC = SQUARE_DIRS.map(([dc]) => dc),
  DR = SQUARE_DIRS.map(([, dr]) => dr);

/**
 * Cells whose step row (cell*8 + dir) may differ between two graphs of the
 * same size: a changed wall mask or edge cost of the cell, or a changed
 * terrain cost of a neighbour. null when the graphs are not comparable or
 * more than `limit` rows changed.
 */
export function changedStepRows(a: SquareGraph, b: SquareGraph, limit = PATCH_LIMIT): Int32Array | null {
  const W = a.widthCells,
    H = a.heightCells;
  if (b.widthCells !== W || b.heightCells !== H) return null;
  const N = W * H;
  const mark = new Uint8Array(N);
  let count = 0;
  const add = (i: number) => {
    if (mark[i] === 0) {
      mark[i] = 1;
      count++;
    }
  };
  const ea = a.edgeCostAp,
    eb = b.edgeCostAp;
  for (let i = 0; i < N && count <= limit; i++) {
    if (a.blockedDirs[i] !== b.blockedDirs[i]) add(i);
    if (ea !== eb) {
      for (let k = i * 8; k < i * 8 + 8; k++) {
        if ((ea === null ? 0 : ea[k]!) !== (eb === null ? 0 : eb[k]!)) {
          add(i);
          break;
        }
      }
    }
    if (a.enterCostAp[i] !== b.enterCostAp[i]) {
      const c = i % W,
        r = (i - c) / W;
      for (let d = 0; d < 8; d++) {
        const nc = c - DC[d]!,
          nr = r - DR[d]!;
        if (nc >= 0 && nr >= 0 && nc < W && nr < H) add(nr * W + nc);
      }
    }
  }
  if (count > limit) return null;
  const out = new Int32Array(count);
  for (let i = 0, k = 0; i < N; i++) if (mark[i] === 1) out[k++] = i;
  return out;
}

/** The cells within one step (8 directions) of any given cell, each once, in index order. */
export function withRing(W: number, H: number, cells: Int32Array): Int32Array {
  const mark = new Uint8Array(W * H);
  let count = 0;
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k]!,
      c = i % W,
      r = (i - c) / W;
    for (let rr = Math.max(0, r - 1); rr <= Math.min(H - 1, r + 1); rr++) {
      for (let cc = Math.max(0, c - 1); cc <= Math.min(W - 1, c + 1); cc++) {
        const j = rr * W + cc;
        if (mark[j] === 0) {
          mark[j] = 1;
          count++;
        }
      }
    }
  }
  const out = new Int32Array(count);
  for (let i = 0, k = 0; k < count; i++) if (mark[i] === 1) out[k++] = i;
  return out;
}

/** Rows (16 bytes per cell) that differ between two parity step tables of the same size. */
export function changedRows16(a: Uint8Array, b: Uint8Array, limit = PATCH_LIMIT): Int32Array | null {
  if (a.length !== b.length) return null;
  const N = a.length / 16;
  const rows: number[] = [];
  for (let i = 0; i < N; i++) {
    for (let k = i * 16; k < i * 16 + 16; k++) {
      if (a[k] !== b[k]) {
        rows.push(i);
        if (rows.length > limit) return null;
        break;
      }
    }
  }
  return Int32Array.from(rows);
}
