// Working memory of the square reach searches: queue lists and output
// buffers, grown on demand and reused by the next query given the same
// scratch. Owned by the caller (resolve stays pure: no module-level mutable
// state): src/core/rules/movement keeps one per movement graph, and a cache
// owned by the Session can hold them instead. A query given no scratch
// allocates a fresh one. One scratch serves one query at a time; results
// copy out what they keep, so they never alias it.

/** Level lists (one list of queued entries per ring slot), grown, never shrunk. */
export class LevelLists {
  cap = 256;
  ring = 0;
  list = new Int32Array(0);
  constructor(readonly count: Int32Array) {}

  /** Makes room for `ring` slots of `cap` entries, keeping the entries already listed. */
  ensure(ring: number, cap: number): void {
    if (this.ring >= ring && this.cap >= cap) return;
    const r = Math.max(ring, this.ring),
      c = Math.max(cap, this.cap);
    const list = new Int32Array(r * c);
    for (let b = 0; b < this.ring; b++) list.set(this.list.subarray(b * this.cap, b * this.cap + this.count[b]!), b * c);
    this.list = list;
    this.ring = r;
    this.cap = c;
  }
}

export class ReachScratch {
  /** Dial ring heads and the node pool of the linked-list queue (./squareKernel). */
  head = new Int32Array(256);
  nodeState = new Int32Array(1024);
  nodeNext = new Int32Array(1024);
  /** Map cell index per node (the table search). */
  nodeGi = new Int32Array(1024);
  /** Output cells and costs, copied out at their length by each result. */
  outCells = new Int32Array(256);
  outCosts = new Int32Array(256);
  /** Level lists of the half-unit search (steps < 32 half units, so a ring of at most 64). */
  readonly halfLevels = new LevelLists(new Int32Array(64));
  /** Level lists of the parity search (steps < 255 AP, so a ring of at most 256). */
  readonly parityLevels = new LevelLists(new Int32Array(256));
  /**
   * Test only: loosen the parity search's diagonal-skip rule by this many AP,
   * a deliberately broken variant the property tests must catch.
   */
  paritySkipLoosenAp = 0;

  /** The output buffers, at least n long. */
  out(n: number): void {
    if (this.outCells.length < n) {
      this.outCells = new Int32Array(n);
      this.outCosts = new Int32Array(n);
    }
  }

  /** Grows the node pool to `size`, keeping the first `keep` nodes. */
  growNodes(size: number, keep: number): void {
    const ns = new Int32Array(size),
      nn = new Int32Array(size),
      ng = new Int32Array(size);
    ns.set(this.nodeState.subarray(0, keep));
    nn.set(this.nodeNext.subarray(0, keep));
    ng.set(this.nodeGi.subarray(0, keep));
    this.nodeState = ns;
    this.nodeNext = nn;
    this.nodeGi = ng;
  }
}

/** A fresh scratch: the factory a per-World cache calls. */
export function createReachScratch(): ReachScratch {
  return new ReachScratch();
}
