import { describe, expect, it } from 'vitest';
import { cellPolygonPx, cellUnderPoint, figureCentrePx, mapSizePx } from './cells';
import { PX_PER_INCH } from './units';

const P = PX_PER_INCH;

describe('canvas cells (square and hex)', () => {
  it('map size: squares are 1" each; a pointy 10x7 hex map is 10.5" by 11/sqrt3"', () => {
    expect(mapSizePx({ grid: 'square', widthCells: 24, heightCells: 16 })).toEqual({ widthPx: 24 * P, heightPx: 16 * P });
    const hex = mapSizePx({ grid: 'hex-pointy', widthCells: 10, heightCells: 7 });
    expect(hex.widthPx).toBe(10.5 * P);
    expect(hex.heightPx).toBeCloseTo((11 / Math.sqrt(3)) * P, 9);
  });

  it('a square outline inset by 3 px is the old rect(c*P+3, r*P+3, P-6, P-6)', () => {
    expect(cellPolygonPx('square', { c: 2, r: 1 }, 3)).toEqual([2 * P + 3, P + 3, 3 * P - 3, P + 3, 3 * P - 3, 2 * P - 3, 2 * P + 3, 2 * P - 3]);
  });

  for (const grid of ['hex-pointy', 'hex-flat'] as const) {
    it(`${grid}: a hex outline has 6 corners 1/sqrt3" from the centre; an inset moves each side in by that many pixels`, () => {
      const cell = { c: 3, r: 2 };
      const centre = figureCentrePx(grid, cell, 1);
      const full = cellPolygonPx(grid, cell);
      const inset = cellPolygonPx(grid, cell, 4);
      expect(full).toHaveLength(12);
      for (let k = 0; k < 12; k += 2) expect(Math.hypot(full[k] - centre.x, full[k + 1] - centre.y)).toBeCloseTo(P / Math.sqrt(3), 9);
      // Apothem (centre to a side's midpoint) shrinks by the inset.
      const mid = (poly: number[]) => ({ x: (poly[0] + poly[2]) / 2, y: (poly[1] + poly[3]) / 2 });
      const apothem = (poly: number[]) => Math.hypot(mid(poly).x - centre.x, mid(poly).y - centre.y);
      expect(apothem(full)).toBeCloseTo(P / 2, 9);
      expect(apothem(inset)).toBeCloseTo(P / 2 - 4, 9);
      // The pointer at any corner pulled slightly inwards picks this hex.
      for (let k = 0; k < 12; k += 2) {
        const p = { x: (centre.x + 0.95 * (full[k] - centre.x)) / P, y: (centre.y + 0.95 * (full[k + 1] - centre.y)) / P };
        expect(cellUnderPoint({ grid, widthCells: 8, heightCells: 8 }, p)).toEqual(cell);
      }
    });
  }
});
