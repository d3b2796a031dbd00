import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSquareMoveMasks, reachSquare, type MoveSegment, type SquareGraph } from './index';
import { halfTable } from './squareHalfTables';
import { diagonalSkipTable } from './squareParityDominance';
import { stepTables } from './squareStepTables';
import { changedStepRows, forgetPatchSources } from './squareTablePatch';
import { numRuns } from '../../rules/testing/runs';

// After a small edit (a door toggled, a wall added, one cell's terrain
// changed) the per-graph reach tables are patched from the previous graph's;
// they must equal tables built from scratch.

interface Edit {
  a: SquareGraph;
  b: SquareGraph;
}

function graph(W: number, H: number, enter: number[], segs: MoveSegment[]): SquareGraph {
  const masks = buildSquareMoveMasks(W, H, segs);
  return { widthCells: W, heightCells: H, enterCostAp: Uint8Array.from(enter), blockedDirs: masks.blockedDirs, edgeCostAp: masks.edgeCostAp };
}

const editArb: fc.Arbitrary<Edit> = fc
  .record({ w: fc.integer({ min: 2, max: 12 }), h: fc.integer({ min: 2, max: 12 }) })
  .chain(({ w, h }) => {
    const seg: fc.Arbitrary<MoveSegment> = fc
      .record({ x: fc.integer({ min: 0, max: w }), y: fc.integer({ min: 0, max: h }), vertical: fc.boolean(), len: fc.integer({ min: 1, max: 3 }), low: fc.boolean() })
      .map(({ x, y, vertical, len, low }) => ({ ax: x, ay: y, bx: vertical ? x : x + len, by: vertical ? y + len : y, effect: low ? 'cost' : 'block', costAp: 2 }));
    return fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      enter: fc.array(fc.constantFrom(0, 1, 1, 1, 2), { minLength: w * h, maxLength: w * h }),
      segs: fc.array(seg, { maxLength: 8 }),
      // The edit: segments toggled (a door opened or closed), added, and one cell's terrain.
      toggle: fc.array(fc.nat(), { maxLength: 2 }),
      added: fc.array(seg, { maxLength: 2 }),
      cell: fc.nat(w * h - 1),
      cost: fc.constantFrom(0, 1, 2),
    });
  })
  .map(({ w, h, enter, segs, toggle, added, cell, cost }) => {
    const gone = new Set(toggle.map((i) => (segs.length > 0 ? i % segs.length : -1)));
    const enterB = enter.slice();
    enterB[cell] = cost;
    return { a: graph(w, h, enter, segs), b: graph(w, h, enterB, [...segs.filter((_, i) => !gone.has(i)), ...added]) };
  });

/** The tables of g, its half table at t = 1 and its diagonal-skip margins. */
function tablesOf(g: SquareGraph) {
  const st = stepTables(g);
  const half = halfTable(g, 1);
  return { st, half, skip: st === null ? null : diagonalSkipTable(st.cost01, g.widthCells) };
}

describe('reach tables patched after an edit', () => {
  it('G-MOVE-3 property: tables patched from the previous graph equal tables built from scratch', () => {
    fc.assert(
      fc.property(editArb, ({ a, b }) => {
        tablesOf(a);
        const patched = tablesOf(b);
        forgetPatchSources();
        const fresh = tablesOf({ ...b });
        expect(patched.st === null).toBe(fresh.st === null);
        if (patched.st && fresh.st) {
          expect(patched.st.cost01).toEqual(fresh.st.cost01);
          expect(patched.st.maxStep).toBeGreaterThanOrEqual(fresh.st.maxStep);
          expect(patched.skip).toEqual(fresh.skip);
        }
        expect(patched.half === null).toBe(fresh.half === null);
        if (patched.half && fresh.half) {
          expect(patched.half.step).toEqual(fresh.half.step);
          expect(patched.half.succ).toEqual(fresh.half.succ);
          expect(patched.half.cellBits).toEqual(fresh.half.cellBits);
          expect(patched.half.stateInit).toEqual(fresh.half.stateInit);
          expect(patched.half.maxStep).toBeGreaterThanOrEqual(fresh.half.maxStep);
        }
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('G-MOVE-3 a closed door changes the step rows of the cells beside it only', () => {
    const W = 6,
      H = 4,
      enter = new Array(W * H).fill(1);
    const open = graph(W, H, enter, []);
    const closed = graph(W, H, enter, [{ ax: 3, ay: 1, bx: 3, by: 2, effect: 'block', costAp: 0 }]);
    const rows = Array.from(changedStepRows(open, closed)!);
    // The wall on x = 3 between rows 1 and 2: the straight steps across it and the diagonals around its ends.
    expect(rows.every((i) => Math.abs((i % W) - 2.5) <= 1.5 && Math.floor(i / W) <= 3)).toBe(true);
    expect(rows).toContain(1 * W + 2);
    expect(rows).toContain(1 * W + 3);
    expect(rows).not.toContain(0 * W + 0);
    tablesOf(open);
    const res = reachSquare(closed, { startIndex: 1 * W + 2, budgetAp: 1, diagonalRule: 'alternate' });
    expect(res.apCostAt(1 * W + 3)).toBe(-1); // through the closed door: not in 1 AP
  });
});
