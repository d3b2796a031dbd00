// Visibility polygon from one viewpoint (fog of war, G-LOS-5): rays are cast
// only to the vertices that can be visible. Grid buckets are visited in
// rings around the viewer while an angular depth buffer records, per angle
// bin, a distance beyond which everything is proven hidden; buckets and
// vertices behind it are skipped, so the work follows the visible area,
// not the wall count.
import type { SegmentIndex } from './segmentIndex';
import { pseudoAngle } from './pseudoAngle';
import { sweepPolygon } from './sweep';

export { pseudoAngle };

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface VisibilityOptions {
  /** Square viewport of half-size rangeInches around the viewer (like computeViewport). */
  rangeInches?: number;
  /** Region the polygon is clipped to when no range is given (default: the index bounds). */
  box?: Box;
}

const BINS = 256;
/** Closed bins a wedge of the ring walk bridges. */
const GAP_BINS = 6;
/** First ring walked by wedges. */
const WEDGE_RING = 12;
/**
 * Directions are compared by pseudo-angle (the "diamond angle", 0..4 for a
 * full turn): monotonic in the true angle, with a half turn exactly 2, and
 * free of trigonometry. Bins split the pseudo-angle range evenly.
 */
const TURN = 4;
const HALF_TURN = 2;
const BIN_SCALE = BINS / TURN;

/** Angular offset of the rays cast just past a vertex, in radians. */
const EPS_ANGLE = 1e-7;

interface Scratch {
  occ: Float64Array;
  leftTo: Float64Array;
  leftD: Float64Array;
  leftX: Float64Array;
  leftY: Float64Array;
  rightFrom: Float64Array;
  rightD: Float64Array;
  rightX: Float64Array;
  rightY: Float64Array;
  angles: number[];
  xs: number[];
  ys: number[];
  order: number[];
  /** Per-query stamps of collected segments. */
  seen: Uint32Array;
  /** Pseudo-angles of the candidates' a and b ends, aligned with ids. */
  kA: Float64Array;
  kB: Float64Array;
  /** Per-query stamps of visited buckets. */
  bucketSeen: Uint32Array;
  /** Candidate ids of the last query: ids[0 .. nIds). */
  ids: Int32Array;
  nIds: number;
  /** Per-query stamps of handled wall ends (2 per segment). */
  endDone: Uint32Array;
  query: number;
  /** Bins with no occluder yet, and an upper bound of the finite occ values. */
  openBins: number;
  maxOcc: number;
}
const scratchByIndex = new WeakMap<SegmentIndex, Scratch>();

function scratchFor(index: SegmentIndex): Scratch {
  let s = scratchByIndex.get(index);
  if (s && s.seen.length < index.n) {
    // The index grew by edits: fresh stamps, sized with room to grow.
    s.seen = new Uint32Array(index.n * 2);
    s.endDone = new Uint32Array(index.n * 4);
    s.bucketSeen.fill(0);
    s.query = 0;
  }
  if (!s) {
    const f = () => new Float64Array(BINS);
    s = { occ: f(), leftTo: f(), leftD: f(), leftX: f(), leftY: f(), rightFrom: f(), rightD: f(), rightX: f(), rightY: f(), angles: [], xs: [], ys: [], order: [], seen: new Uint32Array(index.n), ids: new Int32Array(index.n), kA: new Float64Array(index.n), kB: new Float64Array(index.n), nIds: 0, bucketSeen: new Uint32Array(index.cols * index.rows), endDone: new Uint32Array(2 * index.n), query: 0, openBins: BINS, maxOcc: 0 };
    scratchByIndex.set(index, s);
  }
  return s;
}

function binOf(angle: number): number {
  const b = Math.floor(angle * BIN_SCALE);
  return b < 0 ? 0 : b >= BINS ? BINS - 1 : b;
}

/**
 * Polygon of the region visible from (px, py) as flat [x0, y0, x1, y1, …] in
 * angular order. A point strictly inside it is visible (SegmentIndex.clear).
 */
export function visibilityPolygon(index: SegmentIndex, px: number, py: number, opts: VisibilityOptions = {}): Float64Array {
  const box = boxOf(index, px, py, opts);
  // The sweep needs the viewer strictly inside the box; else rays are cast.
  if (!(px > box.minX && px < box.maxX && py > box.minY && py < box.maxY)) return visibilityPolygonCast(index, px, py, opts);
  candidateWalls(index, px, py, box);
  const sc = scratchFor(index);
  return sweepPolygon(index, px, py, box, sc.ids, sc.nIds, sc.kA, sc.kB);
}

function boxOf(index: SegmentIndex, px: number, py: number, opts: VisibilityOptions): Box {
  return opts.rangeInches !== undefined
    ? { minX: px - opts.rangeInches, minY: py - opts.rangeInches, maxX: px + opts.rangeInches, maxY: py + opts.rangeInches }
    : opts.box ?? { minX: index.minX, minY: index.minY, maxX: index.maxX, maxY: index.maxY };
}

/** Walls within the box not proven hidden from (px, py): a view of scratch memory, valid until the next query. */
export function candidateWalls(index: SegmentIndex, px: number, py: number, box: Box): Int32Array {
  const sc = scratchFor(index);
  sc.occ.fill(Infinity);
  sc.openBins = BINS;
  sc.maxOcc = 0;
  sc.leftTo.fill(-1);
  sc.rightFrom.fill(2);
  collectSegments(index, px, py, box, sc);
  return sc.ids.subarray(0, sc.nIds);
}

/**
 * The same polygon by casting rays to every candidate vertex through the
 * grid (slower; kept as the sweep's test oracle and for viewers on or
 * outside the box edge).
 */
export function visibilityPolygonCast(index: SegmentIndex, px: number, py: number, opts: VisibilityOptions = {}, epsAngle = EPS_ANGLE): Float64Array {
  const box = boxOf(index, px, py, opts);
  const sc = scratchFor(index);
  const segs = candidateWalls(index, px, py, box);
  const b = new PolygonBuilder(index, sc, px, py, box, epsAngle);
  const { ax, ay, bx, by } = index;
  for (let k = 0; k < segs.length; k++) {
    const i = segs[k];
    // Clip to the box: crossings of the box edge are polygon vertices too.
    if (!b.clip(ax[i], ay[i], bx[i], by[i])) continue;
    b.vertex(b.c0x, b.c0y, b.c0x === ax[i] && b.c0y === ay[i] ? i : -1, 0);
    b.vertex(b.c1x, b.c1y, b.c1x === bx[i] && b.c1y === by[i] ? i : -1, 1);
  }
  b.corner(box.minX, box.minY);
  b.corner(box.maxX, box.minY);
  b.corner(box.maxX, box.maxY);
  b.corner(box.minX, box.maxY);
  return b.finish();
}

class PolygonBuilder {
  n = 0;
  c0x = 0;
  c0y = 0;
  c1x = 0;
  c1y = 0;
  constructor(
    private readonly index: SegmentIndex,
    private readonly sc: Scratch,
    private readonly px: number,
    private readonly py: number,
    private readonly box: Box,
    private readonly eps: number,
  ) {
    sc.angles.length = 0;
    sc.xs.length = 0;
    sc.ys.length = 0;
  }

  push(angle: number, x: number, y: number): void {
    this.sc.angles.push(angle);
    this.sc.xs.push(x);
    this.sc.ys.push(y);
  }

  /** Distance factor to the box edge along (dx, dy). */
  boxExit(dx: number, dy: number): number {
    const { box, px, py } = this;
    const tx = dx > 0 ? (box.maxX - px) / dx : dx < 0 ? (box.minX - px) / dx : Infinity;
    const ty = dy > 0 ? (box.maxY - py) / dy : dy < 0 ? (box.minY - py) / dy : Infinity;
    return tx < ty ? tx : ty;
  }

  /** Casts along (dx, dy) to the box edge and records the hit. */
  castTo(dx: number, dy: number, from = 0): void {
    const { px, py } = this;
    const angle = pseudoAngle(dx, dy);
    const tBox = this.boxExit(dx, dy);
    const qx = px + dx * tBox, qy = py + dy * tBox;
    const sx = px + dx * from, sy = py + dy * from;
    const t = this.index.cast(sx, sy, qx, qy);
    this.push(angle, sx + (qx - sx) * t, sy + (qy - sy) * t);
  }

  corner(cx: number, cy: number): void {
    const { px, py } = this;
    const t = this.index.cast(px, py, cx, cy);
    this.push(pseudoAngle(cx - px, cy - py), px + (cx - px) * t, py + (cy - py) * t);
  }

  /**
   * Handles one wall end (seg, end) or a box crossing (seg = -1). A vertex
   * shared by several walls is handled once: its walls' ends are marked.
   */
  vertex(vx: number, vy: number, seg: number, end: number): void {
    const { px, py, index, sc } = this;
    const q = sc.query;
    if (seg >= 0 && sc.endDone[2 * seg + end] === q) return;
    const ddx = vx - px, ddy = vy - py;
    if (ddx === 0 && ddy === 0) return;
    const angle = pseudoAngle(ddx, ddy);
    // A vertex exactly at an occluder's far end (the apex of a V) stays: margin.
    const occ = sc.occ[binOf(angle)];
    if (Math.sqrt(ddx * ddx + ddy * ddy) > occ + 1e-9 * (1 + occ)) return;
    // Walls ending at the vertex decide where rays just past it go: a side
    // with a wall stops at the vertex, a free side needs a cast.
    let pos = false, neg = false;
    const { cellStart, cellEnd, cellItems, ax, ay, bx, by } = index;
    const kc = Math.min(index.cols - 1, Math.max(0, Math.floor((vx - index.minX) * index.inv)));
    const kr = Math.min(index.rows - 1, Math.max(0, Math.floor((vy - index.minY) * index.inv)));
    const k = kr * index.cols + kc;
    for (let j = cellStart[k], e = cellEnd[k]; j < e; j++) {
      const i = cellItems[j];
      let ox: number, oy: number;
      if (ax[i] === vx && ay[i] === vy) { ox = bx[i]; oy = by[i]; sc.endDone[2 * i] = q; } else if (bx[i] === vx && by[i] === vy) { ox = ax[i]; oy = ay[i]; sc.endDone[2 * i + 1] = q; } else continue;
      const o = ddx * (oy - py) - ddy * (ox - px);
      if (o > 0) pos = true; else if (o < 0) neg = true;
    }
    // Seen cleanly (nothing touched on the way) or only along a grazing ray.
    const clean = index.cast(px, py, vx, vy) >= 1 - 1e-9;
    if (!clean && index.cast(px, py, vx, vy, true) < 1 - 1e-9) return;
    this.push(angle, vx, vy);
    // Directions turned by ∓EPS_ANGLE (small-angle rotation of (ddx, ddy)).
    // A clean vertex has nothing in front of it, so those rays start there.
    const from = clean ? 1 - 1e-6 : 0;
    const eps = this.eps;
    const mx = ddx + eps * ddy, my = ddy - eps * ddx;
    const qx = ddx - eps * ddy, qy = ddy + eps * ddx;
    if (neg && clean) this.push(pseudoAngle(mx, my), vx, vy); else this.castTo(mx, my, from);
    if (pos && clean) this.push(pseudoAngle(qx, qy), vx, vy); else this.castTo(qx, qy, from);
    // With a wall on exactly one side the outline already runs along the ray.
    if ((pos && neg) || (clean && pos !== neg)) return;
    // The ray may graze past the vertex: keep it as a zero-width spike so
    // points on it stay on the outline (fov decides those exactly).
    const tBox = this.boxExit(ddx, ddy);
    const ex = px + ddx * tBox, ey = py + ddy * tBox;
    const t = index.cast(vx, vy, ex, ey, true);
    const fx = vx + (ex - vx) * t, fy = vy + (ey - vy) * t;
    if ((fx - vx) * ddx + (fy - vy) * ddy > 1e-9) { this.push(angle, fx, fy); this.push(angle, vx, vy); }
  }

  /** Liang–Barsky clip of a segment to the box into c0/c1; false when outside. */
  clip(ax: number, ay: number, bx: number, by: number): boolean {
    const { box } = this;
    const dx = bx - ax, dy = by - ay;
    let t0 = 0, t1 = 1;
    if (dx === 0) { if (ax < box.minX || ax > box.maxX) return false; } else {
      let ta = (box.minX - ax) / dx, tb = (box.maxX - ax) / dx;
      if (ta > tb) { const t = ta; ta = tb; tb = t; }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (dy === 0) { if (ay < box.minY || ay > box.maxY) return false; } else {
      let ta = (box.minY - ay) / dy, tb = (box.maxY - ay) / dy;
      if (ta > tb) { const t = ta; ta = tb; tb = t; }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (t0 > t1) return false;
    this.c0x = t0 === 0 ? ax : ax + dx * t0; this.c0y = t0 === 0 ? ay : ay + dy * t0;
    this.c1x = t1 === 1 ? bx : ax + dx * t1; this.c1y = t1 === 1 ? by : ay + dy * t1;
    return true;
  }

  finish(): Float64Array {
    const { angles, xs, ys, order } = this.sc;
    const n = angles.length;
    order.length = n;
    for (let k = 0; k < n; k++) order[k] = k;
    order.sort((a, b) => angles[a] - angles[b]);
    const out = new Float64Array(n * 2);
    for (let k = 0; k < n; k++) { out[2 * k] = xs[order[k]]; out[2 * k + 1] = ys[order[k]]; }
    return out;
  }
}

/** Ring walk over buckets with angular occlusion culling; candidate segment ids go to sc.ids[0 .. sc.nIds). */
function collectSegments(index: SegmentIndex, px: number, py: number, box: Box, sc: Scratch): void {
  const { cols, rows, bucket, minX, minY } = index;
  const inv = 1 / bucket;
  const c0 = clampI(Math.floor((box.minX - minX) * inv), 0, cols - 1), c1 = clampI(Math.floor((box.maxX - minX) * inv), 0, cols - 1);
  const r0 = clampI(Math.floor((box.minY - minY) * inv), 0, rows - 1), r1 = clampI(Math.floor((box.maxY - minY) * inv), 0, rows - 1);
  const pc = clampI(Math.floor((px - minX) * inv), 0, cols - 1), pr = clampI(Math.floor((py - minY) * inv), 0, rows - 1);
  if (++sc.query === 0xffffffff) { sc.seen.fill(0); sc.endDone.fill(0); sc.bucketSeen.fill(0); sc.query = 1; }
  if (sc.ids.length < index.n) { sc.ids = new Int32Array(index.n * 2); sc.kA = new Float64Array(index.n * 2); sc.kB = new Float64Array(index.n * 2); }
  sc.nIds = 0;
  const maxRing = Math.max(pc - c0, c1 - pc, pr - r0, r1 - pr);
  // Ring distances assume the viewer sits in its own bucket.
  const inside = px >= minX && px < minX + cols * bucket && py >= minY && py < minY + rows * bucket;
  visitBucket(index, sc, px, py, pc, pr, false);
  for (let ring = 1; ring <= maxRing; ring++) {
    const cull = ring >= 2 && inside;
    if (cull && sc.openBins === 0 && (ring - 1) * bucket > sc.maxOcc) break;
    if (cull && ring >= WEDGE_RING) {
      // Only the ring's buckets in directions still open at its distance:
      // runs of open bins, each visited as a wedge of angles (far rings
      // only: scanning the bins costs more than testing a short ring).
      const dRing = (ring - 1) * bucket;
      const occ = sc.occ;
      let any = false;
      for (let b0 = 0; b0 < BINS; b0++) {
        if (occ[b0] + 1e-9 * (1 + occ[b0]) < dRing) continue;
        // A run goes on over short closed gaps (fewer, wider wedges).
        let b1 = b0;
        for (let b = b0 + 1; b < BINS && b <= b1 + GAP_BINS; b++) if (!(occ[b] + 1e-9 * (1 + occ[b]) < dRing)) b1 = b;
        visitWedge(index, sc, px, py, ring, b0 / BIN_SCALE, (b1 + 1) / BIN_SCALE, c0, c1, r0, r1, pc, pr);
        any = true;
        b0 = b1;
      }
      // Every direction is hidden from this distance on.
      if (!any) break;
      continue;
    }
    // The ring's sides, clipped to the box's buckets.
    const ca = Math.max(c0, pc - ring), cb = Math.min(c1, pc + ring);
    if (pr - ring >= r0) for (let c = ca; c <= cb; c++) visitBucket(index, sc, px, py, c, pr - ring, cull);
    if (pr + ring <= r1) for (let c = ca; c <= cb; c++) visitBucket(index, sc, px, py, c, pr + ring, cull);
    const ra = Math.max(r0, pr - ring + 1), rb = Math.min(r1, pr + ring - 1);
    if (pc - ring >= c0) for (let r = ra; r <= rb; r++) visitBucket(index, sc, px, py, pc - ring, r, cull);
    if (pc + ring <= c1) for (let r = ra; r <= rb; r++) visitBucket(index, sc, px, py, pc + ring, r, cull);
  }
}

/** Direction of pseudo-angle p (inverse of pseudoAngle, up to scale). */
function dirX(p: number): number {
  return p < 1 ? 1 - p : p < 2 ? 1 - p : p - 3;
}
function dirY(p: number): number {
  return p < 1 ? p : p < 3 ? 2 - p : p - 4;
}

/** x where the ray of pseudo-angle p meets the line y (±Infinity when parallel). */
function xAt(px: number, py: number, p: number, y: number): number {
  const dx = dirX(p), dy = dirY(p);
  return dy === 0 ? (dx > 0 ? Infinity : -Infinity) : px + ((y - py) * dx) / dy;
}

function yAt(px: number, py: number, p: number, x: number): number {
  const dx = dirX(p), dy = dirY(p);
  return dx === 0 ? (dy > 0 ? Infinity : -Infinity) : py + ((x - px) * dy) / dx;
}

/**
 * Visits the buckets of ring `ring` that the wedge of pseudo-angles [pa, pb]
 * passes through (one bucket of margin each way for rounding): per side of
 * the ring, where the wedge's edge rays cross that side's band.
 */
function visitWedge(index: SegmentIndex, sc: Scratch, px: number, py: number, ring: number, pa: number, pb: number, c0: number, c1: number, r0: number, r1: number, pc: number, pr: number): void {
  const { bucket, minX, minY } = index;
  const inv = 1 / bucket;
  const ca = Math.max(c0, pc - ring), cb = Math.min(c1, pc + ring);
  const ra = Math.max(r0, pr - ring + 1), rb = Math.min(r1, pr + ring - 1);
  // Top side (above the viewer): angles [0, 2]; bottom side: [2, 4].
  for (let side = 0; side < 2; side++) {
    const r = side === 0 ? pr + ring : pr - ring;
    if (r > r1 || r < r0) continue;
    const a = Math.max(pa, side === 0 ? 0 : 2), b = Math.min(pb, side === 0 ? 2 : 4);
    if (a > b) continue;
    const y0 = minY + r * bucket, y1 = y0 + bucket;
    const xa0 = xAt(px, py, a, y0), xa1 = xAt(px, py, a, y1), xb0 = xAt(px, py, b, y0), xb1 = xAt(px, py, b, y1);
    const lo = Math.min(xa0, xa1, xb0, xb1), hi = Math.max(xa0, xa1, xb0, xb1);
    const from = Math.max(ca, Math.floor((lo - minX) * inv) - 1), to = Math.min(cb, Math.floor((hi - minX) * inv) + 1);
    for (let c = from; c <= to; c++) visitBucket(index, sc, px, py, c, r, true);
  }
  // Right side: angles [3, 4] and [0, 1]; left side: [1, 3].
  for (let part = 0; part < 3; part++) {
    const c = part === 2 ? pc - ring : pc + ring;
    if (c > c1 || c < c0) continue;
    const a = Math.max(pa, part === 0 ? 0 : part === 1 ? 3 : 1), b = Math.min(pb, part === 0 ? 1 : part === 1 ? 4 : 3);
    if (a > b) continue;
    const x0 = minX + c * bucket, x1 = x0 + bucket;
    const ya0 = yAt(px, py, a, x0), ya1 = yAt(px, py, a, x1), yb0 = yAt(px, py, b, x0), yb1 = yAt(px, py, b, x1);
    const lo = Math.min(ya0, ya1, yb0, yb1), hi = Math.max(ya0, ya1, yb0, yb1);
    const from = Math.max(ra, Math.floor((lo - minY) * inv) - 1), to = Math.min(rb, Math.floor((hi - minY) * inv) + 1);
    for (let r = from; r <= to; r++) visitBucket(index, sc, px, py, c, r, true);
  }
}

function visitBucket(index: SegmentIndex, sc: Scratch, px: number, py: number, c: number, r: number, cull: boolean): void {
  const k = r * index.cols + c;
  const e = index.cellEnd[k];
  let j = index.cellStart[k];
  if (j === e || sc.bucketSeen[k] === sc.query) return;
  sc.bucketSeen[k] = sc.query;
  const bucket = index.bucket;
  if (cull && bucketHidden(px, py, index.minX + c * bucket, index.minY + r * bucket, bucket, sc.occ)) return;
  const { cellItems, ax, ay, bx, by } = index;
  const { seen, ids } = sc;
  const q = sc.query;
  for (; j < e; j++) {
    const i = cellItems[j];
    if (seen[i] === q) continue;
    seen[i] = q;
    ids[sc.nIds++] = i;
    const ta = pseudoAngle(ax[i] - px, ay[i] - py), tb = pseudoAngle(bx[i] - px, by[i] - py);
    sc.kA[sc.nIds - 1] = ta; sc.kB[sc.nIds - 1] = tb;
    markOccluder(px, py, ax[i], ay[i], bx[i], by[i], ta, tb, sc);
  }
}

function clampI(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Lowers occ[b] for every bin the segment fully spans: beyond that distance
 * the bin is hidden. A bin only partly spanned keeps the covered part from
 * its left or right edge; two parts that overlap, or meet at the same wall
 * vertex (a chain of walls: the corner rule blocks the ray through it),
 * occlude the whole bin too.
 */
function markOccluder(px: number, py: number, ax: number, ay: number, bx: number, by: number, ta: number, tb: number, sc: Scratch): void {
  const { leftTo, leftD, leftX, leftY, rightFrom, rightD, rightX, rightY } = sc;
  // A wall on a line through the viewer hides nothing (G-LOS-1: grazing).
  if ((ax - px) * (by - py) - (ay - py) * (bx - px) === 0) return;
  let d = tb - ta;
  if (d > HALF_TURN) d -= TURN; else if (d <= -HALF_TURN) d += TURN;
  const lo = d >= 0 ? ta : tb;
  const loX = d >= 0 ? ax : bx, loY = d >= 0 ? ay : by, hiX = d >= 0 ? bx : ax, hiY = d >= 0 ? by : ay;
  const span = Math.abs(d);
  const da = (ax - px) * (ax - px) + (ay - py) * (ay - py), db = (bx - px) * (bx - px) + (by - py) * (by - py);
  const far = Math.sqrt(da > db ? da : db);
  const loPos = lo * BIN_SCALE, hiPos = (lo + span) * BIN_SCALE;
  const loBin = Math.floor(loPos), hiBin = Math.floor(hiPos);
  if (loBin === hiBin) return;
  // Strictly inside the span: a ray through the occluder's end point only grazes it.
  const first = Math.ceil(loPos + 1e-6), last = Math.floor(hiPos - 1e-6) - 1;
  for (let b = first; b <= last; b++) lower(sc, b % BINS, far);
  const kl = loBin % BINS, fl = loPos - loBin;
  if (fl < rightFrom[kl]) { rightFrom[kl] = fl; rightD[kl] = far; rightX[kl] = loX; rightY[kl] = loY; }
  const kh = hiBin % BINS, fh = hiPos - hiBin;
  if (fh > leftTo[kh]) { leftTo[kh] = fh; leftD[kh] = far; leftX[kh] = hiX; leftY[kh] = hiY; }
  closeBin(sc, kl);
  closeBin(sc, kh);
}

function lower(sc: Scratch, k: number, d: number): void {
  const v = sc.occ[k];
  if (!(d < v)) return;
  if (v === Infinity) sc.openBins--;
  if (d > sc.maxOcc) sc.maxOcc = d;
  sc.occ[k] = d;
}

function closeBin(sc: Scratch, k: number): void {
  const { leftTo, leftD, leftX, leftY, rightFrom, rightD, rightX, rightY } = sc;
  if (leftTo[k] > rightFrom[k] || (leftTo[k] === rightFrom[k] && leftX[k] === rightX[k] && leftY[k] === rightY[k])) {
    lower(sc, k, leftD[k] > rightD[k] ? leftD[k] : rightD[k]);
  }
}

function bucketHidden(px: number, py: number, x0: number, y0: number, size: number, occ: Float64Array): boolean {
  const x1 = x0 + size, y1 = y0 + size;
  const ddx = x0 - px > 0 ? x0 - px : px - x1 > 0 ? px - x1 : 0;
  const ddy = y0 - py > 0 ? y0 - py : py - y1 > 0 ? py - y1 : 0;
  const dMin = Math.sqrt(ddx * ddx + ddy * ddy);
  // The bucket (not containing the viewer) spans the angles from its corner
  // (lx, ly) counter-clockwise to (hx, hy), by the side of the viewer it is on.
  let lx: number, ly: number, hx: number, hy: number;
  if (x0 >= px) {
    if (y0 >= py) { lx = x1; ly = y0; hx = x0; hy = y1; } else if (y1 <= py) { lx = x0; ly = y0; hx = x1; hy = y1; } else { lx = x0; ly = y0; hx = x0; hy = y1; }
  } else if (x1 <= px) {
    if (y0 >= py) { lx = x1; ly = y1; hx = x0; hy = y0; } else if (y1 <= py) { lx = x0; ly = y1; hx = x1; hy = y0; } else { lx = x1; ly = y1; hx = x1; hy = y0; }
  } else if (y0 >= py) { lx = x1; ly = y0; hx = x0; hy = y0; } else { lx = x0; ly = y1; hx = x1; hy = y1; }
  const klo = pseudoAngle(lx - px, ly - py);
  let khi = pseudoAngle(hx - px, hy - py);
  if (khi < klo) khi += TURN;
  const first = Math.floor(klo * BIN_SCALE);
  const last = Math.floor(khi * BIN_SCALE);
  for (let b = first; b <= last; b++) {
    const k = b >= BINS ? b - BINS : b;
    if (!(occ[k] + 1e-9 * (1 + occ[k]) < dMin)) return false;
  }
  return true;
}


/** Even-odd point-in-polygon test for a flat polygon. */
export function pointInPolygon(poly: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, n = poly.length, j = n - 2; i < n; j = i, i += 2) {
    const yi = poly[i + 1], yj = poly[j + 1];
    if ((yi > y) !== (yj > y) && x < ((poly[j] - poly[i]) * (y - yi)) / (yj - yi) + poly[i]) inside = !inside;
  }
  return inside;
}
