import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSquareMoveMasks, reachSquare, reachSquareReference, type MoveSegment, type SquareGraph, type SquareReachQuery } from './index';
import { diagonalSkipTable } from './squareParityDominance';
import { stepTables } from './squareStepTables';
import { SQUARE_DIRS, squareDirBetween } from '../grid';
import { numRuns } from '../../rules/testing/runs';

// The half-unit search (uniform terrain, G-MOVE-2 'alternate'), the level-list
// parity search (mixed terrain) and their canonical pruning must give exactly
// what the reference search (./squareReference) gives: same cells, same
// costs, and paths that cost what they say. Here on maps rich in the corner
// cases of the pruning (corner and diagonal nicks); every path on every rule: ./squarePaths.test.ts.

interface AsciiScene {
  rows: string[];
  graph: SquareGraph;
  query: SquareReachQuery;
}

/** '.' open (1 AP), 'm' mud (2 AP), 'M' all-mud maps (2 AP), '#' impassable. */
function graphFromAscii(rows: string[], segs: MoveSegment[]): SquareGraph {
  const H = rows.length,
    W = rows[0]!.length;
  const enter = new Uint8Array(W * H);
  rows.forEach((row, r) => [...row].forEach((ch, c) => (enter[r * W + c] = ch === '#' ? 0 : ch === 'm' || ch === 'M' ? 2 : 1)));
  const masks = buildSquareMoveMasks(W, H, segs);
  return { widthCells: W, heightCells: H, enterCostAp: enter, blockedDirs: masks.blockedDirs, edgeCostAp: masks.edgeCostAp };
}

const sceneArb = (...grounds: string[]): fc.Arbitrary<AsciiScene> =>
  fc
    .record({ w: fc.integer({ min: 2, max: 14 }), h: fc.integer({ min: 2, max: 14 }), ground: fc.constantFrom(...grounds) })
    .chain(({ w, h, ground }) => {
      // Mostly plain ground, so the canonical pruning (clean 3x3 blocks) is exercised.
      const cellCh =
        ground === 'mixed'
          ? fc.constantFrom('.', '.', '.', 'm', '#')
          : ground === 'sparse mud'
            ? fc.integer({ min: 0, max: 39 }).map((v) => (v === 0 ? '#' : v < 6 ? 'm' : '.'))
            : fc.integer({ min: 0, max: 39 }).map((v) => (v === 0 ? '#' : ground));
      // Grid-edge walls and closed doors block; low walls and window sills add AP (G-ACT-1); some walls at any angle.
      const gridSeg: fc.Arbitrary<MoveSegment> = fc
        .record({ x: fc.integer({ min: 0, max: w }), y: fc.integer({ min: 0, max: h }), vertical: fc.boolean(), len: fc.integer({ min: 1, max: 4 }), kind: fc.constantFrom('wall', 'door', 'low') })
        .map(({ x, y, vertical, len, kind }) => ({ ax: x, ay: y, bx: vertical ? x : x + len, by: vertical ? y + len : y, effect: kind === 'low' ? 'cost' : 'block', costAp: 2 }));
      const coord = fc.integer({ min: 0, max: Math.max(w, h) * 4 }).map((v) => v / 4);
      const angled: fc.Arbitrary<MoveSegment> = fc.record({ ax: coord, ay: coord, bx: coord, by: coord, effect: fc.constantFrom<'block' | 'cost'>('block', 'cost'), costAp: fc.constantFrom(1, 2) });
      // A short wall across a cell corner blocks one diagonal step but no straight one (G-MOVE-3).
      const cornerNick: fc.Arbitrary<MoveSegment> = fc
        .record({ x: fc.integer({ min: 1, max: w - 1 }), y: fc.integer({ min: 1, max: h - 1 }), slash: fc.boolean() })
        .map(({ x, y, slash }) => ({ ax: x - 0.25, ay: slash ? y + 0.25 : y - 0.25, bx: x + 0.25, by: slash ? y - 0.25 : y + 0.25, effect: 'block', costAp: 0 }));
      // A tiny wall across one diagonal step between cell centres, touching no other step.
      const diagonalNick: fc.Arbitrary<MoveSegment> = fc
        .record({ c: fc.integer({ min: 0, max: w - 1 }), r: fc.integer({ min: 0, max: h - 1 }), dx: fc.constantFrom(-1, 1), dy: fc.constantFrom(-1, 1) })
        .map(({ c, r, dx, dy }) => {
          const mx = c + 0.5 + 0.25 * dx,
            my = r + 0.5 + 0.25 * dy;
          return { ax: mx + 0.1 * dy, ay: my - 0.1 * dx, bx: mx - 0.1 * dy, by: my + 0.1 * dx, effect: 'block', costAp: 0 };
        });
      const cell = fc.integer({ min: 0, max: w * h - 1 });
      return fc.record({
        rows: fc.array(
          fc.array(cellCh, { minLength: w, maxLength: w }).map((a) => a.join('')),
          { minLength: h, maxLength: h },
        ),
        segs: fc.array(fc.oneof(gridSeg, gridSeg, gridSeg, angled, cornerNick, diagonalNick, diagonalNick), { maxLength: 10 }),
        start: cell,
        budgetAp: fc.integer({ min: 0, max: 24 }),
        foes: fc.array(cell, { maxLength: 4 }),
        friends: fc.array(cell, { maxLength: 3 }),
        goal: fc.option(cell, { nil: undefined }),
      });
    })
    .map(({ rows, segs, start, budgetAp, foes, friends, goal }) => ({
      rows,
      graph: graphFromAscii(rows, segs),
      query: {
        startIndex: start,
        budgetAp,
        diagonalRule: 'alternate' as const,
        blockedCells: foes.filter((f) => f !== start),
        noEndCells: friends.filter((f) => f !== start),
        goalIndex: goal,
      },
    }));
const asciiSceneArb = sceneArb('.', '.', 'M', 'mixed', 'sparse mud', 'sparse mud');

/** AP of a path by G-MOVE-2 step by step (diagonals alternate 1x, 2x terrain), or NaN when a step is illegal. */
function pathAp(s: AsciiScene, path: number[]): number {
  const g = s.graph,
    W = g.widthCells;
  let ap = 0,
    diagonals = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const d = squareDirBetween({ c: a % W, r: Math.floor(a / W) }, { c: b % W, r: Math.floor(b / W) });
    if (d < 0 || (g.blockedDirs[a]! >> d) & 1 || g.enterCostAp[b] === 0 || Array.from(s.query.blockedCells ?? []).includes(b)) return NaN;
    const factor = d >= 4 && diagonals++ % 2 === 1 ? 2 : 1;
    ap += g.enterCostAp[b]! * factor + (g.edgeCostAp ? g.edgeCostAp[a * 8 + d]! : 0);
  }
  return ap;
}

function expectSameReach(s: AsciiScene): void {
  const fast = reachSquare(s.graph, s.query);
  const ref = reachSquareReference(s.graph, s.query);
  const n = s.graph.widthCells * s.graph.heightCells;
  if (s.query.goalIndex === undefined) {
    expect(Array.from(fast.cells).sort((a, b) => a - b)).toEqual(Array.from(ref.cells).sort((a, b) => a - b));
    for (let i = 0; i < n; i++) expect(fast.apCostAt(i)).toBe(ref.apCostAt(i));
  } else {
    expect(fast.apCostAt(s.query.goalIndex)).toBe(ref.apCostAt(s.query.goalIndex));
  }
  if (fast.cells.length > 0) expect(fast.cells[0]).toBe(s.query.startIndex);
  for (let k = 0; k < fast.cells.length; k++) {
    const cell = fast.cells[k]!;
    const path = fast.pathTo(cell)!;
    expect(path[0]).toBe(s.query.startIndex);
    expect(path[path.length - 1]).toBe(cell);
    expect(pathAp(s, path)).toBe(fast.apCosts[k]);
  }
}

describe('half-unit reach search', () => {
  it('G-MOVE-2/3/4 property: on random ASCII maps with walls, doors, low walls, mud and figures it equals the reference search', () => {
    fc.assert(fc.property(asciiSceneArb, expectSameReach), { numRuns: numRuns(700) });
  });

  it('G-MOVE-2 a move of o straight and d diagonal steps on 1-AP ground costs o + d + floor(d/2)', () => {
    const rows = ['.......', '.......', '.......', '.......'];
    const s: AsciiScene = { rows, graph: graphFromAscii(rows, []), query: { startIndex: 0, budgetAp: 20, diagonalRule: 'alternate', blockedCells: [6 + 7] } };
    const res = reachSquare(s.graph, s.query);
    expect(res.apCostAt(3 * 7 + 3)).toBe(4); // 3 diagonals: 1 + 2 + 1
    expect(res.apCostAt(3 * 7 + 6)).toBe(7); // 3 diagonals + 3 straight
    expect(res.apCostAt(6)).toBe(6); // straight along row 0
    expect(res.apCostAt(7 + 6)).toBe(-1); // a foe stands there
  });

  it('G-MOVE-3 big open field with scattered foes: the level lists grow and stay exact', () => {
    const W = 90;
    const rows = Array.from({ length: W }, () => '.'.repeat(W));
    const blockedCells: number[] = [];
    for (let i = 0; i < 60; i++) blockedCells.push(((i * 37) % W) * W + ((i * 53) % W));
    const start = 45 * W + 45;
    const s: AsciiScene = { rows, graph: graphFromAscii(rows, []), query: { startIndex: start, budgetAp: 60, diagonalRule: 'alternate', blockedCells: blockedCells.filter((b) => b !== start) } };
    expectSameReach(s);
    expect(reachSquare(s.graph, s.query).cells.length).toBeGreaterThan(5000);
  });

  it('G-MOVE-4 the start is reported at 0 AP and every step of a path is between adjacent cells', () => {
    const rows = ['....', '.##.', '....'];
    const s: AsciiScene = { rows, graph: graphFromAscii(rows, []), query: { startIndex: 4, budgetAp: 6, diagonalRule: 'alternate' } };
    const res = reachSquare(s.graph, s.query);
    expect(res.cells[0]).toBe(4);
    expect(res.apCosts[0]).toBe(0);
    const path = res.pathTo(7)!;
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!,
        b = path[i]!;
      expect(SQUARE_DIRS.some(([dc, dr]) => b === a + dr * 4 + dc)).toBe(true);
    }
    expect(pathAp(s, path)).toBe(res.apCostAt(7));
  });
});

describe('parity search: diagonal steps skipped when the twin parity covers them', () => {
  const mudArb = sceneArb('mixed', 'sparse mud', 'sparse mud');

  it('G-MOVE-2 property: on random mud maps with walls, low walls and figures it equals the reference search', () => {
    fc.assert(fc.property(mudArb, expectSameReach), { numRuns: numRuns(400) });
  });

  it('G-MOVE-2 skip margins: open ground L - diagonal is 1 AP (1st diagonal) and 0 (2nd); two mud corners raise both', () => {
    // Centre (1,1): all eight steps open. Row 0 of the second map puts mud on both corners of the up-right diagonal.
    const open = graphFromAscii(['...', '...', '...'], []);
    const corners = graphFromAscii(['.m.', '..m', '...'], []);
    const a = diagonalSkipTable(stepTables(open)!.cost01, 3),
      b = diagonalSkipTable(stepTables(corners)!.cost01, 3);
    expect([a[4 * 2], a[4 * 2 + 1]]).toEqual([1, 0]);
    // Up-right from (1,1) into (2,0): L through (1,0) or (2,1), both mud: 2 + 1 = 3 against 1 or 2.
    expect([b[4 * 2], b[4 * 2 + 1]]).toEqual([2, 1]);
  });
});
