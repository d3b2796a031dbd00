// Preparing wall segments for the sight index: collinear grid edges are
// joined and crossing walls split, without changing any LOS answer
// (G-LOS-1: a ray through a shared vertex with walls on both sides is blocked).

/** Prepared segments with, per piece, the input segments (sources) it stands for. */
export interface Tracked {
  flat: ArrayLike<number>;
  /** sources[i]: ids of the input segments piece i is part of. */
  sources: number[][];
  /** Parameters of each piece's first and last point along its input segment (cut pieces only). */
  tFrom?: number[];
  tTo?: number[];
}

/**
 * Crossing point of two properly crossing segments and its parameters t, u
 * along each, computed along the first one as given (in-place edits repeat the same expression, see segmentEdit).
 * Axis-parallel pairs meet exactly at (x of the vertical, y of the horizontal).
 */
export function crossingPoint(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, x4: number, y4: number): [number, number, number, number] {
  const d3 = (x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3),
    d4 = (x4 - x3) * (y2 - y3) - (y4 - y3) * (x2 - x3);
  const d1 = (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1),
    d2 = (x2 - x1) * (y4 - y1) - (y2 - y1) * (x4 - x1);
  let t = d3 / (d3 - d4);
  const u = d1 / (d1 - d2);
  if (y1 === y2 && x3 === x4) return [x3, y1, t, u];
  if (x1 === x2 && y3 === y4) return [x1, y3, t, u];
  // Against an axis-parallel line only the line matters, not the run's ends
  // (a run cut into pieces meets the wall at the same point).
  if (y3 === y4) t = (y3 - y1) / (y2 - y1);
  else if (x3 === x4) t = (x3 - x1) / (x2 - x1);
  return [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, t, u];
}

/**
 * Crossing of P and Q (properly crossing) and its parameters along each as
 * given, independent of which is passed first or how each is oriented: the
 * point is computed along the slanted one of a slanted/axis pair, else along
 * the lexicographically smaller segment, so a rebuilt index and an edited one
 * (segmentEdit) cut walls at bit-identical points.
 */
export function crossingOf(px1: number, py1: number, px2: number, py2: number, qx1: number, qy1: number, qx2: number, qy2: number): [number, number, number, number] {
  const pFlip = px1 > px2 || (px1 === px2 && py1 > py2),
    qFlip = qx1 > qx2 || (qx1 === qx2 && qy1 > qy2);
  const a = pFlip ? [px2, py2, px1, py1] : [px1, py1, px2, py2];
  const b = qFlip ? [qx2, qy2, qx1, qy1] : [qx1, qy1, qx2, qy2];
  const pSlanted = a[0] !== a[2] && a[1] !== a[3],
    qSlanted = b[0] !== b[2] && b[1] !== b[3];
  let pFirst: boolean;
  if (pSlanted !== qSlanted) pFirst = pSlanted;
  else {
    let k = 0;
    while (k < 3 && a[k] === b[k]) k++;
    pFirst = a[k] <= b[k];
  }
  const [x, y, t1, t2] = pFirst ? crossingPoint(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]) : crossingPoint(b[0], b[1], b[2], b[3], a[0], a[1], a[2], a[3]);
  const tp = pFirst ? t1 : t2,
    tq = pFirst ? t2 : t1;
  return [x, y, pFlip ? 1 - tp : tp, qFlip ? 1 - tq : tq];
}

/** Splits segments at their proper crossings; both pieces share the computed point. */
export function splitCrossings(flat: ArrayLike<number>): ArrayLike<number> {
  return splitCrossingsTracked({ flat, sources: Array.from({ length: flat.length / 4 }, (_, i) => [i]) }).flat;
}

/** splitCrossings keeping each piece's sources. */
export function splitCrossingsTracked(input: Tracked): Tracked {
  const { flat } = input;
  const n = flat.length / 4;
  if (n < 2) return input;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    length = 0;
  for (let k = 0; k < flat.length; k += 4) {
    minX = Math.min(minX, flat[k], flat[k + 2]);
    maxX = Math.max(maxX, flat[k], flat[k + 2]);
    minY = Math.min(minY, flat[k + 1], flat[k + 3]);
    maxY = Math.max(maxY, flat[k + 1], flat[k + 3]);
    length += Math.hypot(flat[k + 2] - flat[k], flat[k + 3] - flat[k + 1]);
  }
  const cell = Math.max(1e-9, Math.max(length / n, Math.sqrt(((maxX - minX) * (maxY - minY)) / n)));
  const cols = Math.min(2048, Math.floor((maxX - minX) / cell) + 1),
    rows = Math.min(2048, Math.floor((maxY - minY) / cell) + 1);
  const cw = (maxX - minX) / cols || 1,
    ch = (maxY - minY) / rows || 1;
  const buckets = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const k = i * 4;
    const c0 = Math.min(cols - 1, Math.floor((Math.min(flat[k], flat[k + 2]) - minX) / cw)),
      c1 = Math.min(cols - 1, Math.floor((Math.max(flat[k], flat[k + 2]) - minX) / cw));
    const r0 = Math.min(rows - 1, Math.floor((Math.min(flat[k + 1], flat[k + 3]) - minY) / ch)),
      r1 = Math.min(rows - 1, Math.floor((Math.max(flat[k + 1], flat[k + 3]) - minY) / ch));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const key = r * cols + c;
        let list = buckets.get(key);
        if (!list) buckets.set(key, (list = []));
        list.push(i);
      }
  }
  const cuts: Array<Array<[number, number, number]>> = Array.from({ length: n }, () => []);
  const done = new Set<number>();
  let any = false;
  for (const list of buckets.values()) {
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const i = Math.min(list[a], list[b]),
          j = Math.max(list[a], list[b]);
        const pair = i * n + j;
        if (done.has(pair)) continue;
        done.add(pair);
        const x1 = flat[4 * i],
          y1 = flat[4 * i + 1],
          x2 = flat[4 * i + 2],
          y2 = flat[4 * i + 3];
        const x3 = flat[4 * j],
          y3 = flat[4 * j + 1],
          x4 = flat[4 * j + 2],
          y4 = flat[4 * j + 3];
        const d1 = (x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1),
          d2 = (x2 - x1) * (y4 - y1) - (y2 - y1) * (x4 - x1);
        const d3 = (x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3),
          d4 = (x4 - x3) * (y2 - y3) - (y4 - y3) * (x2 - x3);
        if (d1 === 0 || d2 === 0 || d3 === 0 || d4 === 0 || d1 > 0 === d2 > 0 || d3 > 0 === d4 > 0) continue;
        const [px, py, t, u] = crossingOf(x1, y1, x2, y2, x3, y3, x4, y4);
        cuts[i].push([t, px, py]);
        cuts[j].push([u, px, py]);
        any = true;
      }
  }
  if (!any) return input;
  const out: number[] = [];
  const sources: number[][] = [];
  const tFrom: number[] = [],
    tTo: number[] = [];
  for (let i = 0; i < n; i++) {
    let x = flat[4 * i],
      y = flat[4 * i + 1],
      t0 = 0;
    for (const [t, cx, cy] of cuts[i].sort((p, q) => p[0] - q[0])) {
      if (cx === x && cy === y) continue;
      out.push(x, y, cx, cy);
      sources.push(input.sources[i]);
      tFrom.push(t0);
      tTo.push(t);
      x = cx;
      y = cy;
      t0 = t;
    }
    if (x !== flat[4 * i + 2] || y !== flat[4 * i + 3]) {
      out.push(x, y, flat[4 * i + 2], flat[4 * i + 3]);
      sources.push(input.sources[i]);
      tFrom.push(t0);
      tTo.push(1);
    }
  }
  return { flat: out, sources, tFrom, tTo };
}

/**
 * Joins horizontal (vertical) segments on the same line whose ranges touch
 * or overlap: grid maps arrive as unit edges, and a ray through the shared
 * vertex of two collinear pieces is blocked either way (G-LOS-1 corner rule).
 */
export function mergeAxisRuns(flat: ArrayLike<number>): number[] {
  return mergeAxisRunsTracked(flat).flat as number[];
}

/** mergeAxisRuns keeping, per joined run, the input segments it is made of. */
export function mergeAxisRunsTracked(flat: ArrayLike<number>): Tracked {
  const out: number[] = [];
  const sources: number[][] = [];
  // Pieces are joined only through a vertex no other wall uses: joining
  // through a corner would make two walls cross there.
  const degree = new Map<string, number>();
  for (let k = 0; k < flat.length; k += 2) {
    const key = `${flat[k]},${flat[k + 1]}`;
    degree.set(key, (degree.get(key) ?? 0) + 1);
  }
  const horiz = new Map<number, Array<[number, number, number]>>(),
    vert = new Map<number, Array<[number, number, number]>>();
  for (let k = 0; k < flat.length; k += 4) {
    const x1 = flat[k],
      y1 = flat[k + 1],
      x2 = flat[k + 2],
      y2 = flat[k + 3];
    if (y1 === y2 && x1 !== x2) {
      let l = horiz.get(y1);
      if (!l) horiz.set(y1, (l = []));
      l.push([Math.min(x1, x2), Math.max(x1, x2), k / 4]);
    } else if (x1 === x2 && y1 !== y2) {
      let l = vert.get(x1);
      if (!l) vert.set(x1, (l = []));
      l.push([Math.min(y1, y2), Math.max(y1, y2), k / 4]);
    } else {
      out.push(x1, y1, x2, y2);
      sources.push([k / 4]);
    }
  }
  const runs = (lines: Map<number, Array<[number, number, number]>>, emit: (line: number, a: number, b: number) => void, key: (line: number, v: number) => string) => {
    for (const [line, list] of lines) {
      list.sort((p, q) => p[0] - q[0]);
      let [a, b] = list[0];
      let ids = [list[0][2]];
      for (let i = 1; i < list.length; i++) {
        if (list[i][0] < b || (list[i][0] === b && degree.get(key(line, b)) === 2)) {
          if (list[i][1] > b) b = list[i][1];
          ids.push(list[i][2]);
        } else {
          emit(line, a, b);
          sources.push(ids);
          [a, b] = list[i];
          ids = [list[i][2]];
        }
      }
      emit(line, a, b);
      sources.push(ids);
    }
  };
  runs(
    horiz,
    (y, a, b) => out.push(a, y, b, y),
    (y, v) => `${v},${y}`,
  );
  runs(
    vert,
    (x, a, b) => out.push(x, a, x, b),
    (x, v) => `${x},${v}`,
  );
  return { flat: out, sources };
}
