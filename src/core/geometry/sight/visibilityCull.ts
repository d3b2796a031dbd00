// Candidate walls for the visibility polygon (G-LOS-5): a ring walk over the
// grid buckets around the viewer with an angular depth buffer; a bucket or
// wall behind walls that fully cover its angles is skipped, so the work
// follows the visible area, not the wall count.
import type { SegmentIndex } from './segmentIndex';
import { pseudoAngle } from './pseudoAngle';
import { BINS as SCRATCH_BINS, scratchFor, type Box, type Scratch } from './cullScratch';

export { SCRATCH_BINS as BINS, scratchFor, type Box, type Scratch };

// A local name: V8 reads an imported binding on every use in hot loops.
const BINS = SCRATCH_BINS;
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

export function binOf(angle: number): number {
  const b = Math.floor(angle * BIN_SCALE);
  return b < 0 ? 0 : b >= BINS ? BINS - 1 : b;
}

/**
 * Walls within the box not proven hidden from (px, py): a view of scratch
 * memory, valid until the next query.
 */
export function candidateWalls(index: SegmentIndex, px: number, py: number, box: Box): Int32Array {
  const sc = scratchFor(index);
  sc.occ.fill(Infinity);
  sc.occFull.fill(Infinity);
  sc.openBins = BINS;
  sc.maxOcc = 0;
  sc.leftTo.fill(-1);
  sc.rightFrom.fill(2);
  collectSegments(index, px, py, box, sc);
  return sc.ids.subarray(0, sc.nIds);
}

/** Ring walk over buckets with angular occlusion culling; candidate segment ids go to sc.ids[0 .. sc.nIds). */
function collectSegments(index: SegmentIndex, px: number, py: number, box: Box, sc: Scratch): void {
  const { cols, rows, bucket, minX, minY } = index;
  const inv = 1 / bucket;
  const c0 = clampI(Math.floor((box.minX - minX) * inv), 0, cols - 1),
    c1 = clampI(Math.floor((box.maxX - minX) * inv), 0, cols - 1);
  const r0 = clampI(Math.floor((box.minY - minY) * inv), 0, rows - 1),
    r1 = clampI(Math.floor((box.maxY - minY) * inv), 0, rows - 1);
  const pc = clampI(Math.floor((px - minX) * inv), 0, cols - 1),
    pr = clampI(Math.floor((py - minY) * inv), 0, rows - 1);
  if (++sc.query === 0xffffffff) {
    sc.seen.fill(0);
    sc.endDone.fill(0);
    sc.bucketSeen.fill(0);
    sc.query = 1;
  }
  if (sc.ids.length < index.n) {
    sc.ids = new Int32Array(index.n * 2);
    sc.kA = new Float64Array(index.n * 2);
    sc.kB = new Float64Array(index.n * 2);
  }
  sc.nIds = 0;
  const maxRing = Math.max(pc - c0, c1 - pc, pr - r0, r1 - pr);
  // Ring distances assume the viewer sits in its own bucket.
  const inside = px >= minX && px < minX + cols * bucket && py >= minY && py < minY + rows * bucket;
  visitBucket(index, sc, px, py, pc, pr, false);
  const openList = sc.openList;
  let nOpen = 0,
    listed = false;
  for (let ring = 1; ring <= maxRing; ring++) {
    const cull = ring >= 2 && inside;
    if (cull && sc.openBins === 0 && (ring - 1) * bucket > sc.maxOcc) break;
    if (cull && ring >= WEDGE_RING) {
      // Only the ring's buckets in directions still open at its distance:
      // runs of open bins, each visited as a wedge of angles (far rings
      // only: scanning the bins costs more than testing a short ring).
      const dRing = (ring - 1) * bucket;
      const occ = sc.occ;
      // A bin closed at this distance stays closed further out (occ only
      // falls, dRing only grows): keep the list of open bins, not all BINS.
      if (!listed) {
        nOpen = 0;
        for (let b = 0; b < BINS; b++) openList[nOpen++] = b;
        listed = true;
      }
      let m = 0;
      for (let q = 0; q < nOpen; q++) {
        const b = openList[q];
        if (!(occ[b] + 1e-9 * (1 + occ[b]) < dRing)) openList[m++] = b;
      }
      nOpen = m;
      // Every direction is hidden from this distance on.
      if (nOpen === 0) break;
      for (let q = 0; q < nOpen; q++) {
        const b0 = openList[q];
        // A run goes on over short closed gaps (fewer, wider wedges).
        let b1 = b0;
        while (q + 1 < nOpen && openList[q + 1] <= b1 + GAP_BINS) b1 = openList[++q];
        visitWedge(index, sc, px, py, ring, b0 / BIN_SCALE, (b1 + 1) / BIN_SCALE, c0, c1, r0, r1, pc, pr);
      }
      continue;
    }
    // Near rings: every bucket of the ring's sides, clipped to the box's
    // buckets (testing them all costs less than placing runs of open bins).
    const ca = Math.max(c0, pc - ring),
      cb = Math.min(c1, pc + ring);
    if (pr - ring >= r0) for (let c = ca; c <= cb; c++) visitBucket(index, sc, px, py, c, pr - ring, cull);
    if (pr + ring <= r1) for (let c = ca; c <= cb; c++) visitBucket(index, sc, px, py, c, pr + ring, cull);
    const ra = Math.max(r0, pr - ring + 1),
      rb = Math.min(r1, pr + ring - 1);
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
  const dx = dirX(p),
    dy = dirY(p);
  return dy === 0 ? (dx > 0 ? Infinity : -Infinity) : px + ((y - py) * dx) / dy;
}

function yAt(px: number, py: number, p: number, x: number): number {
  const dx = dirX(p),
    dy = dirY(p);
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
  const ca = Math.max(c0, pc - ring),
    cb = Math.min(c1, pc + ring);
  const ra = Math.max(r0, pr - ring + 1),
    rb = Math.min(r1, pr + ring - 1);
  // Top side (above the viewer): angles [0, 2]; bottom side: [2, 4].
  for (let side = 0; side < 2; side++) {
    const r = side === 0 ? pr + ring : pr - ring;
    if (r > r1 || r < r0) continue;
    const a = Math.max(pa, side === 0 ? 0 : 2),
      b = Math.min(pb, side === 0 ? 2 : 4);
    if (a > b) continue;
    const y0 = minY + r * bucket,
      y1 = y0 + bucket;
    const xa0 = xAt(px, py, a, y0),
      xa1 = xAt(px, py, a, y1),
      xb0 = xAt(px, py, b, y0),
      xb1 = xAt(px, py, b, y1);
    const lo = Math.min(xa0, xa1, xb0, xb1),
      hi = Math.max(xa0, xa1, xb0, xb1);
    const from = Math.max(ca, Math.floor((lo - minX) * inv) - 1),
      to = Math.min(cb, Math.floor((hi - minX) * inv) + 1);
    for (let c = from; c <= to; c++) visitBucket(index, sc, px, py, c, r, true);
  }
  // Right side: angles [3, 4] and [0, 1]; left side: [1, 3].
  for (let part = 0; part < 3; part++) {
    const c = part === 2 ? pc - ring : pc + ring;
    if (c > c1 || c < c0) continue;
    const a = Math.max(pa, part === 0 ? 0 : part === 1 ? 3 : 1),
      b = Math.min(pb, part === 0 ? 1 : part === 1 ? 4 : 3);
    if (a > b) continue;
    const x0 = minX + c * bucket,
      x1 = x0 + bucket;
    const ya0 = yAt(px, py, a, x0),
      ya1 = yAt(px, py, a, x1),
      yb0 = yAt(px, py, b, x0),
      yb1 = yAt(px, py, b, x1);
    const lo = Math.min(ya0, ya1, yb0, yb1),
      hi = Math.max(ya0, ya1, yb0, yb1);
    const from = Math.max(ra, Math.floor((lo - minY) * inv) - 1),
      to = Math.min(rb, Math.floor((hi - minY) * inv) + 1);
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
  const { seen, ids, kA, kB, occFull } = sc;
  const q = sc.query;
  let n = sc.nIds;
  for (; j < e; j++) {
    const i = cellItems[j];
    if (seen[i] === q) continue;
    seen[i] = q;
    const x1 = ax[i],
      y1 = ay[i],
      x2 = bx[i],
      y2 = by[i];
    const ta = pseudoAngle(x1 - px, y1 - py),
      tb = pseudoAngle(x2 - px, y2 - py);
    // Already hidden by single walls nearer in: neither a candidate nor an occluder worth marking.
    if (cull && wallHidden(px, py, x1, y1, x2, y2, ta, tb, occFull)) continue;
    ids[n] = i;
    kA[n] = ta;
    kB[n] = tb;
    n++;
    markOccluder(px, py, x1, y1, x2, y2, ta, tb, sc);
  }
  sc.nIds = n;
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
  if (d > HALF_TURN) d -= TURN;
  else if (d <= -HALF_TURN) d += TURN;
  const lo = d >= 0 ? ta : tb;
  const loX = d >= 0 ? ax : bx,
    loY = d >= 0 ? ay : by,
    hiX = d >= 0 ? bx : ax,
    hiY = d >= 0 ? by : ay;
  const span = Math.abs(d);
  const da = (ax - px) * (ax - px) + (ay - py) * (ay - py),
    db = (bx - px) * (bx - px) + (by - py) * (by - py);
  const far = Math.sqrt(da > db ? da : db);
  const loPos = lo * BIN_SCALE,
    hiPos = (lo + span) * BIN_SCALE;
  const loBin = Math.floor(loPos),
    hiBin = Math.floor(hiPos);
  if (loBin === hiBin) return;
  // Strictly inside the span: a ray through the occluder's end point only grazes it.
  const first = Math.ceil(loPos + 1e-6),
    last = Math.floor(hiPos - 1e-6) - 1;
  const occFull = sc.occFull;
  for (let b = first; b <= last; b++) {
    const k = b % BINS;
    lower(sc, k, far);
    if (far < occFull[k]) occFull[k] = far;
  }
  const kl = loBin % BINS,
    fl = loPos - loBin;
  if (fl < rightFrom[kl]) {
    rightFrom[kl] = fl;
    rightD[kl] = far;
    rightX[kl] = loX;
    rightY[kl] = loY;
  }
  const kh = hiBin % BINS,
    fh = hiPos - hiBin;
  if (fh > leftTo[kh]) {
    leftTo[kh] = fh;
    leftD[kh] = far;
    leftX[kh] = hiX;
    leftY[kh] = hiY;
  }
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
  const x1 = x0 + size,
    y1 = y0 + size;
  // The bucket (not containing the viewer) spans the angles from its corner
  // (lx, ly) counter-clockwise to (hx, hy), by the side of the viewer it is on.
  let lx: number, ly: number, hx: number, hy: number;
  if (x0 >= px) {
    if (y0 >= py) {
      lx = x1;
      ly = y0;
      hx = x0;
      hy = y1;
    } else if (y1 <= py) {
      lx = x0;
      ly = y0;
      hx = x1;
      hy = y1;
    } else {
      lx = x0;
      ly = y0;
      hx = x0;
      hy = y1;
    }
  } else if (x1 <= px) {
    if (y0 >= py) {
      lx = x1;
      ly = y1;
      hx = x0;
      hy = y0;
    } else if (y1 <= py) {
      lx = x0;
      ly = y1;
      hx = x1;
      hy = y0;
    } else {
      lx = x1;
      ly = y1;
      hx = x1;
      hy = y0;
    }
  } else if (y0 >= py) {
    lx = x1;
    ly = y0;
    hx = x0;
    hy = y0;
  } else {
    lx = x0;
    ly = y1;
    hx = x1;
    hy = y1;
  }
  const klo = pseudoAngle(lx - px, ly - py);
  let khi = pseudoAngle(hx - px, hy - py);
  if (khi < klo) khi += TURN;
  const first = Math.floor(klo * BIN_SCALE);
  const last = Math.floor(khi * BIN_SCALE);
  // An open first bin decides before the distance is worked out.
  if (occ[first >= BINS ? first - BINS : first] === Infinity) return false;
  const ddx = x0 - px > 0 ? x0 - px : px - x1 > 0 ? px - x1 : 0;
  const ddy = y0 - py > 0 ? y0 - py : py - y1 > 0 ? py - y1 : 0;
  const dMin = Math.sqrt(ddx * ddx + ddy * ddy);
  for (let b = first; b <= last; b++) {
    const k = b >= BINS ? b - BINS : b;
    if (!(occ[k] + 1e-9 * (1 + occ[k]) < dMin)) return false;
  }
  return true;
}

/**
 * True when the wall (end angles ta, tb) lies beyond occ in every bin its
 * angles touch (the same test as a bucket's). Called with occFull: a bin
 * closed only by two walls meeting at a vertex still lets a grazing ray
 * through, whose spike on the outline ends at the next wall, which must stay.
 */
function wallHidden(px: number, py: number, x1: number, y1: number, x2: number, y2: number, ta: number, tb: number, occ: Float64Array): boolean {
  let lo = ta,
    hi = tb;
  let d = tb - ta;
  if (d > HALF_TURN) d -= TURN;
  else if (d <= -HALF_TURN) d += TURN;
  if (d < 0) {
    lo = tb;
    hi = ta;
  }
  if (hi < lo) hi += TURN;
  const first = Math.floor(lo * BIN_SCALE);
  // An open first bin decides before the distance is worked out.
  if (occ[first >= BINS ? first - BINS : first] === Infinity) return false;
  // Nearest point of the wall to the viewer.
  const ex = x2 - x1,
    ey = y2 - y1;
  const l2 = ex * ex + ey * ey;
  let t = l2 > 0 ? ((px - x1) * ex + (py - y1) * ey) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const qx = x1 + ex * t - px,
    qy = y1 + ey * t - py;
  const dMin = Math.sqrt(qx * qx + qy * qy);
  for (let b = first, last = Math.floor(hi * BIN_SCALE); b <= last; b++) {
    const kk = b >= BINS ? b - BINS : b;
    if (!(occ[kk] + 1e-9 * (1 + occ[kk]) < dMin)) return false;
  }
  return true;
}
