// In-place edits of a SegmentIndex (a wall added or removed; a move is both):
// only the buckets of the changed pieces are touched, so an edit costs
// microseconds where a rebuild costs milliseconds. LOS answers equal those of
// a rebuilt index, because G-LOS-1 depends only on the blockers' point set:
// collinear pieces joined or split at a shared vertex block the same rays
// (corner rule). A new wall is split where it crosses or meets existing
// pieces, and they where it meets them, so every junction stays a shared
// vertex as the full preparation leaves it (the visibility polygon needs that).
import type { SegmentIndex } from './segmentIndex';
import { crossingOf } from './prepare';

function slotsOf(index: SegmentIndex): Map<number, number[]> {
  if (!index.slotsOf) {
    const m = new Map<number, number[]>();
    for (let i = 0; i < index.n; i++) {
      for (const s of index.sources[i]) {
        let l = m.get(s);
        if (!l) m.set(s, (l = []));
        l.push(i);
      }
    }
    index.slotsOf = m;
  }
  return index.slotsOf;
}

function grow(a: Float64Array, size: number): Float64Array {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}

function allocSlot(index: SegmentIndex): number {
  const f = index.free.pop();
  if (f !== undefined) return f;
  if (index.n === index.ax.length) {
    const size = Math.max(16, index.ax.length * 2);
    index.ax = grow(index.ax, size);
    index.ay = grow(index.ay, size);
    index.bx = grow(index.bx, size);
    index.by = grow(index.by, size);
    index.tA = grow(index.tA, size);
    index.tB = grow(index.tB, size);
  }
  index.sources[index.n] = [];
  return index.n++;
}

function bucketAdd(index: SegmentIndex, k: number, i: number): void {
  const { cellStart, cellEnd } = index;
  if (cellEnd[k] === index.cellCap[k]) {
    // Full: move the bucket to the end of cellItems with room to grow.
    const count = cellEnd[k] - cellStart[k],
      cap = Math.max(4, count * 2);
    if (index.itemsUsed + cap > index.cellItems.length) {
      const items = new Int32Array(Math.max(index.cellItems.length * 2, index.itemsUsed + cap));
      items.set(index.cellItems);
      index.cellItems = items;
    }
    index.cellItems.copyWithin(index.itemsUsed, cellStart[k], cellEnd[k]);
    cellStart[k] = index.itemsUsed;
    cellEnd[k] = index.itemsUsed + count;
    index.cellCap[k] = index.itemsUsed + cap;
    index.itemsUsed += cap;
  }
  index.cellItems[cellEnd[k]++] = i;
}

function bucketRemove(index: SegmentIndex, k: number, i: number): void {
  const items = index.cellItems;
  for (let j = index.cellStart[k], e = index.cellEnd[k]; j < e; j++) {
    if (items[j] === i) {
      items[j] = items[e - 1];
      index.cellEnd[k] = e - 1;
      return;
    }
  }
}

function place(index: SegmentIndex, slot: number, x1: number, y1: number, x2: number, y2: number, sources: number[], t1 = NaN, t2 = NaN): void {
  const m = slotsOf(index); // built before this slot gets its sources
  index.setSlot(slot, x1, y1, x2, y2, t1, t2);
  index.sources[slot] = sources;
  for (const s of sources) {
    let l = m.get(s);
    if (!l) m.set(s, (l = []));
    l.push(slot);
  }
  index.forEachBucketOf(slot, (k, i) => bucketAdd(index, k, i));
}

function unplace(index: SegmentIndex, slot: number): void {
  index.forEachBucketOf(slot, (k, i) => bucketRemove(index, k, i));
  const m = slotsOf(index);
  for (const s of index.sources[slot]) {
    const l = m.get(s);
    if (!l) continue;
    const at = l.indexOf(slot);
    if (at >= 0) {
      l[at] = l[l.length - 1];
      l.pop();
    }
    if (l.length === 0) m.delete(s);
  }
  index.sources[slot] = [];
  index.setSlot(slot, 0, 0, 0, 0);
  index.free.push(slot);
}

function inGrid(index: SegmentIndex, x: number, y: number): boolean {
  return x >= index.minX && x <= index.maxX && y >= index.minY && y <= index.maxY;
}

/**
 * Adds a blocker; returns its source id (for removeSource), or -1 when it
 * lies outside the index's grid (the caller must rebuild then).
 */
export function addSource(index: SegmentIndex, x1: number, y1: number, x2: number, y2: number): number {
  if (!inGrid(index, x1, y1) || !inGrid(index, x2, y2)) return -1;
  const id = index.srcCount++;
  if (4 * index.srcCount > index.srcFlat.length) index.srcFlat = grow(index.srcFlat, Math.max(64, 8 * index.srcCount));
  index.srcFlat.set([x1, y1, x2, y2], 4 * id);
  index.version++;
  insertSource(index, id);
  return id;
}

/** Places source `id` (coordinates in srcFlat), split where it meets existing pieces. */
function insertSource(index: SegmentIndex, id: number): void {
  const f0 = index.srcFlat,
    x1 = f0[4 * id],
    y1 = f0[4 * id + 1],
    x2 = f0[4 * id + 2],
    y2 = f0[4 * id + 3];
  if (x1 === x2 && y1 === y2) return;
  const slot = allocSlot(index);
  index.setSlot(slot, x1, y1, x2, y2);
  const nax = index.ax[slot],
    nay = index.ay[slot],
    nbx = index.bx[slot],
    nby = index.by[slot];
  const ex = nbx - nax,
    ey = nby - nay,
    len2 = ex * ex + ey * ey;
  // Existing pieces near the new wall: every one it meets shares a bucket.
  const near: number[] = [];
  const q = index.nextQuery();
  const stamp = index.stamp;
  index.forEachBucketOf(slot, (k) => {
    for (let j = index.cellStart[k], e = index.cellEnd[k]; j < e; j++) {
      const i = index.cellItems[j];
      if (stamp[i] !== q) {
        stamp[i] = q;
        near.push(i);
      }
    }
  });
  const cutsNew: Array<[number, number, number]> = [];
  const nSlanted = x1 !== x2 && y1 !== y2;
  // The full preparation's coordinates of a wall: slanted ones as given,
  // axis-parallel runs from low to high.
  const [n1x, n1y, n2x, n2y] = nSlanted ? [x1, y1, x2, y2] : [nax, nay, nbx, nby];
  const doneSrc = new Set<number>();
  for (const p of near) {
    if (index.sources[p].length === 0) continue; // split away earlier in this loop
    const single = index.sources[p].length === 1 ? index.sources[p][0] : -1;
    if (single >= 0 && doneSrc.has(single)) continue;
    // A wall's crossings are found on its whole input segment, as the full
    // preparation finds them, not on pieces whose cut points are rounded.
    let pax = index.ax[p],
      pay = index.ay[p],
      pbx = index.bx[p],
      pby = index.by[p];
    if (single >= 0) {
      doneSrc.add(single);
      const f = index.srcFlat,
        k = 4 * single;
      pax = f[k];
      pay = f[k + 1];
      pbx = f[k + 2];
      pby = f[k + 3];
      if ((pax === pbx || pay === pby) && (pax > pbx || pay > pby)) {
        pax = f[k + 2];
        pay = f[k + 3];
        pbx = f[k];
        pby = f[k + 1];
      }
    }
    const fx = pbx - pax,
      fy = pby - pay,
      plen2 = fx * fx + fy * fy;
    if (plen2 === 0) continue;
    const d1 = ex * (pay - nay) - ey * (pax - nax),
      d2 = ex * (pby - nay) - ey * (pbx - nax);
    const d3 = fx * (nay - pay) - fy * (nax - pax),
      d4 = fx * (nby - pay) - fy * (nbx - pax);
    // A joined run's piece may end on the new wall at an earlier cut point:
    // on the whole run that is a proper crossing (but not at a wall's end).
    const runCut =
      single < 0 &&
      d3 !== 0 &&
      d4 !== 0 &&
      d3 > 0 !== d4 > 0 &&
      (d1 === 0) !== (d2 === 0) &&
      !index.sources[p].some((o) => isSourceVertex(index.srcFlat, o, d1 === 0 ? pax : pbx, d1 === 0 ? pay : pby));
    if (runCut || (d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0)) {
      if (!runCut && (d1 > 0 === d2 > 0 || d3 > 0 === d4 > 0)) continue;
      // Proper crossing: both walls get the same vertex, computed as the
      // full preparation computes it (crossingOf).
      const pSlanted = pax !== pbx && pay !== pby;
      const [cx, cy, tp, tn] = crossingOf(pax, pay, pbx, pby, n1x, n1y, n2x, n2y);
      cutsNew.push([nSlanted ? tn : ((cx - nax) * ex + (cy - nay) * ey) / len2, cx, cy]);
      cutAt(index, single >= 0 ? (slotsOf(index).get(single) ?? []) : [p], cx, cy, pSlanted ? tp : NaN);
    } else if (index.sources[p].length > 1 && (d1 !== 0 || d2 !== 0)) {
      // A joined run (mergeAxisRuns) is not joined through a vertex where
      // another wall ends: cut it where the new wall ends on a joint.
      for (const [x, y, d] of [
        [nax, nay, d3],
        [nbx, nby, d4],
      ]) {
        if (d === 0 && index.sources[p].some((o) => isSourceVertex(index.srcFlat, o, x, y))) cutAt(index, [p], x, y, NaN);
      }
    }
  }
  let pieces = piecesAlong(n1x, n1y, n2x, n2y, cutsNew);
  // An axis-parallel wall over an existing collinear one (the full
  // preparation joins them): the covered part joins that piece's sources.
  const horizontal = nay === nby,
    vertical = nax === nbx;
  if (horizontal || vertical) {
    const covered: Array<[number, number]> = [];
    for (const p of near) {
      if (index.sources[p].length === 0 || (horizontal ? index.ay[p] !== nay || index.by[p] !== nay : index.ax[p] !== nax || index.bx[p] !== nax)) continue;
      const lo = horizontal ? index.ax[p] : index.ay[p],
        hi = horizontal ? index.bx[p] : index.by[p];
      const s0 = Math.max(lo, horizontal ? nax : nay),
        s1 = Math.min(hi, horizontal ? nbx : nby);
      if (s1 <= s0) continue;
      const m = slotsOf(index);
      index.sources[p] = [...index.sources[p], id];
      let l = m.get(id);
      if (!l) m.set(id, (l = []));
      l.push(p);
      covered.push([lo, hi]);
    }
    if (covered.length) pieces = subtractAxis(pieces, horizontal, covered);
  }
  if (!nSlanted) for (let k = 4; k < pieces.length; k += 6) pieces[k] = pieces[k + 1] = NaN;
  index.free.push(slot);
  for (let k = 0; k < pieces.length; k += 6) place(index, allocSlot(index), pieces[k], pieces[k + 1], pieces[k + 2], pieces[k + 3], [id], pieces[k + 4], pieces[k + 5]);
}

/** Axis-parallel pieces minus the covered intervals (along x if horizontal, else y). */
function subtractAxis(pieces: number[], horizontal: boolean, covered: Array<[number, number]>): number[] {
  const out: number[] = [];
  for (let k = 0; k < pieces.length; k += 6) {
    let spans: Array<[number, number]> = [horizontal ? [pieces[k], pieces[k + 2]] : [pieces[k + 1], pieces[k + 3]]];
    for (const [lo, hi] of covered) {
      const next: Array<[number, number]> = [];
      for (const [a, b] of spans) {
        if (hi <= a || lo >= b) {
          next.push([a, b]);
          continue;
        }
        if (lo > a) next.push([a, lo]);
        if (hi < b) next.push([hi, b]);
      }
      spans = next;
    }
    for (const [a, b] of spans) {
      if (horizontal) out.push(a, pieces[k + 1], b, pieces[k + 1], NaN, NaN);
      else out.push(pieces[k], a, pieces[k], b, NaN, NaN);
    }
  }
  return out;
}

/** Pieces [x1, y1, x2, y2, t1, t2, …] of A–B (parameters tA .. tB) cut at the given [t, x, y] points, as splitCrossings cuts. */
function piecesAlong(ax: number, ay: number, bx: number, by: number, cuts: Array<[number, number, number]>, tA = 0, tB = 1): number[] {
  cuts.sort((p, q) => (tB >= tA ? p[0] - q[0] : q[0] - p[0]));
  const out: number[] = [];
  let x = ax,
    y = ay,
    t0 = tA;
  for (const [t, cx, cy] of cuts) {
    if (cx === x && cy === y) continue;
    out.push(x, y, cx, cy, t0, t);
    x = cx;
    y = cy;
    t0 = t;
  }
  if (x !== bx || y !== by) out.push(x, y, bx, by, t0, tB);
  return out;
}

/**
 * Cuts, at (x, y), the one of `slots` that holds it: by the parameter t along
 * the input wall when given (the order splitCrossings cuts in), else by
 * projection (axis-parallel pieces, exact).
 */
function cutAt(index: SegmentIndex, slots: number[], x: number, y: number, t: number): void {
  for (const p of slots) {
    const pax = index.ax[p],
      pay = index.ay[p],
      pbx = index.bx[p],
      pby = index.by[p];
    if ((x === pax && y === pay) || (x === pbx && y === pby)) return;
    let lo = index.tA[p],
      hi = index.tB[p];
    if (!Number.isNaN(t) && Number.isNaN(lo)) {
      // An uncut wall: its a end is the input start or end.
      const k = 4 * index.sources[p][0];
      const startIsA = index.srcFlat[k] === pax && index.srcFlat[k + 1] === pay;
      lo = startIsA ? 0 : 1;
      hi = startIsA ? 1 : 0;
    }
    let inside: boolean, u: number;
    // A tie in t (two cuts rounded to one parameter) still cuts: the points differ.
    if (!Number.isNaN(t)) {
      inside = (t - lo) * (t - hi) <= 0;
      u = t;
    } else {
      const fx = pbx - pax,
        fy = pby - pay;
      u = ((x - pax) * fx + (y - pay) * fy) / (fx * fx + fy * fy);
      inside = u > 0 && u < 1;
      lo = hi = NaN;
    }
    if (!inside) continue;
    const sources = index.sources[p];
    unplace(index, p);
    place(index, allocSlot(index), pax, pay, x, y, sources.slice(), lo, Number.isNaN(lo) ? NaN : u);
    place(index, allocSlot(index), x, y, pbx, pby, sources.slice(), Number.isNaN(lo) ? NaN : u, hi);
    return;
  }
}

/** Removes a blocker by source id (input position, or an addSource id); false if unknown. */
export function removeSource(index: SegmentIndex, src: number): boolean {
  if (src < 0 || src >= index.srcCount || Number.isNaN(index.srcFlat[4 * src])) return false;
  const slots = (slotsOf(index).get(src) ?? []).slice();
  index.srcFlat[4 * src] = NaN;
  index.version++;
  // Walls that were cut where they met the removed one are placed afresh
  // from their input, as a rebuild would place them (no stale cut points).
  const ends = new Set<string>();
  for (const p of slots) {
    ends.add(`${index.ax[p]},${index.ay[p]}`);
    ends.add(`${index.bx[p]},${index.by[p]}`);
  }
  const again = new Set<number>();
  const q = index.nextQuery();
  for (const p of slots) {
    index.forEachBucketOf(p, (k) => {
      for (let j = index.cellStart[k], e = index.cellEnd[k]; j < e; j++) {
        const i = index.cellItems[j];
        if (index.stamp[i] === q) continue;
        index.stamp[i] = q;
        if (!ends.has(`${index.ax[i]},${index.ay[i]}`) && !ends.has(`${index.bx[i]},${index.by[i]}`)) continue;
        for (const o of index.sources[i]) if (o !== src && !isSourceEnd(index.srcFlat, o, index.ax[i], index.ay[i], index.bx[i], index.by[i])) again.add(o);
      }
    });
  }
  for (const p of slots) {
    const rest = index.sources[p].filter((s) => s !== src);
    const pax = index.ax[p],
      pay = index.ay[p],
      pbx = index.bx[p],
      pby = index.by[p];
    unplace(index, p);
    if (!rest.length) continue;
    // A joined run of collinear walls (mergeAxisRuns): keep what the other
    // walls of the run cover within this piece.
    const horizontal = pay === pby;
    const lo = horizontal ? pax : pay,
      hi = horizontal ? pbx : pby;
    const spans: Array<[number, number, number]> = [];
    for (const o of rest) {
      const f = index.srcFlat,
        k = 4 * o;
      const a = horizontal ? Math.min(f[k], f[k + 2]) : Math.min(f[k + 1], f[k + 3]);
      const b = horizontal ? Math.max(f[k], f[k + 2]) : Math.max(f[k + 1], f[k + 3]);
      const s0 = Math.max(lo, a),
        s1 = Math.min(hi, b);
      if (s1 > s0) spans.push([s0, s1, o]);
    }
    spans.sort((x, y) => x[0] - y[0]);
    let k = 0;
    while (k < spans.length) {
      const s0 = spans[k][0];
      let s1 = spans[k][1];
      const ids = [spans[k][2]];
      for (k++; k < spans.length && spans[k][0] <= s1; k++) {
        s1 = Math.max(s1, spans[k][1]);
        ids.push(spans[k][2]);
      }
      if (horizontal) place(index, allocSlot(index), s0, pay, s1, pay, ids);
      else place(index, allocSlot(index), pax, s0, pax, s1, ids);
    }
  }
  if (again.size) {
    // A joined run comes apart into its walls: all of them go back in.
    const m = slotsOf(index);
    for (const o of [...again]) for (const p of m.get(o) ?? []) for (const s of index.sources[p]) again.add(s);
    for (const o of again) for (const p of (m.get(o) ?? []).slice()) unplace(index, p);
    for (const o of [...again].sort((a, b) => a - b)) insertSource(index, o);
  }
  return true;
}

function isSourceVertex(f: Float64Array, o: number, x: number, y: number): boolean {
  const k = 4 * o;
  return (x === f[k] && y === f[k + 1]) || (x === f[k + 2] && y === f[k + 3]);
}

/** Whether both ends of piece A–B are ends of source o (the piece was never cut). */
function isSourceEnd(f: Float64Array, o: number, ax: number, ay: number, bx: number, by: number): boolean {
  const k = 4 * o;
  const end = (x: number, y: number) => (x === f[k] && y === f[k + 1]) || (x === f[k + 2] && y === f[k + 3]);
  return end(ax, ay) && end(bx, by);
}
