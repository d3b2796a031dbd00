import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellAtPoint,
  cellCenter,
  cellKey,
  cubeDistance,
  figureCells,
  gridDistance,
  hexCellCenter,
  hexDistance,
  hexEdges,
  mapExtentInches,
  figureCenter,
  hexNeighbours,
  hexPointToCell,
  neighbours,
  offsetToCube,
  cubeToOffset,
  parseCellKey,
  pointToCell,
  squareDistance,
  type Cell,
} from './index';

const sortKeys = (cells: Cell[]) => cells.map(cellKey).sort();

describe('cell keys', () => {
  it('round-trips "c,r" and refuses malformed text', () => {
    expect(cellKey({ c: 3, r: 12 })).toBe('3,12');
    expect(parseCellKey('3,12')).toEqual({ c: 3, r: 12 });
    expect(parseCellKey(' 4 , 5 ')).toEqual({ c: 4, r: 5 });
    for (const bad of ['', '3', '3,', '-1,2', '1.5,2', 'a,b', '1,2,3']) expect(parseCellKey(bad)).toBeNull();
  });
});

describe('square grid', () => {
  it('cell (c,r) has its centre at (c+0.5, r+0.5) and points map back', () => {
    expect(cellCenter('square', { c: 2, r: 7 })).toEqual({ x: 2.5, y: 7.5 });
    expect(pointToCell('square', { x: 2.99, y: 7.01 })).toEqual({ c: 2, r: 7 });
    expect(pointToCell('square', { x: 3, y: 7 })).toEqual({ c: 3, r: 7 });
  });

  it('neighbours: 8 inside, 3 in a corner', () => {
    expect(neighbours('square', { c: 1, r: 1 }, 3, 3)).toHaveLength(8);
    expect(sortKeys(neighbours('square', { c: 0, r: 0 }, 3, 3))).toEqual(['0,1', '1,0', '1,1']);
  });

  it('G-MOVE-2 alternate: two diagonal steps cost 3, three cost 4', () => {
    expect(squareDistance({ c: 0, r: 0 }, { c: 1, r: 1 }, 'alternate')).toBe(1);
    expect(squareDistance({ c: 0, r: 0 }, { c: 2, r: 2 }, 'alternate')).toBe(3);
    expect(squareDistance({ c: 0, r: 0 }, { c: 3, r: 3 }, 'alternate')).toBe(4);
    expect(squareDistance({ c: 0, r: 0 }, { c: 5, r: 2 }, 'alternate')).toBe(6);
  });

  it('G-MOVE-2 chebyshev: every diagonal costs 1', () => {
    expect(squareDistance({ c: 0, r: 0 }, { c: 2, r: 2 }, 'chebyshev')).toBe(2);
    expect(squareDistance({ c: 0, r: 0 }, { c: 5, r: 2 }, 'chebyshev')).toBe(5);
  });

  it('G-MOVE-2 euclidean: straight-line length rounded', () => {
    expect(squareDistance({ c: 0, r: 0 }, { c: 2, r: 2 }, 'euclidean')).toBe(3); // 2.83
    expect(squareDistance({ c: 0, r: 0 }, { c: 1, r: 1 }, 'euclidean')).toBe(1); // 1.41
    expect(squareDistance({ c: 0, r: 0 }, { c: 3, r: 4 }, 'euclidean')).toBe(5);
  });

  it('a size-2 figure covers a 2x2 block from its top-left cell', () => {
    expect(sortKeys(figureCells('square', { c: 4, r: 5 }, 2))).toEqual(['4,5', '4,6', '5,5', '5,6']);
    expect(figureCells('square', { c: 4, r: 5 }, 1)).toEqual([{ c: 4, r: 5 }]);
  });
});

describe('hex grids', () => {
  it('hex-pointy (odd-r): odd rows are shifted right, neighbours follow', () => {
    expect(sortKeys(hexNeighbours({ c: 2, r: 2 }, 'pointy'))).toEqual(['1,1', '1,2', '1,3', '2,1', '2,3', '3,2']);
    expect(sortKeys(hexNeighbours({ c: 2, r: 1 }, 'pointy'))).toEqual(['1,1', '2,0', '2,2', '3,0', '3,1', '3,2']);
  });

  it('hex-flat (odd-q): odd columns are shifted down, neighbours follow', () => {
    expect(sortKeys(hexNeighbours({ c: 2, r: 2 }, 'flat'))).toEqual(['1,1', '1,2', '2,1', '2,3', '3,1', '3,2']);
    expect(sortKeys(hexNeighbours({ c: 1, r: 2 }, 'flat'))).toEqual(['0,2', '0,3', '1,1', '1,3', '2,2', '2,3']);
  });

  for (const o of ['pointy', 'flat'] as const) {
    it(`${o}: neighbour centres are 1 inch apart and points map back to their hex`, () => {
      const cell = { c: 5, r: 4 };
      const c0 = hexCellCenter(cell, o);
      for (const n of hexNeighbours(cell, o)) {
        const c1 = hexCellCenter(n, o);
        expect(Math.hypot(c1.x - c0.x, c1.y - c0.y)).toBeCloseTo(1, 9);
        expect(hexDistance(cell, n, o)).toBe(1);
        expect(hexPointToCell({ x: c1.x + 0.2, y: c1.y - 0.2 }, o)).toEqual(n);
      }
    });
  }

  it('G-MOVE-2 hex distance has no diagonals', () => {
    expect(gridDistance('hex-pointy', { c: 0, r: 0 }, { c: 3, r: 0 })).toBe(3);
    expect(gridDistance('hex-pointy', { c: 0, r: 0 }, { c: 0, r: 4 })).toBe(4);
    expect(gridDistance('hex-pointy', { c: 0, r: 0 }, { c: 3, r: 4 })).toBe(5);
    expect(gridDistance('hex-flat', { c: 0, r: 0 }, { c: 4, r: 0 })).toBe(4);
  });

  it('a size-3 hex figure covers its hex and the 6 around it', () => {
    const cells = figureCells('hex-pointy', { c: 4, r: 4 }, 3);
    expect(sortKeys(cells)).toEqual(sortKeys([{ c: 4, r: 4 }, ...hexNeighbours({ c: 4, r: 4 }, 'pointy')]));
  });

  const cellArb = fc.record({ c: fc.integer({ min: 0, max: 60 }), r: fc.integer({ min: 0, max: 60 }) });
  for (const o of ['pointy', 'flat'] as const) {
    it(`${o}: offset <-> cube round-trips; distance is symmetric and obeys the triangle inequality`, () => {
      fc.assert(
        fc.property(cellArb, cellArb, cellArb, (a, b, c) => {
          expect(cubeToOffset(offsetToCube(a, o), o)).toEqual(a);
          const ab = hexDistance(a, b, o);
          expect(ab).toBe(hexDistance(b, a, o));
          expect(hexDistance(a, c, o)).toBeLessThanOrEqual(ab + hexDistance(b, c, o));
          expect(ab === 0).toBe(a.c === b.c && a.r === b.r);
          expect(cubeDistance(offsetToCube(a, o), offsetToCube(b, o))).toBe(ab);
        }),
      );
    });
  }
});

describe('hex sides and map extent', () => {
  for (const o of ['pointy', 'flat'] as const) {
    it(`${o}: each side is shared with the neighbour across it, and the 6 across-hexes are the neighbours`, () => {
      const cell = { c: 3, r: 3 };
      const edges = hexEdges(cell, o);
      expect(sortKeys(edges.map((e) => e.across))).toEqual(sortKeys(hexNeighbours(cell, o)));
      for (const e of edges) {
        // The neighbour's own side back to us has the same two corners (reversed).
        const back = hexEdges(e.across, o).find((x) => x.across.c === cell.c && x.across.r === cell.r)!;
        expect(back.a.x).toBeCloseTo(e.b.x, 9);
        expect(back.a.y).toBeCloseTo(e.b.y, 9);
        expect(back.b.x).toBeCloseTo(e.a.x, 9);
        expect(Math.hypot(e.b.x - e.a.x, e.b.y - e.a.y)).toBeCloseTo(1 / Math.sqrt(3), 9);
      }
    });
  }

  it('a 4x3 pointy map is 4.5" wide (odd rows shifted) and 2/sqrt3 + 2*sqrt3/2 high; flat mirrors it', () => {
    const R = 1 / Math.sqrt(3);
    const p = mapExtentInches('hex-pointy', 4, 3);
    expect(p.widthInches).toBe(4.5);
    expect(p.heightInches).toBeCloseTo(2 * R + 2 * 1.5 * R, 12);
    const f = mapExtentInches('hex-flat', 3, 4);
    expect(f.widthInches).toBeCloseTo(p.heightInches, 12);
    expect(f.heightInches).toBe(4.5);
    expect(mapExtentInches('square', 4, 3)).toEqual({ widthInches: 4, heightInches: 3 });
  });

  it('cellAtPoint returns the hex under a point and null off the map', () => {
    // Row 1 of a pointy map is shifted right: x 0.2 on its centre line is left of hex (0,1), off the map.
    const y1 = hexCellCenter({ c: 0, r: 1 }, 'pointy').y;
    expect(cellAtPoint('hex-pointy', { x: 0.2, y: y1 }, 4, 3)).toBeNull();
    expect(cellAtPoint('hex-pointy', { x: 0.7, y: y1 }, 4, 3)).toEqual({ c: 0, r: 1 });
    expect(cellAtPoint('hex-pointy', { x: 4.4, y: y1 }, 4, 3)).toEqual({ c: 3, r: 1 });
    expect(cellAtPoint('square', { x: 3.5, y: 2.5 }, 4, 3)).toEqual({ c: 3, r: 2 });
    expect(cellAtPoint('square', { x: 4.5, y: 2.5 }, 4, 3)).toBeNull();
    expect(figureCenter('hex-flat', { c: 1, r: 0 }, 3)).toEqual(hexCellCenter({ c: 1, r: 0 }, 'flat'));
    expect(figureCenter('square', { c: 1, r: 0 }, 2)).toEqual({ x: 2, y: 1 });
  });
});
