// Per-cell step masks for the square reach kernel, from wall segments at any
// angle (imported maps bring arbitrary walls). A step is the segment between
// two cell centres; it is blocked when it meets a blocking segment (touching
// counts). G-MOVE-3 no corner cutting: a diagonal step is also blocked when
// any of the four orthogonal steps around the corner it passes is blocked
// (a wall touching the corner point blocks the diagonal itself).
// Segments are bucketed per cell they touch, so each step only tests the
// walls of its two cells; SquareMoveIndex keeps the buckets so one wall edit
// (a door opened) recomputes only the cells around that wall.
import { SQUARE_DIRS } from '../grid/square';

export interface MoveSegment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** 'block': walls, closed doors; 'cost': crossing adds costAp (low wall, fence, window sill: G-ACT-1 +2). */
  effect: 'block' | 'cost';
  costAp: number;
}

export interface SquareMoveMasks {
  blockedDirs: Uint8Array;
  /** Extra AP per (cell*8 + dir), or null when no step has one. */
  edgeCostAp: Uint8Array | null;
}

const EPS = 1e-9;

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) - EPS <= px && px <= Math.max(ax, bx) + EPS && Math.min(ay, by) - EPS <= py && py <= Math.max(ay, by) + EPS;
}

/** Closed segment intersection: touching endpoints and collinear overlap count. */
export function segmentsTouch(p1x: number, p1y: number, p2x: number, p2y: number, q1x: number, q1y: number, q2x: number, q2y: number): boolean {
  const d1 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const d2 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  const d3 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const d4 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  if ((d1 > EPS && d2 > EPS) || (d1 < -EPS && d2 < -EPS)) return false;
  if ((d3 > EPS && d4 > EPS) || (d3 < -EPS && d4 < -EPS)) return false;
  const z1 = Math.abs(d1) <= EPS,
    z2 = Math.abs(d2) <= EPS,
    z3 = Math.abs(d3) <= EPS,
    z4 = Math.abs(d4) <= EPS;
  if (z1 && z2 && z3 && z4) {
    return onSegment(q1x, q1y, q2x, q2y, p1x, p1y) || onSegment(q1x, q1y, q2x, q2y, p2x, p2y) || onSegment(p1x, p1y, p2x, p2y, q1x, q1y) || onSegment(p1x, p1y, p2x, p2y, q2x, q2y);
  }
  if (z1) return onSegment(q1x, q1y, q2x, q2y, p1x, p1y);
  if (z2) return onSegment(q1x, q1y, q2x, q2y, p2x, p2y);
  if (z3) return onSegment(p1x, p1y, p2x, p2y, q1x, q1y);
  if (z4) return onSegment(p1x, p1y, p2x, p2y, q2x, q2y);
  return true;
}

/** Calls visit(c, r) for every map cell whose closed square the segment touches. */
export function forEachTouchedCell(widthCells: number, heightCells: number, s: MoveSegment, visit: (c: number, r: number) => void): void {
  const minx = Math.min(s.ax, s.bx),
    maxx = Math.max(s.ax, s.bx);
  const cStart = Math.max(0, Math.floor(minx - EPS)),
    cEnd = Math.min(widthCells - 1, Math.floor(maxx + EPS));
  for (let c = cStart; c <= cEnd; c++) {
    let y0: number, y1: number;
    if (Math.abs(s.bx - s.ax) < EPS) {
      y0 = Math.min(s.ay, s.by);
      y1 = Math.max(s.ay, s.by);
    } else {
      // y range of the segment inside the column strip [c, c+1] (slightly widened).
      const xa = Math.max(minx, c - EPS),
        xb = Math.min(maxx, c + 1 + EPS);
      if (xa > xb) continue;
      const ya = s.ay + ((xa - s.ax) / (s.bx - s.ax)) * (s.by - s.ay);
      const yb = s.ay + ((xb - s.ax) / (s.bx - s.ax)) * (s.by - s.ay);
      y0 = Math.min(ya, yb);
      y1 = Math.max(ya, yb);
    }
    const rStart = Math.max(0, Math.floor(y0 - EPS)),
      rEnd = Math.min(heightCells - 1, Math.floor(y1 + EPS));
    for (let r = rStart; r <= rEnd; r++) visit(c, r);
  }
}

/** Bucket segment indices per 1-inch cell they touch (closed cells), clipped to the map. */
export function bucketSegmentsByCell(widthCells: number, heightCells: number, segs: readonly MoveSegment[]): (number[] | undefined)[] {
  const buckets: (number[] | undefined)[] = new Array(widthCells * heightCells);
  segs.forEach((s, i) => {
    forEachTouchedCell(widthCells, heightCells, s, (c, r) => {
      const k = r * widthCells + c;
      const b = buckets[k];
      if (b === undefined) buckets[k] = [i];
      else if (b[b.length - 1] !== i) b.push(i);
    });
  });
  return buckets;
}

/**
 * Wall segments bucketed per cell plus the step masks derived from them.
 * `masks` is an immutable snapshot: update() returns a new one (copy on
 * write) and never changes masks handed out before.
 */
export class SquareMoveIndex {
  private readonly slots: (MoveSegment | null)[] = [];
  private readonly free: number[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly buckets: (number[] | undefined)[];
  private blockedDirs: Uint8Array;
  private edgeCostAp: Uint8Array | null = null;
  masks: SquareMoveMasks;

  constructor(
    readonly widthCells: number,
    readonly heightCells: number,
    segments: Iterable<readonly [string, MoveSegment]>,
  ) {
    const W = widthCells,
      H = heightCells,
      N = W * H;
    this.buckets = new Array(N);
    this.blockedDirs = new Uint8Array(N);
    for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) this.blockedDirs[r * W + c] = this.edgeMask(c, r);
    for (const [id, seg] of segments) this.insert(id, seg);
    if (this.slots.length > 0) {
      const touched: number[] = [];
      for (let k = 0; k < N; k++) if (this.buckets[k] !== undefined) touched.push(k);
      this.recompute(touched);
    }
    this.masks = { blockedDirs: this.blockedDirs, edgeCostAp: this.edgeCostAp };
  }

  /** Replaces (seg) or removes (null) segments by id; returns the new masks snapshot. */
  update(changes: Iterable<readonly [string, MoveSegment | null]>): SquareMoveMasks {
    const W = this.widthCells,
      H = this.heightCells;
    const touched: number[] = [];
    const mark = (c: number, r: number) => void touched.push(r * W + c);
    let any = false;
    for (const [id, seg] of changes) {
      const old = this.slotOf.get(id);
      if (old !== undefined) {
        forEachTouchedCell(W, H, this.slots[old]!, mark);
        this.remove(id, old);
        any = true;
      }
      if (seg) {
        forEachTouchedCell(W, H, seg, mark);
        this.insert(id, seg);
        any = true;
      }
    }
    if (!any) return this.masks;
    // Copy on write: snapshots handed out earlier stay valid.
    this.blockedDirs = this.blockedDirs.slice();
    if (this.edgeCostAp) this.edgeCostAp = this.edgeCostAp.slice();
    this.recompute(touched);
    this.masks = { blockedDirs: this.blockedDirs, edgeCostAp: this.edgeCostAp };
    return this.masks;
  }

  get segmentCount(): number {
    return this.slotOf.size;
  }

  private edgeMask(c: number, r: number): number {
    let m = 0;
    for (let d = 0; d < 8; d++) {
      const [dc, dr] = SQUARE_DIRS[d]!;
      const nc = c + dc,
        nr = r + dr;
      if (nc < 0 || nr < 0 || nc >= this.widthCells || nr >= this.heightCells) m |= 1 << d;
    }
    return m;
  }

  private insert(id: string, seg: MoveSegment): void {
    const existing = this.slotOf.get(id);
    if (existing !== undefined) this.remove(id, existing);
    const slot = this.free.length > 0 ? this.free.pop()! : this.slots.length;
    this.slots[slot] = seg;
    this.slotOf.set(id, slot);
    const W = this.widthCells;
    forEachTouchedCell(W, this.heightCells, seg, (c, r) => {
      const k = r * W + c;
      const b = this.buckets[k];
      if (b === undefined) this.buckets[k] = [slot];
      else if (b[b.length - 1] !== slot) b.push(slot);
    });
  }

  private remove(id: string, slot: number): void {
    const W = this.widthCells;
    forEachTouchedCell(W, this.heightCells, this.slots[slot]!, (c, r) => {
      const k = r * W + c;
      const b = this.buckets[k];
      if (!b) return;
      const i = b.indexOf(slot);
      if (i >= 0) b.splice(i, 1);
      if (b.length === 0) this.buckets[k] = undefined;
    });
    this.slots[slot] = null;
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  /**
   * Recomputes the steps that may see a segment touching a `touched` cell:
   * orthogonal steps from those cells and their neighbours, then diagonal
   * steps one ring further (their corner rule reads neighbouring orthogonal steps).
   */
  private recompute(touched: readonly number[]): void {
    const W = this.widthCells,
      H = this.heightCells;
    const seen = new Uint8Array(W * H); // 1 = in ring1, 2 = in ring2
    const ring1 = grow(touched, W, H, seen, 1);
    const ring2 = grow(ring1, W, H, seen, 2);
    const blocked = this.blockedDirs;
    for (const k of ring1) {
      const c = k % W,
        r = (k - c) / W;
      let m = (blocked[k]! & 0xf0) | this.edgeMask(c, r);
      for (let d = 0; d < 4; d++) {
        if ((m >> d) & 1) continue;
        const hit = this.stepHit(k, d);
        if (hit < 0) m |= 1 << d;
        this.setCost(k, d, hit < 0 ? 0 : hit);
      }
      blocked[k] = m;
    }
    const orthBlocked = (k: number, dc: number, dr: number) => {
      const d = dc === 1 ? 0 : dc === -1 ? 2 : dr === 1 ? 1 : 3;
      return ((blocked[k]! >> d) & 1) === 1;
    };
    for (const k of ring2) {
      const c = k % W,
        r = (k - c) / W;
      let m = (blocked[k]! & 0x0f) | this.edgeMask(c, r);
      for (let d = 4; d < 8; d++) {
        if ((m >> d) & 1) {
          this.setCost(k, d, 0);
          continue;
        }
        const [dc, dr] = SQUARE_DIRS[d]!;
        const kx = k + dc; // the side cell beside k in the column direction
        const ky = k + dr * W; // the side cell beside k in the row direction
        const corner = orthBlocked(k, dc, 0) || orthBlocked(k, 0, dr) || orthBlocked(kx, 0, dr) || orthBlocked(ky, dc, 0);
        const hit = corner ? -1 : this.stepHit(k, d);
        if (hit < 0) m |= 1 << d;
        this.setCost(k, d, hit < 0 ? 0 : hit);
      }
      blocked[k] = m;
    }
  }

  /** -1 when a blocking segment meets the step, else the largest crossing cost (0 = none). */
  private stepHit(k: number, d: number): number {
    const W = this.widthCells;
    const c = k % W,
      r = (k - c) / W;
    const [dc, dr] = SQUARE_DIRS[d]!;
    const x1 = c + 0.5,
      y1 = r + 0.5,
      x2 = x1 + dc,
      y2 = y1 + dr;
    let cost = 0;
    for (let pass = 0; pass < 2; pass++) {
      const b = this.buckets[pass === 0 ? k : k + dr * W + dc];
      if (b === undefined) continue;
      for (let i = 0; i < b.length; i++) {
        const s = this.slots[b[i]!]!;
        if (!segmentsTouch(x1, y1, x2, y2, s.ax, s.ay, s.bx, s.by)) continue;
        if (s.effect === 'block') return -1;
        if (s.costAp > cost) cost = s.costAp;
      }
    }
    return cost;
  }

  private setCost(k: number, d: number, costAp: number): void {
    if (costAp <= 0) {
      if (this.edgeCostAp) this.edgeCostAp[k * 8 + d] = 0;
      return;
    }
    this.edgeCostAp ??= new Uint8Array(this.widthCells * this.heightCells * 8);
    this.edgeCostAp[k * 8 + d] = Math.min(255, costAp);
  }
}

/** `cells` and their 8 neighbours, each once (seen[k] >= level marks cells already listed). */
function grow(cells: readonly number[], W: number, H: number, seen: Uint8Array, level: number): number[] {
  const out: number[] = [];
  for (const k of cells) {
    const c = k % W,
      r = (k - c) / W;
    for (let dr = -1; dr <= 1; dr++) {
      const nr = r + dr;
      if (nr < 0 || nr >= H) continue;
      for (let dc = -1; dc <= 1; dc++) {
        const nc = c + dc;
        if (nc < 0 || nc >= W) continue;
        const nk = nr * W + nc;
        if (seen[nk]! >= level) continue;
        seen[nk] = level;
        out.push(nk);
      }
    }
  }
  return out;
}

export function buildSquareMoveMasks(widthCells: number, heightCells: number, segs: readonly MoveSegment[]): SquareMoveMasks {
  return new SquareMoveIndex(
    widthCells,
    heightCells,
    segs.map((s, i) => [String(i), s] as const),
  ).masks;
}
