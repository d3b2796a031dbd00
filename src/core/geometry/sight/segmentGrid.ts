// Input and grid layout of the sight index (segmentIndex.ts): segment
// input forms, index options, and the bucket size the grid is built with.

export interface SegmentInput {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

export interface SegmentIndexOptions {
  /** Bucket edge in inches; default adapts to density (1" for dense maps). */
  bucketInches?: number;
  /** Extra area the grid must cover (e.g. the map), besides the segments. */
  bounds?: { minX: number; minY: number; maxX: number; maxY: number };
  /**
   * Merge touching or overlapping collinear axis-parallel segments (default
   * true). LOS answers are unchanged; ids then no longer match the input.
   */
  merge?: boolean;
  /**
   * Split segments where they cross (default true) so that every wall
   * junction is a shared vertex: the visibility polygon needs that, and LOS
   * answers are unchanged (a ray through a crossing is blocked either way).
   */
  split?: boolean;
}

const MAX_BUCKET = 16;

/**
 * Largest power-of-two bucket edge (1..16") with about two segments per
 * bucket on average (a segment of length L touches about L / b + 1
 * buckets), so sparse maps are crossed in few steps; at most ~1M buckets.
 */
export function bucketSize(areaSqInches: number, segmentCount: number, totalLengthInches: number): number {
  let bucket = 1;
  const perBucket = (b: number) => (totalLengthInches * b + segmentCount * b * b) / areaSqInches;
  while (bucket * 2 <= MAX_BUCKET && perBucket(bucket * 2) <= 2) bucket *= 2;
  while (areaSqInches / (bucket * bucket) > 1_000_000) bucket *= 2;
  return bucket;
}

/** Flat [ax, ay, bx, by, …] from either input form; a flat array must hold whole segments. */
export function toFlat(segments: ArrayLike<number> | SegmentInput[]): ArrayLike<number> {
  if (segments.length === 0) return [];
  const first = (segments as ArrayLike<unknown>)[0];
  if (typeof first === 'number') {
    if (segments.length % 4 !== 0) throw new Error('segment array length must be a multiple of 4');
    return segments as ArrayLike<number>;
  }
  const list = segments as SegmentInput[];
  const flat = new Float64Array(list.length * 4);
  list.forEach((s, i) => {
    flat[i * 4] = s.ax;
    flat[i * 4 + 1] = s.ay;
    flat[i * 4 + 2] = s.bx;
    flat[i * 4 + 3] = s.by;
  });
  return flat;
}
