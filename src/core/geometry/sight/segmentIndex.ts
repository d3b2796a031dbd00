// Sight blockers as a flat segment soup bucketed in a uniform grid, so a
// line-of-sight query walks only the buckets its ray crosses
// (Amanatides–Woo) and its cost does not grow with the wall count (G-LOS-1).
// Segments are stored with a canonical endpoint order and queries are
// evaluated with a canonical point order: the same floating-point
// expressions run for A→B and B→A, which makes LOS exactly symmetric.

import { mergeAxisRunsTracked, splitCrossingsTracked, type Tracked } from './prepare';
import { bucketSize, toFlat, type SegmentIndexOptions, type SegmentInput } from './segmentGrid';

export type { SegmentIndexOptions, SegmentInput };

export { bruteClear } from './brute';
export { mergeAxisRuns, splitCrossings } from './prepare';

const EPS_BUCKET = 1e-7;

export class SegmentIndex {
  /** Slot count: segments are slots 0 .. n-1 (after edits some slots are dead, zero-length and in no bucket). */
  n: number;
  /** Canonical coordinates: (ax, ay) < (bx, by) lexicographically. */
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly cols: number;
  readonly rows: number;
  readonly bucket: number;
  readonly inv: number;
  /**
   * Buckets: items of bucket k are cellItems[cellStart[k] .. cellEnd[k]);
   * cellCap[k] ends the room reserved for it (edits grow a bucket in place
   * or move it to the end of cellItems).
   */
  readonly cellStart: Int32Array;
  readonly cellEnd: Int32Array;
  cellCap: Int32Array;
  cellItems: Int32Array;
  /** Used length of cellItems. */
  itemsUsed: number;
  /**
   * Parameters of a slot's a and b ends along its input segment (a wall cut
   * at crossings); NaN for uncut and joined pieces. Edits cut in this order.
   */
  tA: Float64Array;
  tB: Float64Array;
  /** Input segments (sources) each slot stands for; see segmentEdit.ts. */
  sources: number[][];
  /** Source coordinates, 4 per source id (as given, not canonical). */
  srcFlat: Float64Array;
  srcCount: number;
  /** Slots of each source, built on the first edit. */
  slotsOf: Map<number, number[]> | null = null;
  /** Dead slots for reuse. */
  free: number[] = [];
  /** Bumped by every edit. */
  version = 0;
  stamp: Uint32Array;
  private query = 0;
  /** Slot that blocked the last clear() query by a proper crossing (see clear). */
  private lastBlock = 0x7fffffff;
  // Vertex touches of the current LOS query (G-LOS-1 corner rule).
  private tX = new Float64Array(32);
  private tY = new Float64Array(32);
  private tS = new Int8Array(32);

  constructor(segments: ArrayLike<number> | SegmentInput[], opts: SegmentIndexOptions = {}) {
    const input = toFlat(segments);
    let prep: Tracked = opts.merge === false ? { flat: input, sources: Array.from({ length: input.length / 4 }, (_, i) => [i]) } : mergeAxisRunsTracked(input);
    if (opts.split !== false) prep = splitCrossingsTracked(prep);
    const flat = prep.flat;
    this.sources = prep.sources;
    this.srcFlat = Float64Array.from(input);
    this.srcCount = input.length / 4;
    const n = flat.length / 4;
    this.n = n;
    this.ax = new Float64Array(n);
    this.ay = new Float64Array(n);
    this.bx = new Float64Array(n);
    this.by = new Float64Array(n);
    this.tA = new Float64Array(n).fill(NaN);
    this.tB = new Float64Array(n).fill(NaN);
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      this.setSlot(i, flat[i * 4], flat[i * 4 + 1], flat[i * 4 + 2], flat[i * 4 + 3], prep.tFrom ? prep.tFrom[i] : NaN, prep.tTo ? prep.tTo[i] : NaN);
      minX = Math.min(minX, this.ax[i], this.bx[i]);
      maxX = Math.max(maxX, this.ax[i], this.bx[i]);
      minY = Math.min(minY, this.ay[i], this.by[i]);
      maxY = Math.max(maxY, this.ay[i], this.by[i]);
    }
    if (opts.bounds) {
      minX = Math.min(minX, opts.bounds.minX);
      minY = Math.min(minY, opts.bounds.minY);
      maxX = Math.max(maxX, opts.bounds.maxX);
      maxY = Math.max(maxY, opts.bounds.maxY);
    }
    if (!Number.isFinite(minX)) {
      minX = 0;
      minY = 0;
      maxX = 1;
      maxY = 1;
    }
    minX -= 1;
    minY -= 1;
    maxX += 1;
    maxY += 1;
    let totalLength = 0;
    for (let i = 0; i < n; i++) totalLength += Math.hypot(this.bx[i] - this.ax[i], this.by[i] - this.ay[i]);
    const bucket = opts.bucketInches ?? bucketSize((maxX - minX) * (maxY - minY), n, totalLength);
    this.bucket = bucket;
    this.inv = 1 / bucket;
    this.cols = Math.max(1, Math.ceil((maxX - minX) / bucket));
    this.rows = Math.max(1, Math.ceil((maxY - minY) / bucket));
    this.minX = minX;
    this.minY = minY;
    this.maxX = minX + this.cols * bucket;
    this.maxY = minY + this.rows * bucket;
    const K = this.cols * this.rows;
    const counts = new Int32Array(K + 1);
    for (let i = 0; i < n; i++)
      this.forEachBucketOf(i, (k) => {
        counts[k + 1]++;
      });
    for (let k = 0; k < K; k++) counts[k + 1] += counts[k];
    this.cellStart = counts;
    this.itemsUsed = counts[K];
    this.cellItems = new Int32Array(counts[K]);
    const fill = counts.slice(0, K);
    for (let i = 0; i < n; i++)
      this.forEachBucketOf(i, (k, j) => {
        this.cellItems[fill[k]++] = j;
      });
    this.cellEnd = fill;
    this.cellCap = fill.slice();
    this.stamp = new Uint32Array(n);
  }

  /** Stores a segment in slot i in canonical endpoint order (t1, t2: its ends' parameters, see tA). */
  setSlot(i: number, x1: number, y1: number, x2: number, y2: number, t1 = NaN, t2 = NaN): void {
    if (x1 > x2 || (x1 === x2 && y1 > y2)) {
      const tx = x1,
        ty = y1,
        tt = t1;
      x1 = x2;
      y1 = y2;
      x2 = tx;
      y2 = ty;
      t1 = t2;
      t2 = tt;
    }
    this.ax[i] = x1;
    this.ay[i] = y1;
    this.bx[i] = x2;
    this.by[i] = y2;
    this.tA[i] = t1;
    this.tB[i] = t2;
  }

  /** Conservative rasterisation: every bucket within EPS of segment i. */
  forEachBucketOf(i: number, visit: (k: number, i: number) => void): void {
    const { cols, rows, inv, minX, minY } = this;
    const x1 = this.ax[i],
      y1 = this.ay[i],
      x2 = this.bx[i],
      y2 = this.by[i];
    const ylo = Math.min(y1, y2),
      yhi = Math.max(y1, y2);
    const r0 = clampI(Math.floor((ylo - EPS_BUCKET - minY) * inv), 0, rows - 1);
    const r1 = clampI(Math.floor((yhi + EPS_BUCKET - minY) * inv), 0, rows - 1);
    for (let r = r0; r <= r1; r++) {
      const bandLo = Math.max(ylo, minY + r / inv) - EPS_BUCKET;
      const bandHi = Math.min(yhi, minY + (r + 1) / inv) + EPS_BUCKET;
      let xa: number, xb: number;
      if (y1 === y2) {
        xa = x1;
        xb = x2;
      } else {
        const s = (x2 - x1) / (y2 - y1);
        xa = x1 + (bandLo - y1) * s;
        xb = x1 + (bandHi - y1) * s;
        const lo = Math.min(x1, x2),
          hi = Math.max(x1, x2);
        xa = Math.min(Math.max(xa, lo), hi);
        xb = Math.min(Math.max(xb, lo), hi);
      }
      const c0 = clampI(Math.floor((Math.min(xa, xb) - EPS_BUCKET - minX) * inv), 0, cols - 1);
      const c1 = clampI(Math.floor((Math.max(xa, xb) + EPS_BUCKET - minX) * inv), 0, cols - 1);
      for (let c = c0; c <= c1; c++) visit(r * cols + c, i);
    }
  }

  /** Query stamp for callers that mark slots once per query (grows with n). */
  nextQuery(): number {
    if (this.stamp.length < this.n) {
      const s = new Uint32Array(Math.max(this.n, this.stamp.length * 2));
      s.set(this.stamp);
      this.stamp = s;
    }
    if (++this.query === 0xffffffff) {
      this.stamp.fill(0);
      this.query = 1;
    }
    return this.query;
  }

  /**
   * G-LOS-1: true when the open segment P–Q crosses no blocker. A ray through
   * a vertex is blocked when blockers leave that vertex on both sides of the
   * ray; touching a blocker at P or Q, or grazing along it, does not block.
   * `skip(i)` may exempt segments (e.g. the target's own walls).
   */
  clear(px: number, py: number, qx: number, qy: number, skip?: (i: number) => boolean): boolean {
    if (px > qx || (px === qx && py > qy)) {
      const tx = px,
        ty = py;
      px = qx;
      py = qy;
      qx = tx;
      qy = ty;
    }
    if (px === qx && py === qy) return true;
    const dx = qx - px,
      dy = qy - py;
    const { ax, ay, bx, by } = this;
    // The wall that blocked the previous query first: callers ask in runs
    // (G-LOS-2's nine samples of one target) that one wall often blocks
    // whole. A proper crossing blocks whatever else the walk would find, so
    // the answer is the walk's (every slot lies inside the grid).
    const lb = this.lastBlock;
    if (lb < this.n) {
      const sax = ax[lb],
        say = ay[lb],
        sx = bx[lb] - sax,
        sy = by[lb] - say;
      const o3 = sx * (py - say) - sy * (px - sax);
      const o4 = sx * (qy - say) - sy * (qx - sax);
      if (o3 !== 0 && o4 !== 0 && o3 > 0 !== o4 > 0) {
        const o1 = dx * (say - py) - dy * (sax - px);
        const o2 = dx * (by[lb] - py) - dy * (bx[lb] - px);
        if (o1 !== 0 && o2 !== 0 && o1 > 0 !== o2 > 0 && !(skip && skip(lb))) return false;
      }
    }
    const { minX, minY, maxX, maxY, cellStart, cellEnd, cellItems, cols, rows } = this;
    const lastC = cols - 1,
      lastR = rows - 1;
    let t1: number, ex: number, ey: number, stepX: number, stepY: number, tDX: number, tDY: number, cx: number, cy: number, tMaxX: number, tMaxY: number;
    if (px >= minX && qx <= maxX && py >= minY && py <= maxY && qy >= minY && qy <= maxY) {
      // Both ends on the grid: startWalk's clip would keep t in [0, 1] exactly; the same walk without it.
      const { inv, bucket } = this;
      t1 = 1;
      cx = Math.floor((px - minX) * inv);
      cy = Math.floor((py - minY) * inv);
      cx = cx > lastC ? lastC : cx;
      cy = cy > lastR ? lastR : cy;
      ex = Math.floor((px + dx - minX) * inv);
      ey = Math.floor((py + dy - minY) * inv);
      ex = ex < 0 ? 0 : ex > lastC ? lastC : ex;
      ey = ey < 0 ? 0 : ey > lastR ? lastR : ey;
      stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
      stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
      tMaxX = stepX === 0 ? Infinity : ((cx + (stepX > 0 ? 1 : 0)) * bucket + minX - px) / dx;
      tMaxY = stepY === 0 ? Infinity : ((cy + (stepY > 0 ? 1 : 0)) * bucket + minY - py) / dy;
      tDX = stepX === 0 ? Infinity : bucket / Math.abs(dx);
      tDY = stepY === 0 ? Infinity : bucket / Math.abs(dy);
    } else {
      if (!this.startWalk(px, py, dx, dy)) return true;
      const walk = this.walkState;
      t1 = walk[1];
      ex = walk[4];
      ey = walk[5];
      stepX = walk[10];
      stepY = walk[11];
      tDX = walk[8];
      tDY = walk[9];
      cx = walk[2];
      cy = walk[3];
      tMaxX = walk[6];
      tMaxY = walk[7];
    }
    let touches = 0;
    // No per-query stamps: testing a wall again (it spans several buckets) gives the same answer.
    for (let guard = cols + rows + 4; guard > 0; guard--) {
      const k = cy * cols + cx;
      for (let j = cellStart[k], e = cellEnd[k]; j < e; j++) {
        const i = cellItems[j];
        const sax = ax[i],
          say = ay[i],
          sbx = bx[i],
          sby = by[i];
        // Orientation of the query end points against the segment line.
        const sx = sbx - sax,
          sy = sby - say;
        const o3 = sx * (py - say) - sy * (px - sax);
        const o4 = sx * (qy - say) - sy * (qx - sax);
        if (o3 === 0 || o4 === 0 || o3 > 0 === o4 > 0) continue;
        const o1 = dx * (say - py) - dy * (sax - px);
        const o2 = dx * (sby - py) - dy * (sbx - px);
        if (o1 !== 0 && o2 !== 0) {
          if (o1 > 0 !== o2 > 0 && !(skip && skip(i))) {
            this.lastBlock = i;
            return false;
          }
          continue;
        }
        if (o1 === 0 && o2 === 0) continue;
        if (skip && skip(i)) continue;
        // One end lies on the ray strictly between P and Q: remember which
        // side the blocker leaves from there (G-LOS-1 corner rule).
        const vx = o1 === 0 ? sax : sbx,
          vy = o1 === 0 ? say : sby;
        const side = (o1 === 0 ? o2 : o1) > 0 ? 1 : -1;
        for (let t = 0; t < touches; t++) if (this.tX[t] === vx && this.tY[t] === vy && this.tS[t] !== side) return false;
        if (touches === this.tX.length) this.growTouches();
        this.tX[touches] = vx;
        this.tY[touches] = vy;
        this.tS[touches] = side;
        touches++;
      }
      if (cx === ex && cy === ey) return true;
      if (tMaxX < tMaxY) {
        if (tMaxX > t1) return true;
        cx += stepX;
        tMaxX += tDX;
        if (cx < 0 || cx > lastC) return true;
      } else {
        if (tMaxY > t1) return true;
        cy += stepY;
        tMaxY += tDY;
        if (cy < 0 || cy > lastR) return true;
      }
    }
    return true;
  }

  /** Walk state for the current query: t0, t1, cx, cy, ex, ey, tMaxX, tMaxY, tDX, tDY, stepX, stepY. */
  private readonly walkState = new Float64Array(12);

  /**
   * Liang–Barsky clip of P + t·(dx, dy), t in [0, 1], to the grid rectangle,
   * then the start of an Amanatides–Woo bucket walk (into `walkState`). False when
   * the ray misses the grid.
   */
  private startWalk(px: number, py: number, dx: number, dy: number): boolean {
    let t0 = 0,
      t1 = 1;
    if (dx === 0) {
      if (px < this.minX || px > this.maxX) return false;
    } else {
      let ta = (this.minX - px) / dx,
        tb = (this.maxX - px) / dx;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (dy === 0) {
      if (py < this.minY || py > this.maxY) return false;
    } else {
      let ta = (this.minY - py) / dy,
        tb = (this.maxY - py) / dy;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (t0 > t1) return false;
    const { inv, cols, rows, minX, minY, bucket, walkState: walk } = this;
    const lastC = cols - 1,
      lastR = rows - 1;
    let cx = Math.floor((px + dx * t0 - minX) * inv),
      cy = Math.floor((py + dy * t0 - minY) * inv);
    cx = cx < 0 ? 0 : cx > lastC ? lastC : cx;
    cy = cy < 0 ? 0 : cy > lastR ? lastR : cy;
    let ex = Math.floor((px + dx * t1 - minX) * inv),
      ey = Math.floor((py + dy * t1 - minY) * inv);
    ex = ex < 0 ? 0 : ex > lastC ? lastC : ex;
    ey = ey < 0 ? 0 : ey > lastR ? lastR : ey;
    const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0,
      stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    walk[0] = t0;
    walk[1] = t1;
    walk[2] = cx;
    walk[3] = cy;
    walk[4] = ex;
    walk[5] = ey;
    walk[6] = stepX === 0 ? Infinity : ((cx + (stepX > 0 ? 1 : 0)) * bucket + minX - px) / dx;
    walk[7] = stepY === 0 ? Infinity : ((cy + (stepY > 0 ? 1 : 0)) * bucket + minY - py) / dy;
    walk[8] = stepX === 0 ? Infinity : bucket / Math.abs(dx);
    walk[9] = stepY === 0 ? Infinity : bucket / Math.abs(dy);
    walk[10] = stepX;
    walk[11] = stepY;
    return true;
  }

  private growTouches(): void {
    const grow = <T extends Float64Array | Int8Array>(a: T, make: (n: number) => T): T => {
      const b = make(a.length * 2);
      b.set(a);
      return b;
    };
    this.tX = grow(this.tX, (n) => new Float64Array(n));
    this.tY = grow(this.tY, (n) => new Float64Array(n));
    this.tS = grow(this.tS, (n) => new Int8Array(n));
  }

  /**
   * First hit along P→Q as a fraction t in (0, 1]; 1 when nothing is hit.
   * Closed segments (touching an end point counts) unless `properOnly`, which
   * ignores end-point touches. Used for shapes (visibility polygon, scatter),
   * not for the symmetric LOS predicate.
   */
  cast(px: number, py: number, qx: number, qy: number, properOnly = false): number {
    const dx = qx - px,
      dy = qy - py;
    if (!this.startWalk(px, py, dx, dy)) return 1;
    const q = this.nextQuery();
    const { ax, ay, bx, by, stamp, cellStart, cellEnd, cellItems, cols, rows, walkState: walk } = this;
    const lastC = cols - 1,
      lastR = rows - 1;
    const ex = walk[4],
      ey = walk[5],
      stepX = walk[10],
      stepY = walk[11],
      tDX = walk[8],
      tDY = walk[9];
    let cx = walk[2],
      cy = walk[3],
      tMaxX = walk[6],
      tMaxY = walk[7];
    const uLo = properOnly ? 1e-12 : -1e-12,
      uHi = properOnly ? 1 - 1e-12 : 1 + 1e-12;
    let best = 1;
    for (let guard = cols + rows + 4; guard > 0; guard--) {
      const k = cy * cols + cx;
      for (let j = cellStart[k], e = cellEnd[k]; j < e; j++) {
        const i = cellItems[j];
        if (stamp[i] === q) continue;
        stamp[i] = q;
        const sx = bx[i] - ax[i],
          sy = by[i] - ay[i];
        const den = dx * sy - dy * sx;
        if (den === 0) continue;
        const wx = ax[i] - px,
          wy = ay[i] - py;
        const t = (wx * sy - wy * sx) / den;
        if (t <= 1e-12 || t >= best) continue;
        const u = (wx * dy - wy * dx) / den;
        if (properOnly ? u <= uLo || u >= uHi : u < uLo || u > uHi) continue;
        best = t;
      }
      const tExit = tMaxX < tMaxY ? tMaxX : tMaxY;
      if (best <= tExit || (cx === ex && cy === ey)) return best;
      if (tMaxX < tMaxY) {
        cx += stepX;
        tMaxX += tDX;
        if (cx < 0 || cx > lastC) return best;
      } else {
        cy += stepY;
        tMaxY += tDY;
        if (cy < 0 || cy > lastR) return best;
      }
    }
    return best;
  }

  /**
   * Visits buckets crossed by P→Q in ray order; visit returns true to stop.
   * tExit is the ray parameter where the ray leaves the bucket.
   */
  walk(px: number, py: number, qx: number, qy: number, visit: (k: number, tExit: number) => boolean): void {
    const dx = qx - px,
      dy = qy - py;
    if (!this.startWalk(px, py, dx, dy)) return;
    const { cols, rows, walkState: w } = this;
    const t1 = w[1],
      ex = w[4],
      ey = w[5],
      stepX = w[10],
      stepY = w[11],
      tDX = w[8],
      tDY = w[9];
    let cx = w[2],
      cy = w[3],
      tMaxX = w[6],
      tMaxY = w[7];
    for (let guard = cols + rows + 4; guard > 0; guard--) {
      const tExit = Math.min(tMaxX, tMaxY, t1);
      if (visit(cy * cols + cx, tExit)) return;
      if (cx === ex && cy === ey) return;
      if (tMaxX < tMaxY) {
        if (tMaxX > t1) return;
        cx += stepX;
        tMaxX += tDX;
        if (cx < 0 || cx >= cols) return;
      } else {
        if (tMaxY > t1) return;
        cy += stepY;
        tMaxY += tDY;
        if (cy < 0 || cy >= rows) return;
      }
    }
  }

  /** Segment ids in buckets overlapping a rectangle (each id once). */
  idsInRect(x0: number, y0: number, x1: number, y1: number, out: number[] = []): number[] {
    const q = this.nextQuery();
    const { inv, cols, rows, minX, minY, cellStart, cellEnd, cellItems, stamp } = this;
    const c0 = clampI(Math.floor((x0 - minX) * inv), 0, cols - 1),
      c1 = clampI(Math.floor((x1 - minX) * inv), 0, cols - 1);
    const r0 = clampI(Math.floor((y0 - minY) * inv), 0, rows - 1),
      r1 = clampI(Math.floor((y1 - minY) * inv), 0, rows - 1);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const k = r * cols + c;
        for (let j = cellStart[k], e = cellEnd[k]; j < e; j++) {
          const i = cellItems[j];
          if (stamp[i] !== q) {
            stamp[i] = q;
            out.push(i);
          }
        }
      }
    }
    return out;
  }
}

function clampI(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
