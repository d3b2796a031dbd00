// Per-index scratch memory of the candidate-wall walk (visibilityCull.ts,
// G-LOS-5): the angular depth buffer and the per-query stamps, kept between
// queries so a visibility polygon allocates nothing but its output.
import type { SegmentIndex } from './segmentIndex';

/** Bins of the angular depth buffer over a full turn of pseudo-angles. */
export const BINS = 256;

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Scratch {
  /** Bins still open in the wedge walk, ascending. */
  openList: Int32Array;
  occ: Float64Array;
  /** Like occ, lowered only by walls spanning the whole bin (no corner-rule closing). */
  occFull: Float64Array;
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

export function scratchFor(index: SegmentIndex): Scratch {
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
    s = {
      openList: new Int32Array(BINS),
      occ: f(),
      occFull: f(),
      leftTo: f(),
      leftD: f(),
      leftX: f(),
      leftY: f(),
      rightFrom: f(),
      rightD: f(),
      rightX: f(),
      rightY: f(),
      angles: [],
      xs: [],
      ys: [],
      order: [],
      seen: new Uint32Array(index.n),
      ids: new Int32Array(index.n),
      kA: new Float64Array(index.n),
      kB: new Float64Array(index.n),
      nIds: 0,
      bucketSeen: new Uint32Array(index.cols * index.rows),
      endDone: new Uint32Array(2 * index.n),
      query: 0,
      openBins: BINS,
      maxOcc: 0,
    };
    scratchByIndex.set(index, s);
  }
  return s;
}
