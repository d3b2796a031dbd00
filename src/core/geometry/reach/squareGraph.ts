// Per-cell step masks for the square reach kernel, from wall segments at any
// angle (imported maps bring arbitrary walls). A step is the segment between
// two cell centres; it is blocked when it meets a blocking segment (touching
// counts). G-MOVE-3 no corner cutting: a diagonal step is also blocked when
// any of the four orthogonal steps around the corner it passes is blocked
// (a wall touching the corner point blocks the diagonal itself).
// Segments are bucketed per cell they touch, so each step only tests the
// walls of its two cells.
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
export function segmentsTouch(
  p1x: number, p1y: number, p2x: number, p2y: number,
  q1x: number, q1y: number, q2x: number, q2y: number,
): boolean {
  const d1 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const d2 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  const d3 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const d4 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  if ((d1 > EPS && d2 > EPS) || (d1 < -EPS && d2 < -EPS)) return false;
  if ((d3 > EPS && d4 > EPS) || (d3 < -EPS && d4 < -EPS)) return false;
  const z1 = Math.abs(d1) <= EPS, z2 = Math.abs(d2) <= EPS, z3 = Math.abs(d3) <= EPS, z4 = Math.abs(d4) <= EPS;
  if (z1 && z2 && z3 && z4) {
    return (
      onSegment(q1x, q1y, q2x, q2y, p1x, p1y) || onSegment(q1x, q1y, q2x, q2y, p2x, p2y) ||
      onSegment(p1x, p1y, p2x, p2y, q1x, q1y) || onSegment(p1x, p1y, p2x, p2y, q2x, q2y)
    );
  }
  if (z1) return onSegment(q1x, q1y, q2x, q2y, p1x, p1y);
  if (z2) return onSegment(q1x, q1y, q2x, q2y, p2x, p2y);
  if (z3) return onSegment(p1x, p1y, p2x, p2y, q1x, q1y);
  if (z4) return onSegment(p1x, p1y, p2x, p2y, q2x, q2y);
  return true;
}

/** Bucket segment indices per 1-inch cell they touch (closed cells), clipped to the map. */
export function bucketSegmentsByCell(widthCells: number, heightCells: number, segs: readonly MoveSegment[]): (number[] | undefined)[] {
  const buckets: (number[] | undefined)[] = new Array(widthCells * heightCells);
  const add = (c: number, r: number, i: number) => {
    if (c < 0 || r < 0 || c >= widthCells || r >= heightCells) return;
    const k = r * widthCells + c;
    const b = buckets[k];
    if (b === undefined) buckets[k] = [i];
    else if (b[b.length - 1] !== i) b.push(i);
  };
  segs.forEach((s, i) => {
    const minx = Math.min(s.ax, s.bx), maxx = Math.max(s.ax, s.bx);
    const cStart = Math.max(-1, Math.floor(minx - EPS)), cEnd = Math.min(widthCells, Math.floor(maxx + EPS));
    for (let c = cStart; c <= cEnd; c++) {
      let y0: number, y1: number;
      if (Math.abs(s.bx - s.ax) < EPS) {
        y0 = Math.min(s.ay, s.by);
        y1 = Math.max(s.ay, s.by);
      } else {
        // y range of the segment inside the column strip [c, c+1] (slightly widened).
        const xa = Math.max(minx, c - EPS), xb = Math.min(maxx, c + 1 + EPS);
        if (xa > xb) continue;
        const t = (x: number) => s.ay + ((x - s.ax) / (s.bx - s.ax)) * (s.by - s.ay);
        y0 = Math.min(t(xa), t(xb));
        y1 = Math.max(t(xa), t(xb));
      }
      const rStart = Math.max(-1, Math.floor(y0 - EPS)), rEnd = Math.min(heightCells, Math.floor(y1 + EPS));
      for (let r = rStart; r <= rEnd; r++) add(c, r, i);
    }
  });
  return buckets;
}

export function buildSquareMoveMasks(widthCells: number, heightCells: number, segs: readonly MoveSegment[]): SquareMoveMasks {
  const W = widthCells, H = heightCells, N = W * H;
  const blockedDirs = new Uint8Array(N);
  let edgeCostAp: Uint8Array | null = null;
  // Map edges.
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      let m = 0;
      for (let d = 0; d < 8; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const nc = c + dc, nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= W || nr >= H) m |= 1 << d;
      }
      blockedDirs[r * W + c] = m;
    }
  }
  if (segs.length === 0) return { blockedDirs, edgeCostAp };
  const buckets = bucketSegmentsByCell(W, H, segs);
  // Cells whose steps may meet a wall: those touched and their neighbours.
  const dirty = new Uint8Array(N);
  for (let k = 0; k < N; k++) {
    if (buckets[k] === undefined) continue;
    const c = k % W, r = (k - c) / W;
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
      const nc = c + dc, nr = r + dr;
      if (nc >= 0 && nr >= 0 && nc < W && nr < H) dirty[nr * W + nc] = 1;
    }
  }
  const stepHits = (k: number, d: number): { blocked: boolean; costAp: number } => {
    const c = k % W, r = (k - c) / W;
    const [dc, dr] = SQUARE_DIRS[d]!;
    const k2 = (r + dr) * W + c + dc;
    const x1 = c + 0.5, y1 = r + 0.5, x2 = x1 + dc, y2 = y1 + dr;
    let costAp = 0;
    for (const b of [buckets[k], buckets[k2]]) {
      if (b === undefined) continue;
      for (const i of b) {
        const s = segs[i]!;
        if (!segmentsTouch(x1, y1, x2, y2, s.ax, s.ay, s.bx, s.by)) continue;
        if (s.effect === 'block') return { blocked: true, costAp: 0 };
        costAp = Math.max(costAp, s.costAp);
      }
    }
    return { blocked: false, costAp };
  };
  const setCost = (k: number, d: number, costAp: number) => {
    if (costAp <= 0) return;
    edgeCostAp ??= new Uint8Array(N * 8);
    edgeCostAp[k * 8 + d] = Math.min(255, costAp);
  };
  // Pass 1: orthogonal steps.
  for (let k = 0; k < N; k++) {
    if (!dirty[k]) continue;
    for (let d = 0; d < 4; d++) {
      if ((blockedDirs[k]! >> d) & 1) continue;
      const hit = stepHits(k, d);
      if (hit.blocked) blockedDirs[k]! |= 1 << d;
      else setCost(k, d, hit.costAp);
    }
  }
  // Pass 2: diagonals, with the corner rule on the orthogonal results.
  const orthBlocked = (k: number, dc: number, dr: number) => {
    const d = dc === 1 ? 0 : dc === -1 ? 2 : dr === 1 ? 1 : 3;
    return ((blockedDirs[k]! >> d) & 1) === 1;
  };
  for (let k = 0; k < N; k++) {
    if (!dirty[k]) continue;
    for (let d = 4; d < 8; d++) {
      if ((blockedDirs[k]! >> d) & 1) continue;
      const [dc, dr] = SQUARE_DIRS[d]!;
      const kx = k + dc; // the side cell beside k in the column direction
      const ky = k + dr * W; // the side cell beside k in the row direction
      const cornerBlocked =
        orthBlocked(k, dc, 0) || orthBlocked(k, 0, dr) || orthBlocked(kx, 0, dr) || orthBlocked(ky, dc, 0);
      const hit = cornerBlocked ? { blocked: true, costAp: 0 } : stepHits(k, d);
      if (hit.blocked) blockedDirs[k]! |= 1 << d;
      else setCost(k, d, hit.costAp);
    }
  }
  return { blockedDirs, edgeCostAp };
}
