// Field of view on a grid of solid cells (G-LOS-5), cell-native: when the
// only sight blockers are whole cells (the outline of blocking terrain), the
// segment LOS between cell centres (G-LOS-1) reduces to two exact grid rules:
//  - a ray through the open interior of a solid cell is blocked;
//  - a ray through a lattice point is blocked when the two cells on either
//    side of it there are both solid (the corner rule: walls on both sides).
// (Centre-to-centre rays never run along a cell edge.) Shadowcasting per
// octant keeps the set of still-visible slopes as intervals; slopes are small
// rationals (c/d, (2k±1)/(2j±1)), and distinct ones of that size are distinct
// doubles, so comparing them as doubles is exact. Both rules are symmetric,
// so the cell set is symmetric and equals clear(viewer centre, cell centre).

/** Octant transforms: world offset = (xx*j + xy*k, yx*j + yy*k) for row j, column k. */
const OCTANTS: ReadonlyArray<readonly [number, number, number, number]> = [
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0, -1, 1, 0],
  [-1, 0, 0, 1],
  [-1, 0, 0, -1],
  [0, -1, -1, 0],
  [0, 1, -1, 0],
  [1, 0, 0, -1],
];

// Visible slope intervals of the current octant: [lo, hi] with open flags.
let lo = new Float64Array(64),
  hi = new Float64Array(64);
let loOpen = new Uint8Array(64),
  hiOpen = new Uint8Array(64);
let count = 0;
let nlo = new Float64Array(64),
  nhi = new Float64Array(64);
let nloOpen = new Uint8Array(64),
  nhiOpen = new Uint8Array(64);

function ensure(n: number): void {
  if (n <= lo.length) return;
  const g = <T extends Float64Array | Uint8Array>(a: T, make: (k: number) => T): T => {
    const b = make(n * 2);
    b.set(a);
    return b;
  };
  lo = g(lo, (k) => new Float64Array(k));
  hi = g(hi, (k) => new Float64Array(k));
  loOpen = g(loOpen, (k) => new Uint8Array(k));
  hiOpen = g(hiOpen, (k) => new Uint8Array(k));
  nlo = g(nlo, (k) => new Float64Array(k));
  nhi = g(nhi, (k) => new Float64Array(k));
  nloOpen = g(nloOpen, (k) => new Uint8Array(k));
  nhiOpen = g(nhiOpen, (k) => new Uint8Array(k));
}

/** Removes the open interval (a, b) from the visible set. */
function cut(a: number, b: number): void {
  ensure(count + 2);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const l = lo[i],
      h = hi[i];
    if (b <= l || a >= h) {
      // Touching at an end point only: that point is kept (it is not in (a, b)).
      nlo[n] = l;
      nhi[n] = h;
      nloOpen[n] = loOpen[i];
      nhiOpen[n] = hiOpen[i];
      n++;
      continue;
    }
    if (a > l || (a === l && !loOpen[i])) {
      nlo[n] = l;
      nloOpen[n] = loOpen[i];
      nhi[n] = a;
      nhiOpen[n] = 0;
      n++;
    }
    if (b < h || (b === h && !hiOpen[i])) {
      nlo[n] = b;
      nloOpen[n] = 0;
      nhi[n] = h;
      nhiOpen[n] = hiOpen[i];
      n++;
    }
  }
  const t1 = lo;
  lo = nlo;
  nlo = t1;
  const t2 = hi;
  hi = nhi;
  nhi = t2;
  const t3 = loOpen;
  loOpen = nloOpen;
  nloOpen = t3;
  const t4 = hiOpen;
  hiOpen = nhiOpen;
  nhiOpen = t4;
  count = n;
}

/**
 * Marks in `out` (row-major, 1 = seen) the cells whose centre the centre of
 * cell (vc, vr) sees on a width×height grid where `solid` cells (and every
 * cell off the grid) block sight, within `rangeCells` (centre distance).
 * Cells already marked stay marked. Returns `out`.
 */
export function gridFovCells(solid: Uint8Array, width: number, height: number, vc: number, vr: number, rangeCells: number, out: Uint8Array = new Uint8Array(width * height)): Uint8Array {
  if (vc < 0 || vr < 0 || vc >= width || vr >= height) return out;
  out[vr * width + vc] = 1;
  const range2 = rangeCells * rangeCells;
  const maxRow = Math.floor(rangeCells);
  const punct = new Set<number>();
  for (let o = 0; o < 8; o++) {
    const [xx, xy, yx, yy] = OCTANTS[o];
    // Cell (j, k) of the octant is world cell (vc + xx*j + xy*k, vr + yx*j + yy*k).
    count = 1;
    lo[0] = 0;
    hi[0] = 1;
    loOpen[0] = 0;
    hiOpen[0] = 0;
    punct.clear();
    const stepC = xy,
      stepR = yy;
    for (let j = 1; j <= maxRow && count > 0; j++) {
      // Lattice points at x = j - 0.5 between the visible slopes.
      const kHiL = Math.min(j, Math.ceil(hi[count - 1] * (j - 0.5) + 0.5));
      for (let k = Math.max(1, Math.floor(lo[0] * (j - 0.5) + 0.5)); k <= kHiL; k++) {
        const ac = vc + xx * (j - 1) + xy * k,
          ar = vr + yx * (j - 1) + yy * k;
        if (!(ac < 0 || ar < 0 || ac >= width || ar >= height || solid[ar * width + ac] === 1)) continue;
        const bc = vc + xx * j + xy * (k - 1),
          br = vr + yx * j + yy * (k - 1);
        if (bc < 0 || br < 0 || bc >= width || br >= height || solid[br * width + bc] === 1) punct.add((2 * k - 1) / (2 * j - 1));
      }
      // Targets of row j, within range.
      const c0 = vc + xx * j,
        r0 = vr + yx * j;
      const cMax = Math.min(j, Math.floor(Math.sqrt(range2 - j * j)));
      const anyPunct = punct.size !== 0;
      const step = stepR * width + stepC,
        base = r0 * width + c0;
      for (let i = 0; i < count; i++) {
        let cA = Math.ceil(lo[i] * j);
        if (loOpen[i] && cA / j === lo[i]) cA++;
        let cB = Math.floor(hi[i] * j);
        if (hiOpen[i] && cB / j === hi[i]) cB--;
        if (cB > cMax) cB = cMax;
        // Stay on the grid: the row leaves it at most once as c grows.
        if (stepC > 0) cB = Math.min(cB, width - 1 - c0);
        else if (stepC < 0) cB = Math.min(cB, c0);
        if (stepR > 0) cB = Math.min(cB, height - 1 - r0);
        else if (stepR < 0) cB = Math.min(cB, r0);
        if (c0 < 0 || r0 < 0 || c0 >= width || r0 >= height) cB = -1;
        for (let c = cA, cell = base + step * cA; c <= cB; c++, cell += step) {
          if (solid[cell] === 1) continue;
          if (anyPunct && punct.has(c / j)) continue;
          out[cell] = 1;
        }
      }
      // Solid cells of row j shade the open slope range of their interior.
      const kFrom = Math.max(0, Math.floor(lo[0] * (j - 0.5) - 0.5));
      // Cells wholly beyond the range cannot shade a ray to a cell in range.
      const kTo = Math.min(j + 1, Math.ceil(hi[count - 1] * (j + 0.5) + 0.5), Math.floor(Math.sqrt(Math.max(0, range2 - (j - 0.5) * (j - 0.5))) + 0.5));
      let runStart = -1;
      for (let k = kFrom; k <= kTo + 1; k++) {
        let sld = false;
        if (k <= kTo) {
          const wc = c0 + stepC * k,
            wr = r0 + stepR * k;
          sld = wc < 0 || wr < 0 || wc >= width || wr >= height || solid[wr * width + wc] === 1;
        }
        if (sld && runStart < 0) runStart = k;
        if (!sld && runStart >= 0) {
          // A run of solid cells k0..k-1 shades ((2k0-1)/(2j+1), (2k-1)/(2j-1)).
          cut((2 * runStart - 1) / (2 * j + 1), (2 * k - 1) / (2 * j - 1));
          runStart = -1;
          if (count === 0) break;
        }
      }
    }
  }
  return out;
}
