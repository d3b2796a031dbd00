import { describe, expect, it } from 'vitest';
import { reachContours } from './reachContour';

/** ASCII reach: a digit is the AP to end there, '.' out of reach. */
function grid(rows: string[]) {
  return { w: rows[0].length, h: rows.length, at: (c: number, r: number) => (rows[r][c] === '.' ? null : Number(rows[r][c])) };
}

const key = (s: number[]) => s.join(',');

describe('reach contours (issue 16 map art)', () => {
  it('one contour per AP step, each the outline of the squares within that many AP', () => {
    const g = grid(['...', '.12', '.2.']);
    const contours = reachContours(g.w, g.h, g.at);
    expect(contours.map((c) => c.apCost)).toEqual([1, 2]);
    // Step 1: the one square at 1,1 (its four sides).
    expect(contours[0].segments.map(key).sort()).toEqual(['1,1,1,2', '1,1,2,1', '1,2,2,2', '2,1,2,2'].sort());
    // Step 2: an L of three squares has 8 outline sides; the sides between them are not drawn.
    expect(contours[1].segments).toHaveLength(8);
    expect(contours[1].segments.map(key)).not.toContain('2,1,2,2');
  });

  it('the map edge closes a contour; no squares in reach, no contours', () => {
    const g = grid(['11', '..']);
    const [one] = reachContours(g.w, g.h, g.at);
    expect(one.segments.map(key)).toContain('0,0,1,0');
    expect(one.segments).toHaveLength(6);
    expect(reachContours(2, 1, () => null)).toEqual([]);
  });
});
