// Open-ground fast path of the square reach kernel. A window with no walls,
// no edge costs, no blocked cells and one terrain cost everywhere is a plain
// rectangle, where the cheapest move is diagonals first then straight steps
// (it stays inside the bounding box of its ends), costing t x the G-MOVE-2
// open-ground distance. The window test is O(1) with summed-area tables
// built once per graph.
import { SQUARE_DIRS } from '../grid/square';
import type { DiagonalRule } from '../grid/types';
import type { ReachScratch } from './squareScratch';
import { EUCLID_DIAGONAL_UNITS, EUCLID_UNITS_PER_AP, toLocal, unitsToAp, type SquareGraph, type SquareReachResult, type Window } from './squareTypes';

interface OpenTables {
  /** Count of cells that are not plain open ground (walls other than the map edge, edge costs, impassable). */
  dirty: Float64Array;
  sum: Float64Array;
  sumSq: Float64Array;
  /** Count of passable cells (enter cost > 0). */
  passable: Float64Array;
}
const openTables = new WeakMap<SquareGraph, OpenTables>();

function tablesFor(g: SquareGraph): OpenTables {
  let t = openTables.get(g);
  if (t) return t;
  const W = g.widthCells,
    H = g.heightCells,
    S = W + 1;
  const dirty = new Float64Array(S * (H + 1));
  const sum = new Float64Array(S * (H + 1));
  const sumSq = new Float64Array(S * (H + 1));
  const passable = new Float64Array(S * (H + 1));
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const i = r * W + c;
      let edgeMask = 0;
      for (let d = 0; d < 8; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const nc = c + dc,
          nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= W || nr >= H) edgeMask |= 1 << d;
      }
      let bad = g.blockedDirs[i] !== edgeMask || g.enterCostAp[i] === 0;
      if (!bad && g.edgeCostAp) for (let d = 0; d < 8; d++) if (g.edgeCostAp[i * 8 + d] !== 0) bad = true;
      const e = g.enterCostAp[i]!;
      const k = (r + 1) * S + c + 1;
      dirty[k] = (bad ? 1 : 0) + dirty[k - 1]! + dirty[k - S]! - dirty[k - S - 1]!;
      sum[k] = e + sum[k - 1]! + sum[k - S]! - sum[k - S - 1]!;
      sumSq[k] = e * e + sumSq[k - 1]! + sumSq[k - S]! - sumSq[k - S - 1]!;
      passable[k] = (e > 0 ? 1 : 0) + passable[k - 1]! + passable[k - S]! - passable[k - S - 1]!;
    }
  }
  t = { dirty, sum, sumSq, passable };
  openTables.set(g, t);
  return t;
}

/**
 * The one AP cost shared by every passable cell of the window (impassable
 * cells ignored), or 0 when they differ or none is passable. O(1): impassable
 * cells add 0 to both sums, so uniform means sum^2 = count x sum of squares.
 */
export function uniformPassableCost(g: SquareGraph, c0: number, r0: number, c1: number, r1: number): number {
  const t = tablesFor(g);
  const S = g.widthCells + 1;
  const box = (a: Float64Array) => a[(r1 + 1) * S + c1 + 1]! - a[r0 * S + c1 + 1]! - a[(r1 + 1) * S + c0]! + a[r0 * S + c0]!;
  const count = box(t.passable);
  if (count === 0) return 0;
  const sum = box(t.sum);
  return sum * sum === count * box(t.sumSq) ? sum / count : 0;
}

/** The terrain AP of a clean, uniform window, or 0 when the full search is needed. */
export function openWindowCost(g: SquareGraph, c0: number, r0: number, c1: number, r1: number): number {
  const t = tablesFor(g);
  const S = g.widthCells + 1;
  const box = (a: Float64Array) => a[(r1 + 1) * S + c1 + 1]! - a[r0 * S + c1 + 1]! - a[(r1 + 1) * S + c0]! + a[r0 * S + c0]!;
  if (box(t.dirty) !== 0) return 0;
  const count = (c1 - c0 + 1) * (r1 - r0 + 1);
  const sum = box(t.sum);
  if (sum * sum !== count * box(t.sumSq)) return 0; // not uniform
  return sum / count;
}

export function anyInWindow(w: Window, cells: ArrayLike<number> | undefined): boolean {
  if (!cells) return false;
  for (let i = 0; i < cells.length; i++) if (toLocal(w, cells[i]!) >= 0) return true;
  return false;
}

function openUnits(rule: DiagonalRule, t: number, dx: number, dy: number): number {
  const diag = dx < dy ? dx : dy;
  const straight = (dx < dy ? dy : dx) - diag;
  if (rule === 'euclidean') return t * (straight * EUCLID_UNITS_PER_AP + diag * EUCLID_DIAGONAL_UNITS);
  if (rule === 'alternate') return t * (straight + diag + (diag >> 1));
  return t * (straight + diag);
}

export class OpenResult implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'open';
  readonly cells: Int32Array;
  readonly apCosts: Int32Array;
  private readonly noEnd: Set<number>;
  constructor(
    private readonly win: Window,
    private readonly rule: DiagonalRule,
    private readonly t: number,
    private readonly budgetUnits: number,
    private readonly sc: number,
    private readonly sr: number,
    noEndCells: ArrayLike<number>,
    scratch: ReachScratch,
  ) {
    this.widthCells = win.W;
    this.noEnd = new Set(Array.from(noEndCells));
    const { W, c0, r0, c1, r1 } = win;
    // Written to the caller's scratch, then copied at their length (a result does not keep window-sized buffers).
    scratch.out(win.n);
    const cells = scratch.outCells;
    const costs = scratch.outCosts;
    const euclid = rule === 'euclidean';
    // Per-step units: straight, diagonal; 'alternate' adds floor(diagonals/2) more.
    const su = euclid ? t * EUCLID_UNITS_PER_AP : t;
    const du = euclid ? t * EUCLID_DIAGONAL_UNITS : t;
    const halfDiag = rule === 'alternate' ? t : 0;
    const checkNoEnd = this.noEnd.size > 0;
    cells[0] = sr * W + sc;
    let count = 1;
    for (let r = r0; r <= r1; r++) {
      const dy = r < sr ? sr - r : r - sr;
      const rowBase = r * W;
      for (let c = c0; c <= c1; c++) {
        const dx = c < sc ? sc - c : c - sc;
        const diag = dx < dy ? dx : dy;
        const units = ((dx < dy ? dy : dx) - diag) * su + diag * du + (diag >> 1) * halfDiag;
        if (units > budgetUnits || units === 0) continue;
        const gi = rowBase + c;
        if (checkNoEnd && this.noEnd.has(gi)) continue;
        cells[count] = gi;
        costs[count++] = euclid ? Math.floor((units + EUCLID_UNITS_PER_AP / 2) / EUCLID_UNITS_PER_AP) : units;
      }
    }
    this.cells = cells.slice(0, count);
    this.apCosts = costs.slice(0, count);
  }

  apCostAt(gi: number): number {
    const { W } = this.win;
    const c = gi % W,
      r = (gi - c) / W;
    if (toLocal(this.win, gi) < 0) return -1;
    const isStart = c === this.sc && r === this.sr;
    if (!isStart && this.noEnd.has(gi)) return -1;
    const units = openUnits(this.rule, this.t, Math.abs(c - this.sc), Math.abs(r - this.sr));
    return units > this.budgetUnits ? -1 : unitsToAp(this.rule, units);
  }

  pathTo(gi: number): number[] | null {
    if (this.apCostAt(gi) < 0) return null;
    const { W } = this.win;
    const tc = gi % W,
      tr = (gi - tc) / W;
    let c = this.sc,
      r = this.sr;
    const out = [r * W + c];
    while (c !== tc || r !== tr) {
      c += Math.sign(tc - c);
      r += Math.sign(tr - r);
      out.push(r * W + c);
    }
    return out;
  }
}
