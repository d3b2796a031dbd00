// Open ground with other sides' figures in it (G-MOVE-2 'alternate',
// G-MOVE-3): the analytic fill of ./openGround, repaired behind the figures.
// In half units (./squareHalfSearch) a free move costs Y0 = 2*max(dx,dy) +
// min(dx,dy) and AP = t*floor(Y/2). A cell keeps Y0 when one of its optimal
// free parents (the straight one, and the diagonal one off the axes; only
// the diagonal one on a diagonal) keeps Y0 and is not blocked: induction on
// Y0. The other cells, the "shadow" (found from the blocked cells outward,
// in order of Y0), get their cost by a Dijkstra inside the shadow, seeded
// from their exact neighbours outside it. A figure off the 8 rays from the
// start casts no shadow at all; one on a ray shades the cells straight
// behind it.
import { SQUARE_DIRS } from '../grid/square';
import type { ReachScratch } from './squareScratch';
import { toLocal, type SquareReachResult, type Window } from './squareTypes';

/** Binary min-heap of (key, value) pairs. */
class Heap {
  private keys: number[] = [];
  private vals: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(key: number, val: number): void {
    const k = this.keys,
      v = this.vals;
    let i = k.length;
    k.push(key);
    v.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (k[p]! <= key) break;
      k[i] = k[p]!;
      v[i] = v[p]!;
      i = p;
    }
    k[i] = key;
    v[i] = val;
  }
  /** Pops the minimum; returns its value (its key is left in `lastKey`). */
  lastKey = 0;
  pop(): number {
    const k = this.keys,
      v = this.vals;
    this.lastKey = k[0]!;
    const top = v[0]!;
    const key = k.pop()!,
      val = v.pop()!;
    const n = k.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const m = l + 1 < n && k[l + 1]! < k[l]! ? l + 1 : l;
        if (k[m]! >= key) break;
        k[i] = k[m]!;
        v[i] = v[m]!;
        i = m;
      }
      k[i] = key;
      v[i] = val;
    }
    return top;
  }
}

const stepY = (d: number) => (d < 4 ? 2 : 3);

export class ShadowedOpenResult implements SquareReachResult {
  readonly widthCells: number;
  readonly method = 'shadow';
  readonly cells: Int32Array;
  readonly apCosts: Int32Array;
  private readonly blocked = new Set<number>();
  private readonly noEnd: Set<number>;
  /** Local index -> Y of shadow cells (Infinity when unreachable). */
  private readonly shadow = new Map<number, number>();
  private readonly startLocal: number;
  private readonly wh: number;

  constructor(
    private readonly win: Window,
    private readonly t: number,
    private readonly maxY: number,
    private readonly sc: number,
    private readonly sr: number,
    blockedCells: ArrayLike<number>,
    noEndCells: ArrayLike<number>,
    scratch: ReachScratch,
  ) {
    this.widthCells = win.W;
    const { W, ww, c0, r0 } = win;
    this.wh = win.r1 - r0 + 1;
    this.startLocal = (sr - r0) * ww + (sc - c0);
    for (let i = 0; i < blockedCells.length; i++) {
      const li = toLocal(win, blockedCells[i]!);
      if (li >= 0 && li !== this.startLocal) this.blocked.add(li);
    }
    this.noEnd = new Set(Array.from(noEndCells));
    this.findShadow();
    this.repairShadow();

    // Start first, then row by row; blocked, no-end and shadow cells are looked up in one sorted pass.
    const special = [...new Set([...this.blocked, ...this.shadow.keys(), ...[...this.noEnd].map((g) => toLocal(win, g)).filter((l) => l >= 0)])].sort((a, b) => a - b);
    // Written to the caller's scratch, then copied at their length (a result does not keep window-sized buffers).
    scratch.out(win.n);
    const cells = scratch.outCells;
    const costs = scratch.outCosts;
    cells[0] = sr * W + sc;
    let count = 1,
      sp = 0;
    let nextSpecial = special.length > 0 ? special[0]! : -1;
    for (let lr = 0; lr < this.wh; lr++) {
      const dy = Math.abs(r0 + lr - sr);
      const rowG = (r0 + lr) * W + c0,
        rowL = lr * ww;
      for (let lc = 0; lc < ww; lc++) {
        const li = rowL + lc;
        let y: number;
        if (li === nextSpecial) {
          nextSpecial = ++sp < special.length ? special[sp]! : -1;
          if (this.blocked.has(li) || this.noEnd.has(rowG + lc)) continue;
          y = this.shadow.get(li)!;
        } else {
          const dx = Math.abs(c0 + lc - sc);
          y = dx < dy ? 2 * dy + dx : 2 * dx + dy;
        }
        if (y === Infinity || y > this.maxY || li === this.startLocal) continue;
        cells[count] = rowG + lc;
        costs[count++] = this.t * (y >> 1);
      }
    }
    this.cells = cells.slice(0, count);
    this.apCosts = costs.slice(0, count);
  }

  private y0(li: number): number {
    const lr = (li / this.win.ww) | 0;
    const dx = Math.abs(this.win.c0 + li - lr * this.win.ww - this.sc),
      dy = Math.abs(this.win.r0 + lr - this.sr);
    return dx < dy ? 2 * dy + dx : 2 * dx + dy;
  }

  /** Y of a cell that is not blocked: repaired in the shadow, else free. */
  private y(li: number): number {
    const s = this.shadow.get(li);
    return s === undefined ? this.y0(li) : s;
  }

  /** Local index of the neighbour of li in direction d, or -1 outside the window. */
  private step(li: number, dc: number, dr: number): number {
    const ww = this.win.ww;
    const lr = (li / ww) | 0,
      lc = li - lr * ww;
    const nc = lc + dc,
      nr = lr + dr;
    return nc < 0 || nr < 0 || nc >= ww || nr >= this.wh ? -1 : nr * ww + nc;
  }

  /** The optimal free parents of li (one or two local indices). */
  private parents(li: number): number[] {
    const ww = this.win.ww;
    const lr = (li / ww) | 0;
    const ddx = this.win.c0 + li - lr * ww - this.sc,
      ddy = this.win.r0 + lr - this.sr;
    const sx = Math.sign(ddx),
      sy = Math.sign(ddy),
      adx = Math.abs(ddx),
      ady = Math.abs(ddy);
    const out: number[] = [];
    if (adx === ady) out.push(this.step(li, -sx, -sy));
    else if (adx > ady) {
      out.push(this.step(li, -sx, 0));
      if (ady > 0) out.push(this.step(li, -sx, -sy));
    } else {
      out.push(this.step(li, 0, -sy));
      if (adx > 0) out.push(this.step(li, -sx, -sy));
    }
    return out;
  }

  /** Cells all of whose optimal free parents are blocked or shadowed, outward from the blocked cells in order of Y0. */
  private findShadow(): void {
    const heap = new Heap();
    const decided = new Set<number>();
    const pushChildren = (li: number) => {
      const y = this.y0(li);
      for (const [dc, dr] of SQUARE_DIRS) {
        const x = this.step(li, dc, dr);
        if (x >= 0 && x !== this.startLocal && !this.blocked.has(x) && this.y0(x) > y) heap.push(this.y0(x), x);
      }
    };
    for (const b of this.blocked) pushChildren(b);
    while (heap.size > 0) {
      const x = heap.pop();
      if (decided.has(x)) continue;
      decided.add(x);
      if (this.parents(x).every((p) => p >= 0 && (this.blocked.has(p) || this.shadow.has(p)))) {
        this.shadow.set(x, Infinity);
        pushChildren(x);
      }
    }
  }

  /** Dijkstra inside the shadow, seeded from the exact cells around it. */
  private repairShadow(): void {
    if (this.shadow.size === 0) return;
    const heap = new Heap();
    for (const x of this.shadow.keys()) {
      let best = Infinity;
      SQUARE_DIRS.forEach(([dc, dr], d) => {
        const n = this.step(x, -dc, -dr);
        if (n >= 0 && !this.blocked.has(n) && !this.shadow.has(n)) best = Math.min(best, this.y0(n) + stepY(d));
      });
      if (best < Infinity) {
        this.shadow.set(x, best);
        heap.push(best, x);
      }
    }
    const done = new Set<number>();
    while (heap.size > 0) {
      const x = heap.pop();
      const y = heap.lastKey;
      if (done.has(x) || y !== this.shadow.get(x)) continue;
      done.add(x);
      SQUARE_DIRS.forEach(([dc, dr], d) => {
        const m = this.step(x, dc, dr);
        if (m < 0 || !this.shadow.has(m) || done.has(m)) return;
        if (y + stepY(d) < this.shadow.get(m)!) {
          this.shadow.set(m, y + stepY(d));
          heap.push(y + stepY(d), m);
        }
      });
    }
  }

  private endable(gi: number): number {
    const li = toLocal(this.win, gi);
    if (li < 0) return -1;
    if (li === this.startLocal) return li;
    const y = this.y(li);
    return this.blocked.has(li) || this.noEnd.has(gi) || y === Infinity || y > this.maxY ? -1 : li;
  }

  apCostAt(gi: number): number {
    const li = this.endable(gi);
    return li < 0 ? -1 : this.t * (this.y(li) >> 1);
  }

  /** Walks back through neighbours whose Y plus the step equals the cell's Y. */
  pathTo(gi: number): number[] | null {
    let li = this.endable(gi);
    if (li < 0) return null;
    const W = this.win.W;
    const out = [gi];
    while (li !== this.startLocal) {
      const y = this.y(li);
      let found = -1;
      for (let d = 0; d < 8 && found < 0; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const p = this.step(li, -dc, -dr);
        if (p >= 0 && !this.blocked.has(p) && this.y(p) + stepY(d) === y) found = d;
      }
      if (found < 0) throw new Error(`reach: no predecessor for cell ${gi}`);
      const [dc, dr] = SQUARE_DIRS[found]!;
      li = this.step(li, -dc, -dr);
      gi -= dr * W + dc;
      out.push(gi);
    }
    return out.reverse();
  }
}
