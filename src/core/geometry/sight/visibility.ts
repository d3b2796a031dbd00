// Visibility polygon from one viewpoint (fog of war, G-LOS-5): rays are cast
// only to the vertices that can be visible. Grid buckets are visited in
// rings around the viewer while an angular depth buffer records, per angle
// bin, a distance beyond which everything is proven hidden; buckets and
// vertices behind it are skipped, so the work follows the visible area,
// not the wall count.
import type { SegmentIndex } from './segmentIndex';

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

const BINS = 1024;
const TWO_PI = Math.PI * 2;
const BIN_SCALE = BINS / TWO_PI;
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
}
const scratchByIndex = new WeakMap<SegmentIndex, Scratch>();

function scratchFor(index: SegmentIndex): Scratch {
  let s = scratchByIndex.get(index);
  if (!s) {
    const f = () => new Float64Array(BINS);
    s = { occ: f(), leftTo: f(), leftD: f(), leftX: f(), leftY: f(), rightFrom: f(), rightD: f(), rightX: f(), rightY: f(), angles: [], xs: [], ys: [], order: [] };
    scratchByIndex.set(index, s);
  }
  return s;
}

function binOf(angle: number): number {
  const b = Math.floor((angle + Math.PI) * BIN_SCALE);
  return b < 0 ? 0 : b >= BINS ? BINS - 1 : b;
}

/**
 * Polygon of the region visible from (px, py) as flat [x0, y0, x1, y1, …] in
 * angular order. A point strictly inside it is visible (SegmentIndex.clear).
 */
export function visibilityPolygon(index: SegmentIndex, px: number, py: number, opts: VisibilityOptions = {}): Float64Array {
  const box: Box = opts.rangeInches !== undefined
    ? { minX: px - opts.rangeInches, minY: py - opts.rangeInches, maxX: px + opts.rangeInches, maxY: py + opts.rangeInches }
    : opts.box ?? { minX: index.minX, minY: index.minY, maxX: index.maxX, maxY: index.maxY };
  const sc = scratchFor(index);
  const { occ } = sc;
  occ.fill(Infinity);
  sc.leftTo.fill(-1);
  sc.rightFrom.fill(2);
  const segs = collectSegments(index, px, py, box, sc);
  sc.angles.length = 0; sc.xs.length = 0; sc.ys.length = 0;
  const push = (angle: number, x: number, y: number) => { sc.angles.push(angle); sc.xs.push(x); sc.ys.push(y); };
  const castTo = (angle: number) => {
    const dx = Math.cos(angle), dy = Math.sin(angle);
    const tBox = boxExit(px, py, dx, dy, box);
    const qx = px + dx * tBox, qy = py + dy * tBox;
    const t = index.cast(px, py, qx, qy);
    push(angle, px + (qx - px) * t, py + (qy - py) * t);
  };
  const vertex = (vx: number, vy: number) => {
    const ddx = vx - px, ddy = vy - py;
    if (ddx === 0 && ddy === 0) return;
    const angle = Math.atan2(ddy, ddx);
    if (Math.hypot(ddx, ddy) > occ[binOf(angle)]) return;
    // Seen cleanly (nothing touched on the way) or only along a grazing ray.
    const clean = index.cast(px, py, vx, vy) >= 1 - 1e-9;
    if (!clean && index.cast(px, py, vx, vy, true) < 1 - 1e-9) return;
    push(angle, vx, vy);
    // Walls ending at the vertex decide where rays just past it go: a side
    // with a wall stops at the vertex, a free side needs a cast.
    let pos = false, neg = false;
    const { cellStart, cellItems, ax, ay, bx, by } = index;
    const kc = Math.min(index.cols - 1, Math.max(0, Math.floor((vx - index.minX) * index.inv)));
    const kr = Math.min(index.rows - 1, Math.max(0, Math.floor((vy - index.minY) * index.inv)));
    const k = kr * index.cols + kc;
    for (let j = cellStart[k], e = cellStart[k + 1]; j < e; j++) {
      const i = cellItems[j];
      let ox: number, oy: number;
      if (ax[i] === vx && ay[i] === vy) { ox = bx[i]; oy = by[i]; } else if (bx[i] === vx && by[i] === vy) { ox = ax[i]; oy = ay[i]; } else continue;
      const o = ddx * (oy - py) - ddy * (ox - px);
      if (o > 0) pos = true; else if (o < 0) neg = true;
    }
    if (neg && clean) push(angle - EPS_ANGLE, vx, vy); else castTo(angle - EPS_ANGLE);
    if (pos && clean) push(angle + EPS_ANGLE, vx, vy); else castTo(angle + EPS_ANGLE);
    if (pos && neg) return;
    // The ray may graze past the vertex: keep it as a zero-width spike so
    // points on it stay on the outline (fov decides those exactly).
    const tBox = boxExit(px, py, ddx, ddy, box);
    const qx = px + ddx * tBox, qy = py + ddy * tBox;
    const t = index.cast(px, py, qx, qy, true);
    const fx = px + (qx - px) * t, fy = py + (qy - py) * t;
    if ((fx - vx) * ddx + (fy - vy) * ddy > 1e-9) { push(angle, fx, fy); push(angle, vx, vy); }
  };
  for (const i of segs) {
    // Clip to the box: crossings of the box edge are polygon vertices too.
    let ax = index.ax[i], ay = index.ay[i], bx = index.bx[i], by = index.by[i];
    const c = clipToBox(ax, ay, bx, by, box);
    if (!c) continue;
    [ax, ay, bx, by] = c;
    vertex(ax, ay);
    vertex(bx, by);
  }
  for (const [cx, cy] of [[box.minX, box.minY], [box.maxX, box.minY], [box.maxX, box.maxY], [box.minX, box.maxY]]) {
    const t = index.cast(px, py, cx, cy);
    push(Math.atan2(cy - py, cx - px), px + (cx - px) * t, py + (cy - py) * t);
  }
  const n = sc.angles.length;
  const order = sc.order;
  order.length = n;
  for (let k = 0; k < n; k++) order[k] = k;
  const angles = sc.angles;
  order.sort((a, b) => angles[a] - angles[b]);
  const out = new Float64Array(n * 2);
  for (let k = 0; k < n; k++) { out[2 * k] = sc.xs[order[k]]; out[2 * k + 1] = sc.ys[order[k]]; }
  return out;
}

/** Ring walk over buckets with angular occlusion culling; returns candidate segment ids. */
function collectSegments(index: SegmentIndex, px: number, py: number, box: Box, sc: Scratch): number[] {
  const { occ } = sc;
  const { cols, rows, bucket, minX, minY, cellStart, cellItems } = index;
  const inv = 1 / bucket;
  const clampC = (v: number) => (v < 0 ? 0 : v >= cols ? cols - 1 : v);
  const clampR = (v: number) => (v < 0 ? 0 : v >= rows ? rows - 1 : v);
  const c0 = clampC(Math.floor((box.minX - minX) * inv)), c1 = clampC(Math.floor((box.maxX - minX) * inv));
  const r0 = clampR(Math.floor((box.minY - minY) * inv)), r1 = clampR(Math.floor((box.maxY - minY) * inv));
  const pc = clampC(Math.floor((px - minX) * inv)), pr = clampR(Math.floor((py - minY) * inv));
  const seen = new Uint8Array(index.n);
  const out: number[] = [];
  const maxRing = Math.max(pc - c0, c1 - pc, pr - r0, r1 - pr);
  // Ring distances assume the viewer sits in its own bucket.
  const inside = px >= minX && px < minX + cols * bucket && py >= minY && py < minY + rows * bucket;
  const visitBucket = (c: number, r: number, ring: number): void => {
    if (c < c0 || c > c1 || r < r0 || r > r1) return;
    const k = r * cols + c;
    if (cellStart[k] === cellStart[k + 1]) return;
    if (ring >= 2 && inside && bucketHidden(px, py, minX + c * bucket, minY + r * bucket, bucket, occ)) return;
    for (let j = cellStart[k], e = cellStart[k + 1]; j < e; j++) {
      const i = cellItems[j];
      if (seen[i]) continue;
      seen[i] = 1;
      out.push(i);
      markOccluder(px, py, index.ax[i], index.ay[i], index.bx[i], index.by[i], sc);
    }
  };
  for (let ring = 0; ring <= maxRing; ring++) {
    if (ring >= 2 && inside) {
      let maxOcc = 0;
      for (let b = 0; b < BINS; b++) if (occ[b] > maxOcc) { maxOcc = occ[b]; if (maxOcc === Infinity) break; }
      if ((ring - 1) * bucket > maxOcc) break;
    }
    if (ring === 0) { visitBucket(pc, pr, 0); continue; }
    for (let c = pc - ring; c <= pc + ring; c++) { visitBucket(c, pr - ring, ring); visitBucket(c, pr + ring, ring); }
    for (let r = pr - ring + 1; r <= pr + ring - 1; r++) { visitBucket(pc - ring, r, ring); visitBucket(pc + ring, r, ring); }
  }
  return out;
}

/**
 * Lowers occ[b] for every bin the segment fully spans: beyond that distance
 * the bin is hidden. A bin only partly spanned keeps the covered part from
 * its left or right edge; two parts that overlap, or meet at the same wall
 * vertex (a chain of walls: the corner rule blocks the ray through it),
 * occlude the whole bin too.
 */
function markOccluder(px: number, py: number, ax: number, ay: number, bx: number, by: number, sc: Scratch): void {
  const { occ, leftTo, leftD, leftX, leftY, rightFrom, rightD, rightX, rightY } = sc;
  const ta = Math.atan2(ay - py, ax - px), tb = Math.atan2(by - py, bx - px);
  let d = tb - ta;
  if (d > Math.PI) d -= TWO_PI; else if (d <= -Math.PI) d += TWO_PI;
  const lo = d >= 0 ? ta : tb;
  const loX = d >= 0 ? ax : bx, loY = d >= 0 ? ay : by, hiX = d >= 0 ? bx : ax, hiY = d >= 0 ? by : ay;
  const span = Math.abs(d);
  const far = Math.max(Math.hypot(ax - px, ay - py), Math.hypot(bx - px, by - py));
  const loPos = (lo + Math.PI) * BIN_SCALE, hiPos = (lo + span + Math.PI) * BIN_SCALE;
  const loBin = Math.floor(loPos), hiBin = Math.floor(hiPos);
  if (loBin === hiBin) return;
  // Strictly inside the span: a ray through the occluder's end point only grazes it.
  const first = Math.ceil(loPos + 1e-6), last = Math.floor(hiPos - 1e-6) - 1;
  for (let b = first; b <= last; b++) {
    const k = b % BINS;
    if (occ[k] > far) occ[k] = far;
  }
  const kl = loBin % BINS, fl = loPos - loBin;
  if (fl < rightFrom[kl]) { rightFrom[kl] = fl; rightD[kl] = far; rightX[kl] = loX; rightY[kl] = loY; }
  const kh = hiBin % BINS, fh = hiPos - hiBin;
  if (fh > leftTo[kh]) { leftTo[kh] = fh; leftD[kh] = far; leftX[kh] = hiX; leftY[kh] = hiY; }
  for (const k of [kl, kh]) {
    if (leftTo[k] > rightFrom[k] || (leftTo[k] === rightFrom[k] && leftX[k] === rightX[k] && leftY[k] === rightY[k])) {
      const dk = Math.max(leftD[k], rightD[k]);
      if (occ[k] > dk) occ[k] = dk;
    }
  }
}

function bucketHidden(px: number, py: number, x0: number, y0: number, size: number, occ: Float64Array): boolean {
  const x1 = x0 + size, y1 = y0 + size;
  const dMin = Math.hypot(Math.max(x0 - px, 0, px - x1), Math.max(y0 - py, 0, py - y1));
  const mid = Math.atan2((y0 + y1) / 2 - py, (x0 + x1) / 2 - px);
  let lo = 0, hi = 0;
  for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]) {
    let d = Math.atan2(y - py, x - px) - mid;
    if (d > Math.PI) d -= TWO_PI; else if (d <= -Math.PI) d += TWO_PI;
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  const first = Math.floor((mid + lo + Math.PI) * BIN_SCALE);
  const last = Math.floor((mid + hi + Math.PI) * BIN_SCALE);
  for (let b = first; b <= last; b++) {
    const k = ((b % BINS) + BINS) % BINS;
    if (!(occ[k] < dMin)) return false;
  }
  return true;
}

function boxExit(px: number, py: number, dx: number, dy: number, box: Box): number {
  return Math.min(dx > 0 ? (box.maxX - px) / dx : dx < 0 ? (box.minX - px) / dx : Infinity, dy > 0 ? (box.maxY - py) / dy : dy < 0 ? (box.minY - py) / dy : Infinity);
}

function clipToBox(ax: number, ay: number, bx: number, by: number, box: Box): [number, number, number, number] | null {
  const dx = bx - ax, dy = by - ay;
  let t0 = 0, t1 = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const r = q / p;
    if (p < 0) { if (r > t1) return false; if (r > t0) t0 = r; } else { if (r < t0) return false; if (r < t1) t1 = r; }
    return true;
  };
  if (!clip(-dx, ax - box.minX) || !clip(dx, box.maxX - ax) || !clip(-dy, ay - box.minY) || !clip(dy, box.maxY - ay)) return null;
  return [ax + dx * t0, ay + dy * t0, ax + dx * t1, ay + dy * t1];
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
