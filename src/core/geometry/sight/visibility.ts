// Visibility polygon from one viewpoint (fog of war, G-LOS-5): the walls not
// proven hidden (visibilityCull.ts) go through an angular sweep (sweep.ts).
// The older kernel, a grid ray cast per candidate vertex, stays as
// visibilityPolygonCast: the sweep's test oracle, and the path for viewers on
// or outside the box edge.
import type { SegmentIndex } from './segmentIndex';
import { pseudoAngle } from './pseudoAngle';
import { sweepPolygon } from './sweep';
import { binOf, candidateWalls, scratchFor, type Box, type Scratch } from './visibilityCull';

export { pseudoAngle, candidateWalls, type Box };

export interface VisibilityOptions {
  /** Square viewport of half-size rangeInches around the viewer (like computeViewport). */
  rangeInches?: number;
  /** Region the polygon is clipped to when no range is given (default: the index bounds). */
  box?: Box;
}

/** Angular offset of the rays cast just past a vertex, in radians. */
const EPS_ANGLE = 1e-7;

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
    : (opts.box ?? { minX: index.minX, minY: index.minY, maxX: index.maxX, maxY: index.maxY });
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
    const qx = px + dx * tBox,
      qy = py + dy * tBox;
    const sx = px + dx * from,
      sy = py + dy * from;
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
    const ddx = vx - px,
      ddy = vy - py;
    if (ddx === 0 && ddy === 0) return;
    const angle = pseudoAngle(ddx, ddy);
    // A vertex exactly at an occluder's far end (the apex of a V) stays: margin.
    const occ = sc.occ[binOf(angle)];
    if (Math.sqrt(ddx * ddx + ddy * ddy) > occ + 1e-9 * (1 + occ)) return;
    // Walls ending at the vertex decide where rays just past it go: a side
    // with a wall stops at the vertex, a free side needs a cast.
    let pos = false,
      neg = false;
    const { cellStart, cellEnd, cellItems, ax, ay, bx, by } = index;
    const kc = Math.min(index.cols - 1, Math.max(0, Math.floor((vx - index.minX) * index.inv)));
    const kr = Math.min(index.rows - 1, Math.max(0, Math.floor((vy - index.minY) * index.inv)));
    const k = kr * index.cols + kc;
    for (let j = cellStart[k], e = cellEnd[k]; j < e; j++) {
      const i = cellItems[j];
      let ox: number, oy: number;
      if (ax[i] === vx && ay[i] === vy) {
        ox = bx[i];
        oy = by[i];
        sc.endDone[2 * i] = q;
      } else if (bx[i] === vx && by[i] === vy) {
        ox = ax[i];
        oy = ay[i];
        sc.endDone[2 * i + 1] = q;
      } else continue;
      const o = ddx * (oy - py) - ddy * (ox - px);
      if (o > 0) pos = true;
      else if (o < 0) neg = true;
    }
    // Seen cleanly (nothing touched on the way) or only along a grazing ray.
    const clean = index.cast(px, py, vx, vy) >= 1 - 1e-9;
    if (!clean && index.cast(px, py, vx, vy, true) < 1 - 1e-9) return;
    this.push(angle, vx, vy);
    // Directions turned by ∓EPS_ANGLE (small-angle rotation of (ddx, ddy)).
    // A clean vertex has nothing in front of it, so those rays start there.
    const from = clean ? 1 - 1e-6 : 0;
    const eps = this.eps;
    const mx = ddx + eps * ddy,
      my = ddy - eps * ddx;
    const qx = ddx - eps * ddy,
      qy = ddy + eps * ddx;
    if (neg && clean) this.push(pseudoAngle(mx, my), vx, vy);
    else this.castTo(mx, my, from);
    if (pos && clean) this.push(pseudoAngle(qx, qy), vx, vy);
    else this.castTo(qx, qy, from);
    // With a wall on exactly one side the outline already runs along the ray.
    if ((pos && neg) || (clean && pos !== neg)) return;
    // The ray may graze past the vertex: keep it as a zero-width spike so
    // points on it stay on the outline (fov decides those exactly).
    const tBox = this.boxExit(ddx, ddy);
    const ex = px + ddx * tBox,
      ey = py + ddy * tBox;
    const t = index.cast(vx, vy, ex, ey, true);
    const fx = vx + (ex - vx) * t,
      fy = vy + (ey - vy) * t;
    if ((fx - vx) * ddx + (fy - vy) * ddy > 1e-9) {
      this.push(angle, fx, fy);
      this.push(angle, vx, vy);
    }
  }

  /** Liang–Barsky clip of a segment to the box into c0/c1; false when outside. */
  clip(ax: number, ay: number, bx: number, by: number): boolean {
    const { box } = this;
    const dx = bx - ax,
      dy = by - ay;
    let t0 = 0,
      t1 = 1;
    if (dx === 0) {
      if (ax < box.minX || ax > box.maxX) return false;
    } else {
      let ta = (box.minX - ax) / dx,
        tb = (box.maxX - ax) / dx;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (dy === 0) {
      if (ay < box.minY || ay > box.maxY) return false;
    } else {
      let ta = (box.minY - ay) / dy,
        tb = (box.maxY - ay) / dy;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (t0 > t1) return false;
    this.c0x = t0 === 0 ? ax : ax + dx * t0;
    this.c0y = t0 === 0 ? ay : ay + dy * t0;
    this.c1x = t1 === 1 ? bx : ax + dx * t1;
    this.c1y = t1 === 1 ? by : ay + dy * t1;
    return true;
  }

  finish(): Float64Array {
    const { angles, xs, ys, order } = this.sc;
    const n = angles.length;
    order.length = n;
    for (let k = 0; k < n; k++) order[k] = k;
    order.sort((a, b) => angles[a] - angles[b]);
    const out = new Float64Array(n * 2);
    for (let k = 0; k < n; k++) {
      out[2 * k] = xs[order[k]];
      out[2 * k + 1] = ys[order[k]];
    }
    return out;
  }
}

/** Even-odd point-in-polygon test for a flat polygon. */
export function pointInPolygon(poly: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, n = poly.length, j = n - 2; i < n; j = i, i += 2) {
    const yi = poly[i + 1],
      yj = poly[j + 1];
    if (yi > y !== yj > y && x < ((poly[j] - poly[i]) * (y - yi)) / (yj - yi) + poly[i]) inside = !inside;
  }
  return inside;
}
