import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSquareMoveMasks, reachSquare, reachSquareReference, type SquareGraph, type SquareReachQuery } from './index';
import { SQUARE_DIRS } from '../grid';
import { numRuns } from '../../rules/testing/runs';

// Open ground with other sides' figures (G-MOVE-3) takes the analytic fill
// repaired behind the figures; it must equal the (cell, parity) search.

function openGraph(w: number, h: number, t: number): SquareGraph {
  const masks = buildSquareMoveMasks(w, h, []);
  return { widthCells: w, heightCells: h, enterCostAp: new Uint8Array(w * h).fill(t), blockedDirs: masks.blockedDirs, edgeCostAp: null };
}

const sceneArb = fc
  .record({ w: fc.integer({ min: 1, max: 15 }), h: fc.integer({ min: 1, max: 15 }), t: fc.constantFrom(1, 1, 2) })
  .chain(({ w, h, t }) => {
    const cell = fc.integer({ min: 0, max: w * h - 1 });
    return fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      t: fc.constant(t),
      start: cell,
      // Foes anywhere, in lines (a wall of figures) and on the rays from the start.
      foes: fc.array(cell, { maxLength: 6 }),
      lines: fc.array(fc.record({ at: cell, dir: fc.integer({ min: 0, max: 7 }), len: fc.integer({ min: 1, max: 5 }) }), { maxLength: 2 }),
      rays: fc.array(fc.record({ dir: fc.integer({ min: 0, max: 7 }), dist: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }),
      friends: fc.array(cell, { maxLength: 3 }),
      budgetAp: fc.oneof(fc.integer({ min: 0, max: 24 }), fc.constant(Infinity)),
    });
  })
  .map(({ w, h, t, start, foes, lines, rays, friends, budgetAp }) => {
    const at = (c: number, r: number) => (c >= 0 && r >= 0 && c < w && r < h ? r * w + c : -1);
    const blocked = [...foes];
    for (const { at: a, dir, len } of lines) {
      const [dc, dr] = SQUARE_DIRS[dir]!;
      for (let i = 0; i < len; i++) blocked.push(at((a % w) + dc * i, Math.floor(a / w) + dr * i));
    }
    for (const { dir, dist } of rays) {
      const [dc, dr] = SQUARE_DIRS[dir]!;
      blocked.push(at((start % w) + dc * dist, Math.floor(start / w) + dr * dist));
    }
    const query: SquareReachQuery = {
      startIndex: start,
      budgetAp,
      diagonalRule: 'alternate',
      blockedCells: blocked.filter((b) => b >= 0 && b !== start),
      noEndCells: friends.filter((f) => f !== start),
    };
    return { graph: openGraph(w, h, t), query };
  });

describe('open ground repaired behind figures', () => {
  it('G-MOVE-3/4 property: same cells, costs and costed paths as the reference search', () => {
    fc.assert(
      fc.property(sceneArb, ({ graph, query }) => {
        const fast = reachSquare(graph, query);
        const ref = reachSquareReference(graph, query);
        const n = graph.widthCells * graph.heightCells;
        for (let i = 0; i < n; i++) expect(fast.apCostAt(i)).toBe(ref.apCostAt(i));
        expect(Array.from(fast.cells).sort((a, b) => a - b)).toEqual(Array.from(ref.cells).sort((a, b) => a - b));
        for (let k = 0; k < fast.cells.length; k++) {
          const path = fast.pathTo(fast.cells[k]!)!;
          expect(path[0]).toBe(query.startIndex);
          const blocked = Array.from(query.blockedCells!);
          expect(path.slice(1).some((c) => blocked.includes(c))).toBe(false);
          // Path cost by G-MOVE-2: t per straight step, t then 2t alternating per diagonal.
          let ap = 0,
            diagonals = 0;
          for (let i = 1; i < path.length; i++) {
            const a = path[i - 1]!,
              b = path[i]!,
              W = graph.widthCells;
            const dc = (b % W) - (a % W),
              dr = Math.floor(b / W) - Math.floor(a / W);
            expect(Math.max(Math.abs(dc), Math.abs(dr))).toBe(1);
            ap += graph.enterCostAp[b]! * (dc !== 0 && dr !== 0 && diagonals++ % 2 === 1 ? 2 : 1);
          }
          expect(ap).toBe(fast.apCosts[k]);
        }
      }),
      { numRuns: numRuns(400) },
    );
  });

  it('G-MOVE-3 a figure straight ahead costs a detour only to the cells behind it on that line', () => {
    const g = openGraph(9, 3, 1);
    const res = reachSquare(g, { startIndex: 9 + 0, budgetAp: 20, diagonalRule: 'alternate', blockedCells: [9 + 2] });
    expect(res.method).toBe('shadow');
    expect(res.apCostAt(9 + 2)).toBe(-1);
    expect(res.apCostAt(9 + 5)).toBe(6); // 5 straight + 2 diagonals around the figure (1 + 2) - 2 straight
    expect(res.apCostAt(2 * 9 + 5)).toBe(5); // off the line: no detour
  });
});
