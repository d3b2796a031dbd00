import { describe, expect, it } from 'vitest';
import { hexCellCenter } from '../../geometry/grid';
import type { World } from '../../model/schema';
import { cellsOf, visibilityPolygonsForSide, visibleCellsForSide, visibleFiguresForSide } from './fog';
import { worldFromAscii } from './testWorld';

// The ASCII rows are offset rows of a pointy hex map (odd-r): row 1 sits half a hex to the right.
const hexWorld = (text: string, grid: World['map']['grid'] = 'hex-pointy'): World => {
  const w = worldFromAscii(text);
  return { ...w, map: { ...w.map, grid } };
};
function inside(poly: Float64Array, p: { x: number; y: number }): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const xi = poly[i],
      yi = poly[i + 1],
      xj = poly[j],
      yj = poly[j + 1];
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}
const keys = (mask: Uint8Array, width: number) =>
  cellsOf(mask, width)
    .map((c) => `${c.c},${c.r}`)
    .sort();

describe('G-LOS-5 fog of war on hex maps', () => {
  it('G-LOS-5 one row: the rock hex and the hexes behind it are unseen', () => {
    const seen = visibleCellsForSide(hexWorld('A..#...'), 'red');
    expect(Array.from(seen)).toEqual([1, 1, 1, 0, 0, 0, 0]);
  });

  // A stands on hex (0,1), centre (1, 1.443); the rock hex (2,1) spans x 2.5..3.5 (its flats).
  // Worked by hand from the hex centres (x = c + 0.5 + 0.5*(r odd), y = 0.577 + 0.866 r):
  //  - (3,1), (4,1): the line runs along the row through the rock;
  //  - (4,0): the line to (4.5, 0.577) is at y 0.948 at x = 3, below the rock's top corner (0.866);
  //  - (3,0): the line to (3.5, 0.577) passes 0.116" above the rock's upper-left side;
  //  - row 2 mirrors row 0 about A's row.
  const map = `
    .....
    A.#..
    .....`;

  it('G-LOS-5 the seen set is hex cells whose centre the hex-centre viewpoint sees', () => {
    const w = hexWorld(map);
    const seen = visibleCellsForSide(w, 'red');
    expect(seen).toHaveLength(15);
    const hidden = ['2,1', '3,1', '4,1', '4,0', '4,2'];
    const all = [...Array(15).keys()].map((k) => `${k % 5},${Math.floor(k / 5)}`);
    expect(keys(seen, 5)).toEqual(all.filter((k) => !hidden.includes(k)).sort());
  });

  it('G-LOS-5 a range keeps the hexes whose centre is within it: the own hex and its 5 neighbours on the map', () => {
    const seen = visibleCellsForSide(hexWorld(map), 'red', { rangeInches: 1.01 });
    expect(keys(seen, 5)).toEqual(['0,0', '0,1', '0,2', '1,0', '1,1', '1,2']);
  });

  it('G-LOS-5 opposing figures on hexes: hidden behind the rock hex, seen beside it', () => {
    const behind = hexWorld(map.replace('A.#..', 'A.#.b'));
    expect(visibleFiguresForSide(behind, 'red')).toEqual([]);
    expect(visibleFiguresForSide(behind, 'blue')).toEqual([]);
    const beside = hexWorld(map.replace('.....', '...b.').replace('A.#..', 'A.#..'));
    expect(visibleFiguresForSide(beside, 'red')).toEqual(['b']);
  });

  it('G-LOS-5 the visibility polygon starts from the hex centre and stays inside the hex map', () => {
    const w = hexWorld(map);
    const [poly] = visibilityPolygonsForSide(w, 'red');
    const centre = hexCellCenter({ c: 0, r: 1 }, 'pointy');
    let maxX = 0,
      maxY = 0;
    for (let k = 0; k < poly.length; k += 2) {
      maxX = Math.max(maxX, poly[k]);
      maxY = Math.max(maxY, poly[k + 1]);
    }
    // Pointy 5x3: 5.5" wide, 2/sqrt3 + sqrt3 = 2.887" high (not 5 x 3).
    expect(maxX).toBeLessThanOrEqual(5.5 + 1e-9);
    expect(maxY).toBeCloseTo(2 / Math.sqrt(3) + Math.sqrt(3), 6);
    // Centres of hex (3,0) (seen) and (3,1) (behind the rock) fall inside / outside it.
    expect(inside(poly, hexCellCenter({ c: 3, r: 0 }, 'pointy'))).toBe(true);
    expect(inside(poly, hexCellCenter({ c: 3, r: 1 }, 'pointy'))).toBe(false);
    expect(inside(poly, { x: centre.x + 0.01, y: centre.y })).toBe(true);
  });

  it('G-LOS-5 flat hexes (odd-q): one column of hexes behind a rock is unseen', () => {
    // Flat-topped hexes stack in columns 1" apart: the transposed picture of the one-row case.
    const seen = visibleCellsForSide(hexWorld('A\n.\n#\n.\n.', 'hex-flat'), 'red');
    expect(Array.from(seen)).toEqual([1, 1, 0, 0, 0]);
  });
});
