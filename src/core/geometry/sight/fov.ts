// Field of view as a cell set (fog of war, G-LOS-5): a square cell is seen
// when the viewpoint sees its centre. Cells are read off the visibility
// polygon by scanlines; a centre within EPS of the polygon's outline is
// decided by the exact LOS predicate instead, so the cell set equals
// "clear(viewer, centre)" and is symmetric like it.
import type { SegmentIndex } from './segmentIndex';
import { visibilityPolygon, type Box } from './visibility';

export interface FovOptions {
  /** Circular range in inches (cells whose centre is farther are not seen). */
  rangeInches?: number;
  /** Region to consider without a range (default: the whole grid). */
  box?: Box;
}

const EPS = 1e-3;

/**
 * Marks seen cells of a width×height square grid in `out` (row-major, 1 =
 * seen); returns `out`. Cells already marked stay marked (unions for a side).
 */
export function fovCells(index: SegmentIndex, px: number, py: number, width: number, height: number, opts: FovOptions = {}, out: Uint8Array = new Uint8Array(width * height)): Uint8Array {
  const range = opts.rangeInches;
  const box = opts.box ?? { minX: 0, minY: 0, maxX: width, maxY: height };
  // The polygon's box reaches 1" past the range circle, so its edges never
  // pass through a centre that is in range.
  const poly = range !== undefined ? visibilityPolygon(index, px, py, { rangeInches: range + 1 }) : visibilityPolygon(index, px, py, { box });
  const range2 = range === undefined ? Infinity : range * range;
  const rMin = Math.max(0, Math.floor((range !== undefined ? py - range : box.minY) - 0.5));
  const rMax = Math.min(height - 1, Math.ceil(range !== undefined ? py + range : box.maxY));
  if (rMax < rMin) return out;
  const rowsN = rMax - rMin + 1;
  let xsAll = new Float64Array(0);
  let fill = new Int32Array(0);
  // Crossings of the polygon's edges with row centre lines, bucketed by row
  // in one flat array (count, then fill).
  const start = new Int32Array(rowsN + 1);
  const exactRow = new Uint8Array(rowsN);
  const n = poly.length;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const x1 = poly[j],
        y1 = poly[j + 1],
        x2 = poly[i],
        y2 = poly[i + 1];
      if (pass === 0) {
        // A vertex close to a row's centre line makes that row ambiguous.
        const rv = Math.round(y2 - 0.5);
        if (Math.abs(y2 - (rv + 0.5)) < EPS && rv >= rMin && rv <= rMax) exactRow[rv - rMin] = 1;
      }
      const lo = y1 < y2 ? y1 : y2,
        hi = y1 < y2 ? y2 : y1;
      const ra = Math.max(rMin, Math.ceil(lo - 0.5)),
        rb = Math.min(rMax, Math.floor(hi - 0.5));
      for (let r = ra; r <= rb; r++) {
        const y = r + 0.5;
        if (y < lo || y >= hi) continue;
        if (pass === 0) start[r - rMin + 1]++;
        else xsAll[fill[r - rMin]++] = x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
      }
    }
    if (pass === 0) {
      for (let k = 0; k < rowsN; k++) start[k + 1] += start[k];
      xsAll = new Float64Array(start[rowsN]);
      fill = start.slice(0, rowsN);
    }
  }
  const cMinAll = Math.max(0, Math.floor(range !== undefined ? px - range : box.minX));
  const cMaxAll = Math.min(width - 1, Math.ceil(range !== undefined ? px + range : box.maxX));
  for (let r = rMin; r <= rMax; r++) {
    const y = r + 0.5;
    const xs = xsAll.subarray(start[r - rMin], start[r - rMin + 1]);
    const dy2 = (y - py) * (y - py);
    if (dy2 > range2) continue;
    if (exactRow[r - rMin]) {
      for (let c = cMinAll; c <= cMaxAll; c++) {
        const x = c + 0.5;
        if ((x - px) * (x - px) + dy2 <= range2 && index.clear(px, py, x, y)) out[r * width + c] = 1;
      }
      continue;
    }
    xs.sort();
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const xa = xs[k],
        xb = xs[k + 1];
      const ca = Math.max(cMinAll, Math.ceil(xa - 0.5 - EPS)),
        cb = Math.min(cMaxAll, Math.floor(xb - 0.5 + EPS));
      for (let c = ca; c <= cb; c++) {
        const x = c + 0.5;
        if ((x - px) * (x - px) + dy2 > range2) continue;
        if (x - xa < EPS || xb - x < EPS) {
          if (index.clear(px, py, x, y)) out[r * width + c] = 1;
        } else out[r * width + c] = 1;
      }
    }
    // Centres just outside a span are decided exactly too.
    for (const xc of xs) {
      for (const c of [Math.floor(xc - 0.5), Math.ceil(xc - 0.5)]) {
        if (c < cMinAll || c > cMaxAll || out[r * width + c]) continue;
        const x = c + 0.5;
        if (Math.abs(x - xc) < EPS && (x - px) * (x - px) + dy2 <= range2 && index.clear(px, py, x, y)) out[r * width + c] = 1;
      }
    }
  }
  const vc = Math.floor(px),
    vr = Math.floor(py);
  if (vc >= 0 && vr >= 0 && vc < width && vr < height) out[vr * width + vc] = 1;
  return out;
}
