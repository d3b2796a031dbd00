// Visibility polygon by an angular sweep (fog of war, G-LOS-5) over a small
// set of candidate walls (the ones visibility.ts has not proven hidden):
// wall ends sorted by angle, the walls crossing the current ray kept in an
// array ordered by distance. No ray casts through the grid, so the cost is
// that of sorting the candidates' ends.
//
// Rays through vertices follow the G-LOS-1 corner rule: at a vertex where
// walls leave on both sides the ray stops; a ray passing vertices whose walls
// lie on one side each goes on, and the outline gets a zero-width spike
// along it (fov.ts decides points on it exactly).
import type { SegmentIndex } from './segmentIndex';
import type { Box } from './visibilityCull';
import { pseudoAngle } from './pseudoAngle';

interface SweepScratch {
  // Per local wall: ends a (first in counter-clockwise order) and b.
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
  ka: Float64Array;
  kb: Float64Array;
  /** Group number in which the wall last started (a) / ended (b). */
  gA: Int32Array;
  gB: Int32Array;
  /** Events: 2 * wall + (0 start, 1 end), sorted by key. */
  ev: Int32Array;
  evTmp: Int32Array;
  key: Float64Array;
  /** Counting-sort buckets over the pseudo-angle range. */
  count: Int32Array;
  /** Walls crossing the current ray, nearest first. */
  active: Int32Array;
  out: Float64Array;
}

const scratch: { s: SweepScratch | null } = { s: null };

function grow(cap: number): SweepScratch {
  const f = () => new Float64Array(cap),
    i = () => new Int32Array(cap);
  return {
    ax: f(),
    ay: f(),
    bx: f(),
    by: f(),
    ka: f(),
    kb: f(),
    gA: i(),
    gB: i(),
    ev: new Int32Array(2 * cap),
    evTmp: new Int32Array(2 * cap),
    key: new Float64Array(2 * cap),
    count: new Int32Array(4 * cap + 2),
    active: i(),
    out: new Float64Array(12 * cap),
  };
}

function scratchFor(walls: number): SweepScratch {
  const need = walls + 4;
  if (!scratch.s || scratch.s.ax.length < need) scratch.s = grow(Math.max(need, 2 * (scratch.s?.ax.length ?? 256)));
  return scratch.s;
}

/**
 * Visibility polygon from (px, py), strictly inside `box`, against the walls
 * `ids` of the index (clipped to the box): flat [x0, y0, …] counter-clockwise
 * (in pseudo-angle order), like visibilityPolygon. Walls not in `ids` must be
 * hidden from the viewer.
 */
export function sweepPolygon(index: SegmentIndex, px: number, py: number, box: Box, ids: ArrayLike<number>, idCount = ids.length, keysA?: Float64Array, keysB?: Float64Array): Float64Array {
  const s = scratchFor(idCount);
  let n = 0;
  const { minX, minY, maxX, maxY } = box;
  const iax = index.ax,
    iay = index.ay,
    ibx = index.bx,
    iby = index.by;
  for (let k = 0; k < idCount; k++) {
    const i = ids[k];
    const x1 = iax[i],
      y1 = iay[i],
      x2 = ibx[i],
      y2 = iby[i];
    const cr = (x1 - px) * (y2 - py) - (y1 - py) * (x2 - px);
    // A wall on a line through the viewer only grazes rays (G-LOS-1).
    if (cr === 0) continue;
    if (x1 >= minX && x2 <= maxX && (y1 < y2 ? y1 >= minY && y2 <= maxY : y2 >= minY && y1 <= maxY)) {
      // Inside the box (index ends are in x order); end keys from the culling when given.
      if (keysA && keysB) n = cr > 0 ? addKeyed(s, n, x1, y1, x2, y2, keysA[k], keysB[k]) : addKeyed(s, n, x2, y2, x1, y1, keysB[k], keysA[k]);
      else n = addWall(s, n, px, py, x1, y1, x2, y2, cr);
      continue;
    }
    // Liang–Barsky clip to the box, the same expressions as visibility.ts.
    const dx = x2 - x1,
      dy = y2 - y1;
    let t0 = 0,
      t1 = 1;
    if (dx === 0) {
      if (x1 < minX || x1 > maxX) continue;
    } else {
      let ta = (minX - x1) / dx,
        tb = (maxX - x1) / dx;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (dy === 0) {
      if (y1 < minY || y1 > maxY) continue;
    } else {
      let ta = (minY - y1) / dy,
        tb = (maxY - y1) / dy;
      if (ta > tb) {
        const t = ta;
        ta = tb;
        tb = t;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
    }
    if (t0 > t1) continue;
    // Clipped ends are kept inside the box: one a rounding step outside
    // would put its wall behind the box edge it starts on.
    n = addWall(
      s,
      n,
      px,
      py,
      t0 === 0 ? x1 : clamp(x1 + dx * t0, minX, maxX),
      t0 === 0 ? y1 : clamp(y1 + dy * t0, minY, maxY),
      t1 === 1 ? x2 : clamp(x1 + dx * t1, minX, maxX),
      t1 === 1 ? y2 : clamp(y1 + dy * t1, minY, maxY),
      cr,
    );
  }
  // The box edges close the polygon where no wall does.
  n = addWall(s, n, px, py, minX, minY, maxX, minY, 1);
  n = addWall(s, n, px, py, maxX, minY, maxX, maxY, 1);
  n = addWall(s, n, px, py, maxX, maxY, minX, maxY, 1);
  n = addWall(s, n, px, py, minX, maxY, minX, minY, 1);
  return sweep(s, n, px, py);
}

/**
 * Stores a wall with its ends in counter-clockwise order around the viewer;
 * cr is the orientation of the whole wall (a clipped piece of a wall through
 * the viewer may miss it by rounding). Returns the new wall count.
 */
function addWall(s: SweepScratch, n: number, px: number, py: number, x1: number, y1: number, x2: number, y2: number, cr: number): number {
  if (cr < 0) {
    const tx = x1,
      ty = y1;
    x1 = x2;
    y1 = y2;
    x2 = tx;
    y2 = ty;
  }
  return addKeyed(s, n, x1, y1, x2, y2, pseudoAngle(x1 - px, y1 - py), pseudoAngle(x2 - px, y2 - py));
}

function addKeyed(s: SweepScratch, n: number, x1: number, y1: number, x2: number, y2: number, k1: number, k2: number): number {
  // Equal keys: too thin to order by angle; k1 > k2 is a wall across angle 0.
  if (k1 === k2 || (k1 > k2 && k1 - k2 < 2)) return n;
  s.ax[n] = x1;
  s.ay[n] = y1;
  s.bx[n] = x2;
  s.by[n] = y2;
  s.ka[n] = k1;
  s.kb[n] = k2;
  return n + 1;
}

function sweep(s: SweepScratch, n: number, px: number, py: number): Float64Array {
  const { ax, ay, bx, by, ka, kb, gA, gB, ev, evTmp, key, count, active } = s;
  // Counting sort of the 2n ends by key bucket, insertion sort inside buckets.
  const m = 2 * n;
  const nb = 2 * m;
  const scale = nb / 4;
  count.fill(0, 0, nb + 1);
  for (let w = 0; w < n; w++) {
    gA[w] = -1;
    gB[w] = -1;
    let b = Math.floor(ka[w] * scale);
    count[(b >= nb ? nb - 1 : b) + 1]++;
    b = Math.floor(kb[w] * scale);
    count[(b >= nb ? nb - 1 : b) + 1]++;
  }
  for (let b = 0; b < nb; b++) count[b + 1] += count[b];
  for (let w = 0; w < n; w++) {
    let b = Math.floor(ka[w] * scale);
    evTmp[count[b >= nb ? nb - 1 : b]++] = 2 * w;
    b = Math.floor(kb[w] * scale);
    evTmp[count[b >= nb ? nb - 1 : b]++] = 2 * w + 1;
  }
  // Buckets are now contiguous in evTmp in order; insertion sort the whole
  // array (nearly sorted: only items within a bucket move).
  for (let e = 0; e < m; e++) {
    const v = evTmp[e];
    const kv = (v & 1) === 0 ? ka[v >> 1] : kb[v >> 1];
    let j = e - 1;
    while (j >= 0 && key[j] > kv) {
      key[j + 1] = key[j];
      ev[j + 1] = ev[j];
      j--;
    }
    key[j + 1] = kv;
    ev[j + 1] = v;
  }
  // Walls across angle 0 are active from the start, ordered by where they
  // cross the ray y = py, x > px.
  let na = 0;
  for (let w = 0; w < n; w++) {
    if (!(ka[w] > kb[w])) continue;
    const xw = crossX(ax[w], ay[w], bx[w], by[w], py, kb[w] === 0);
    let j = na - 1;
    for (; j >= 0; j--) {
      const t = active[j];
      const xt = crossX(ax[t], ay[t], bx[t], by[t], py, kb[t] === 0);
      // Walls meeting on the ray are ordered just before it, by their a ends.
      if (xt < xw || (xt === xw && !inFront(ax, ay, bx, by, w, t))) break;
      active[j + 1] = t;
    }
    active[j + 1] = w;
    na++;
  }
  // Output: at most 3 points per event group.
  if (s.out.length < 6 * m + 8) s.out = new Float64Array(12 * m + 16);
  const out = s.out;
  let no = 0;
  let g = 0;
  for (let e0 = 0; e0 < m; g++) {
    const kg = key[e0];
    let e1 = e0;
    while (e1 < m && key[e1] === kg) e1++;
    // The group's ray: through its first end.
    const v0 = ev[e0],
      w0 = v0 >> 1;
    const rdx = ((v0 & 1) === 0 ? ax[w0] : bx[w0]) - px,
      rdy = ((v0 & 1) === 0 ? ay[w0] : by[w0]) - py;
    const before = na > 0 ? active[0] : -1;
    if (e1 === e0 + 1) {
      // One end on the ray (the usual case): no group bookkeeping.
      const w = w0;
      if (v0 & 1) {
        gB[w] = g;
        let j = 0;
        while (j < na && active[j] !== w) j++;
        if (j < na) {
          na--;
          for (; j < na; j++) active[j] = active[j + 1];
        }
      } else {
        gA[w] = g;
        let lo = 0,
          hi = na;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (inFront(ax, ay, bx, by, w, active[mid])) hi = mid;
          else lo = mid + 1;
        }
        for (let j = na; j > lo; j--) active[j] = active[j - 1];
        active[lo] = w;
        na++;
      }
    } else {
      for (let e = e0; e < e1; e++) {
        const v = ev[e];
        if (v & 1) gB[v >> 1] = g;
        else gA[v >> 1] = g;
      }
      // Walls ending here leave the active array.
      for (let e = e0; e < e1; e++) {
        const v = ev[e];
        if ((v & 1) === 0) continue;
        const w = v >> 1;
        let j = 0;
        while (j < na && active[j] !== w) j++;
        if (j === na) continue;
        na--;
        for (; j < na; j++) active[j] = active[j + 1];
      }
      // Walls starting here go in by distance, compared where they start.
      for (let e = e0; e < e1; e++) {
        const v = ev[e];
        if (v & 1) continue;
        const w = v >> 1;
        let lo = 0,
          hi = na;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (inFront(ax, ay, bx, by, w, active[mid])) hi = mid;
          else lo = mid + 1;
        }
        for (let j = na; j > lo; j--) active[j] = active[j - 1];
        active[lo] = w;
        na++;
      }
    }
    const after = na > 0 ? active[0] : -1;
    e0 = e1;
    if (before === after) continue;
    // Outline points on the ray: where the nearest wall was just before it,
    // where the ray itself stops, where the nearest wall is just after it.
    let bX: number, bY: number, aX: number, aY: number;
    const endsHere = before >= 0 && gB[before] === g,
      startsHere = after >= 0 && gA[after] === g;
    if (endsHere) {
      bX = bx[before];
      bY = by[before];
    } else {
      const t = hit(ax, ay, bx, by, before, px, py, rdx, rdy);
      bX = px + rdx * t;
      bY = py + rdy * t;
    }
    if (startsHere) {
      aX = ax[after];
      aY = ay[after];
    } else {
      const t = hit(ax, ay, bx, by, after, px, py, rdx, rdy);
      aX = px + rdx * t;
      aY = py + rdy * t;
    }
    if (no === 0 || out[no - 2] !== bX || out[no - 1] !== bY) {
      out[no++] = bX;
      out[no++] = bY;
    }
    if (endsHere && startsHere && (bX !== aX || bY !== aY)) {
      // Two different vertices on the ray: it may run on past both.
      let dAt = Infinity,
        tX = 0,
        tY = 0;
      for (let j = 0; j < na; j++) {
        const w = active[j];
        if (gA[w] === g) continue;
        const t = hit(ax, ay, bx, by, w, px, py, rdx, rdy);
        dAt = t;
        tX = px + rdx * t;
        tY = py + rdy * t;
        break;
      }
      // A vertex with walls on both sides stops the ray (corner rule).
      for (let e = e1 - 1; e >= 0 && key[e] === kg; e--) {
        const v = ev[e];
        if ((v & 1) === 0) continue;
        const w = v >> 1;
        for (let f = e1 - 1; f >= 0 && key[f] === kg; f--) {
          const u = ev[f];
          if (u & 1) continue;
          const x = ax[u >> 1],
            y = ay[u >> 1];
          if (x !== bx[w] || y !== by[w]) continue;
          const t = Math.abs(rdx) > Math.abs(rdy) ? (x - px) / rdx : (y - py) / rdy;
          if (t < dAt) {
            dAt = t;
            tX = x;
            tY = y;
          }
        }
      }
      const dB = (bX - px) * (bX - px) + (bY - py) * (bY - py),
        dA = (aX - px) * (aX - px) + (aY - py) * (aY - py);
      const dT = (tX - px) * (tX - px) + (tY - py) * (tY - py);
      if (dAt < Infinity && dT > dB && dT > dA) {
        out[no++] = tX;
        out[no++] = tY;
      }
    }
    if (out[no - 2] !== aX || out[no - 1] !== aY) {
      out[no++] = aX;
      out[no++] = aY;
    }
  }
  // The outline is closed: drop a last point equal to the first.
  if (no >= 4 && out[no - 2] === out[0] && out[no - 1] === out[1]) no -= 2;
  return out.slice(0, no);
}

/** x where wall (x1, y1)–(x2, y2) meets the line y = py (its end point when it ends there). */
function crossX(x1: number, y1: number, x2: number, y2: number, py: number, endsOnRay: boolean): number {
  if (endsOnRay) return x2;
  return x1 + ((py - y1) * (x2 - x1)) / (y2 - y1);
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** Distance below which a wall end counts as lying on another wall's line (inches). */
const ON_LINE = 1e-9;

/**
 * True when wall w, starting on the current ray, is nearer than active wall
 * t there. An end on t's line (a T-junction, a shared or computed vertex,
 * within rounding) is ordered by w's other end: walls do not cross.
 */
function inFront(ax: Float64Array, ay: Float64Array, bx: Float64Array, by: Float64Array, w: number, t: number): boolean {
  const ex = bx[t] - ax[t],
    ey = by[t] - ay[t];
  // The viewer lies on the positive side of every wall (a → b counter-clockwise).
  const o = ex * (ay[w] - ay[t]) - ey * (ax[w] - ax[t]);
  if (o * o > ON_LINE * ON_LINE * (ex * ex + ey * ey)) return o > 0;
  return ex * (by[w] - ay[t]) - ey * (bx[w] - ax[t]) > 0;
}

/** Ray parameter where P + t·(rdx, rdy) meets the line of wall w. */
function hit(ax: Float64Array, ay: Float64Array, bx: Float64Array, by: Float64Array, w: number, px: number, py: number, rdx: number, rdy: number): number {
  const ex = bx[w] - ax[w],
    ey = by[w] - ay[w];
  return ((ax[w] - px) * ey - (ay[w] - py) * ex) / (rdx * ey - rdy * ex);
}
