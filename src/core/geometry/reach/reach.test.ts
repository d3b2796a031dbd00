import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildSquareMoveMasks,
  EUCLID_DIAGONAL_UNITS,
  EUCLID_UNITS_PER_AP,
  reach,
  cheapestPath,
  reachSquare,
  unitsToAp,
  segmentsTouch,
  type DiagonalParity,
  type MoveSegment,
  type SquareGraph,
} from './index';
import { cellKey, SQUARE_DIRS, squareDirBetween, type Cell, type DiagonalRule } from '../grid';
import { numRuns } from '../../rules/testing/runs';

interface Scene {
  graph: SquareGraph;
  rule: DiagonalRule;
  start: number;
  budgetAp: number;
  blocked: number[];
  noEnd: number[];
}

const sceneArb: fc.Arbitrary<Scene> = fc
  .record({ w: fc.integer({ min: 1, max: 8 }), h: fc.integer({ min: 1, max: 8 }) })
  .chain(({ w, h }) => {
    const coord = fc.integer({ min: 0, max: Math.max(w, h) * 4 }).map((v) => v / 4);
    const seg: fc.Arbitrary<MoveSegment> = fc.record({
      ax: coord,
      ay: coord,
      bx: coord,
      by: coord,
      effect: fc.constantFrom<'block' | 'cost'>('block', 'block', 'cost'),
      costAp: fc.constantFrom(1, 2),
    });
    const gridSeg: fc.Arbitrary<MoveSegment> = fc
      .record({
        x: fc.integer({ min: 0, max: w }),
        y: fc.integer({ min: 0, max: h }),
        vertical: fc.boolean(),
        len: fc.integer({ min: 1, max: 3 }),
        effect: fc.constantFrom<'block' | 'cost'>('block', 'cost'),
      })
      .map(({ x, y, vertical, len, effect }) => ({ ax: x, ay: y, bx: vertical ? x : x + len, by: vertical ? y + len : y, effect, costAp: 2 }));
    const cell = fc.integer({ min: 0, max: w * h - 1 });
    return fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      enter: fc.oneof(
        fc.array(fc.constantFrom(0, 1, 1, 1, 2, 4), { minLength: w * h, maxLength: w * h }),
        // Uniform passable terrain exercises the parity-dominance pruning.
        fc.array(fc.constantFrom(0, 1, 1, 1, 1), { minLength: w * h, maxLength: w * h }),
      ),
      segs: fc.array(fc.oneof(seg, gridSeg, gridSeg), { maxLength: 8 }),
      rule: fc.constantFrom<DiagonalRule>('alternate', 'chebyshev', 'euclidean'),
      start: cell,
      budgetAp: fc.integer({ min: 0, max: 14 }),
      blocked: fc.array(cell, { maxLength: 4 }),
      noEnd: fc.array(cell, { maxLength: 4 }),
    });
  })
  .map(({ w, h, enter, segs, rule, start, budgetAp, blocked, noEnd }) => {
    const masks = buildSquareMoveMasks(w, h, segs);
    const graph: SquareGraph = { widthCells: w, heightCells: h, enterCostAp: Uint8Array.from(enter), blockedDirs: masks.blockedDirs, edgeCostAp: masks.edgeCostAp };
    return { graph, rule, start, budgetAp, blocked: blocked.filter((b) => b !== start), noEnd: noEnd.filter((b) => b !== start) };
  });

/** Open ground (uniform terrain, no walls, no enemies): exercises the kernel's analytic fast path. */
const openSceneArb: fc.Arbitrary<Scene> = fc
  .record({
    w: fc.integer({ min: 1, max: 9 }),
    h: fc.integer({ min: 1, max: 9 }),
    t: fc.constantFrom(1, 2),
    rule: fc.constantFrom<DiagonalRule>('alternate', 'chebyshev', 'euclidean'),
    budgetAp: fc.integer({ min: 0, max: 14 }),
    seed: fc.nat(),
    friends: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ w, h, t, rule, budgetAp, seed, friends }) => {
    const masks = buildSquareMoveMasks(w, h, []);
    const graph: SquareGraph = { widthCells: w, heightCells: h, enterCostAp: new Uint8Array(w * h).fill(t), blockedDirs: masks.blockedDirs, edgeCostAp: null };
    const start = seed % (w * h);
    return { graph, rule, start, budgetAp, blocked: [], noEnd: friends.map((f) => f % (w * h)).filter((f) => f !== start) };
  });
const anySceneArb = fc.oneof(sceneArb, sceneArb, openSceneArb);

const idx = (g: SquareGraph, c: Cell) => c.r * g.widthCells + c.c;
const cellOf = (g: SquareGraph, i: number): Cell => ({ c: i % g.widthCells, r: Math.floor(i / g.widthCells) });

/** Units for one step, following G-MOVE-2 independently of the kernel. */
function stepUnits(s: Scene, from: Cell, to: Cell, parity: DiagonalParity): number | null {
  const g = s.graph;
  const d = squareDirBetween(from, to);
  if (d < 0 || (g.blockedDirs[idx(g, from)]! >> d) & 1) return null;
  const t = g.enterCostAp[idx(g, to)]!;
  if (t === 0 || s.blocked.includes(idx(g, to))) return null;
  const unit = s.rule === 'euclidean' ? EUCLID_UNITS_PER_AP : 1;
  const factor = d < 4 ? unit : s.rule === 'euclidean' ? EUCLID_DIAGONAL_UNITS : s.rule === 'alternate' && parity === 1 ? 2 : 1;
  return t * factor + (g.edgeCostAp ? g.edgeCostAp[idx(g, from) * 8 + d]! : 0) * unit;
}

function pathAp(s: Scene, path: Cell[]): number {
  let units = 0;
  let parity: DiagonalParity = 0;
  for (let i = 1; i < path.length; i++) {
    const u = stepUnits(s, path[i - 1]!, path[i]!, parity);
    if (u === null) return NaN;
    units += u;
    if (squareDirBetween(path[i - 1]!, path[i]!) >= 4 && s.rule === 'alternate') parity = (parity ^ 1) as DiagonalParity;
  }
  return unitsToAp(s.rule, units);
}

function kernel(s: Scene, budgetAp = s.budgetAp) {
  return reachSquare(s.graph, { startIndex: s.start, budgetAp, diagonalRule: s.rule, blockedCells: s.blocked, noEndCells: s.noEnd });
}

function generic(s: Scene) {
  const g = s.graph;
  return reach({
    start: cellOf(g, s.start),
    budgetAp: s.budgetAp,
    neighbours: (c) => SQUARE_DIRS.map(([dc, dr]) => ({ c: c.c + dc, r: c.r + dr })).filter((n) => n.c >= 0 && n.r >= 0 && n.c < g.widthCells && n.r < g.heightCells),
    stepCost: (a, b, p) => stepUnits(s, a, b, p),
    isDiagonal: (a, b) => s.rule === 'alternate' && a.c !== b.c && a.r !== b.r,
    canEndOn: (c) => !s.noEnd.includes(idx(g, c)),
    totalToAp: (u) => unitsToAp(s.rule, u),
  });
}

describe('reach kernels', () => {
  it('G-MOVE-4 property: the reach cost of every cell equals the summed cost of its path; steps are adjacent', () => {
    fc.assert(
      fc.property(anySceneArb, (s) => {
        const res = kernel(s);
        for (let k = 0; k < res.cells.length; k++) {
          const i = res.cells[k]!;
          const path = res.pathTo(i)!.map((j) => cellOf(s.graph, j));
          expect(path[0]).toEqual(cellOf(s.graph, s.start));
          expect(path[path.length - 1]).toEqual(cellOf(s.graph, i));
          for (let p = 1; p < path.length; p++) expect(squareDirBetween(path[p - 1]!, path[p]!)).toBeGreaterThanOrEqual(0);
          expect(pathAp(s, path)).toBe(res.apCosts[k]);
          expect(res.apCostAt(i)).toBe(res.apCosts[k]);
          expect(res.apCosts[k]).toBeLessThanOrEqual(s.budgetAp);
        }
      }),
      { numRuns: numRuns(150) },
    );
  });

  it('G-MOVE-4 property: the square kernel and the generic search agree on every cell and cost', () => {
    fc.assert(
      fc.property(anySceneArb, (s) => {
        const fast = kernel(s);
        const slow = generic(s);
        const fastMap = new Map<string, number>();
        for (let k = 0; k < fast.cells.length; k++) fastMap.set(cellKey(cellOf(s.graph, fast.cells[k]!)), fast.apCosts[k]!);
        const slowMap = new Map([...slow].map(([key, e]) => [key, e.apCost]));
        expect(fastMap).toEqual(slowMap);
        for (const e of slow.values()) expect(pathAp(s, e.path)).toBe(e.apCost);
      }),
      // Cheap per run; many runs so the rarer pruning corner cases get hit.
      { numRuns: numRuns(1500) },
    );
  });

  it('G-MOVE-4 property: reach with budget B is inside reach with budget B+1, at the same costs', () => {
    fc.assert(
      fc.property(anySceneArb, (s) => {
        const small = kernel(s);
        const big = kernel(s, s.budgetAp + 1);
        for (let k = 0; k < small.cells.length; k++) expect(big.apCostAt(small.cells[k]!)).toBe(small.apCosts[k]);
        expect(big.cells.length).toBeGreaterThanOrEqual(small.cells.length);
      }),
      { numRuns: 120 },
    );
  });

  it('G-MOVE-3 property: a step is blocked exactly when the reverse step is', () => {
    fc.assert(
      fc.property(sceneArb, (s) => {
        const g = s.graph;
        for (let i = 0; i < g.widthCells * g.heightCells; i++) {
          const a = cellOf(g, i);
          for (let d = 0; d < 8; d++) {
            const [dc, dr] = SQUARE_DIRS[d]!;
            const b = { c: a.c + dc, r: a.r + dr };
            if (b.c < 0 || b.r < 0 || b.c >= g.widthCells || b.r >= g.heightCells) {
              expect((g.blockedDirs[i]! >> d) & 1).toBe(1);
              continue;
            }
            const back = squareDirBetween(b, a);
            expect((g.blockedDirs[idx(g, b)]! >> back) & 1).toBe((g.blockedDirs[i]! >> d) & 1);
          }
        }
      }),
      { numRuns: 120 },
    );
  });

  it('G-MOVE-4 cheapestPath stops at the goal with the same cost reach reports', () => {
    const open = { c: 0, r: 0 };
    const problem = {
      start: open,
      budgetAp: 20,
      neighbours: (c: Cell) => SQUARE_DIRS.map(([dc, dr]) => ({ c: c.c + dc, r: c.r + dr })).filter((n) => n.c >= 0 && n.r >= 0 && n.c < 6 && n.r < 6),
      stepCost: (a: Cell, b: Cell, p: DiagonalParity) => (a.c !== b.c && a.r !== b.r ? (p ? 2 : 1) : 1),
      isDiagonal: (a: Cell, b: Cell) => a.c !== b.c && a.r !== b.r,
    };
    const best = cheapestPath({ ...problem, goal: { c: 4, r: 4 } });
    expect(best?.apCost).toBe(6);
    expect(best?.path).toHaveLength(5);
    expect(reach(problem).get('4,4')?.apCost).toBe(6);
    expect(cheapestPath({ ...problem, budgetAp: 5, goal: { c: 4, r: 4 } })).toBeNull();
  });

  it('segment touch test counts touching ends and collinear overlap, not near misses', () => {
    expect(segmentsTouch(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true); // crossing
    expect(segmentsTouch(0, 0, 1, 1, 1, 1, 2, 0)).toBe(true); // shared end
    expect(segmentsTouch(0, 0, 2, 0, 1, 0, 3, 0)).toBe(true); // collinear overlap
    expect(segmentsTouch(0, 0, 1, 0, 1.001, 0, 3, 0)).toBe(false); // collinear gap
    expect(segmentsTouch(0, 0, 1, 1, 1.01, 1, 2, 0)).toBe(false); // near miss
  });
});
