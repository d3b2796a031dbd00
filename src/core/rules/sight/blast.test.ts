import { describe, expect, it } from 'vitest';
import { blastAt, scatterEnd } from './blast';
import { wall, worldFromAscii } from './testWorld';

describe('G-AREA-1 blast', () => {
  const map = `
    ..........
    .A...B..C.
    ..........
    .....D....`;

  it('G-AREA-1 figures within the radius are affected, those beyond it are not listed', () => {
    const w = worldFromAscii(map);
    const res = blastAt(w, { x: 3, y: 1.5 }, 2.4);
    expect(res.affected).toEqual(['A', 'B']);
    expect(res.shielded).toEqual([]);
    expect(res.cells.length).toBeGreaterThan(10);
    for (const c of res.cells) expect(Math.hypot(c.c + 0.5 - 3, c.r + 0.5 - 1.5)).toBeLessThanOrEqual(2.4);
  });

  it('G-AREA-1 a wall shields a figure in range; the cells behind it are not covered', () => {
    const w = worldFromAscii(map, { walls: wall('w', 'wall', 4.5, -1, 4.5, 5) });
    const res = blastAt(w, { x: 3, y: 1.5 }, 2.4);
    expect(res.affected).toEqual(['A']);
    expect(res.shielded).toEqual(['B']);
    expect(res.cells.some((c) => c.c >= 5)).toBe(false);
  });

  it('G-AREA-1 low cover does not shield from a blast', () => {
    const w = worldFromAscii(map, { walls: wall('w', 'low-wall', 4.5, -1, 4.5, 5) });
    expect(blastAt(w, { x: 3, y: 1.5 }, 2.4).affected).toEqual(['A', 'B']);
  });

  it('G-AREA-1 a footprint edge inside the radius is enough', () => {
    const w = worldFromAscii(map);
    // D occupies [5,6]×[3,4]; its top edge is 1.5" below the point (5.5, 1.5).
    expect(blastAt(w, { x: 5.5, y: 1.5 }, 1.5).affected).toContain('D');
    expect(blastAt(w, { x: 5.5, y: 1.5 }, 1.4).affected).not.toContain('D');
  });
});

describe('G-AREA-5 scatter', () => {
  it('G-AREA-5 scatter travels its distance in the rolled direction on open ground', () => {
    const w = worldFromAscii(map10());
    const res = scatterEnd(w, { x: 2, y: 2 }, 0, 3);
    expect(res.stopped).toBe(false);
    expect(res.point.x).toBeCloseTo(5);
    expect(res.point.y).toBeCloseTo(2);
    const south = scatterEnd(w, { x: 2, y: 2 }, 90, 3);
    expect(south.point.y).toBeCloseTo(5);
  });

  it('G-AREA-5 scatter stops at the first wall it would cross', () => {
    const w = worldFromAscii(map10(), { walls: wall('w', 'wall', 4, 0, 4, 10) });
    const res = scatterEnd(w, { x: 2, y: 2 }, 0, 5);
    expect(res.stopped).toBe(true);
    expect(res.point.x).toBeLessThan(4);
    expect(res.point.x).toBeGreaterThan(3.9);
    // The stopped point is on the thrower's side: the blast there cannot reach past the wall.
    expect(blastAt(w, res.point, 3).cells.every((c) => c.c < 4)).toBe(true);
  });

  it('G-AREA-5 scatter stops at the map edge', () => {
    const w = worldFromAscii(map10());
    const res = scatterEnd(w, { x: 2, y: 2 }, 180, 5);
    expect(res.stopped).toBe(true);
    expect(res.point.x).toBeCloseTo(0);
    expect(res.point.y).toBeCloseTo(2);
  });
});

function map10(): string {
  return Array.from({ length: 10 }, () => '..........').join('\n');
}
