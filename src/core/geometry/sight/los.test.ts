import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentIndex, bruteClear } from './segmentIndex';
import { cellCentre, parseAsciiMap } from './asciiMap';
import { numRuns } from '../../rules/testing/runs';

function losCells(map: ReturnType<typeof parseAsciiMap>, a: string, b: string): boolean {
  const idx = new SegmentIndex(map.segments);
  const p = cellCentre(map.marks[a]),
    q = cellCentre(map.marks[b]);
  return idx.clear(p.x, p.y, q.x, q.y);
}

describe('G-LOS-1 line of sight against wall segments', () => {
  it('G-LOS-1 a solid block between two figures blocks sight, open floor does not', () => {
    const map = parseAsciiMap(`
      A..#..B
      C......
      .......
      D.....E`);
    expect(losCells(map, 'A', 'B')).toBe(false);
    expect(losCells(map, 'C', 'D')).toBe(true);
    expect(losCells(map, 'D', 'E')).toBe(true);
  });

  it('G-LOS-1 no leak through the diagonal gap between two blocks touching at a corner', () => {
    const map = parseAsciiMap(`
      A..
      .#.
      ..#
      ...B`);
    // The ray A→B would pass the shared corner (2,2) with one block on each side.
    const idx = new SegmentIndex(map.segments);
    expect(idx.clear(0.5, 0.5, 3.5, 3.5)).toBe(false);
    // A single block whose corner (2,2) the diagonal ray only grazes.
    const map2 = parseAsciiMap(`
      ...B
      .#..
      ....
      A...`);
    expect(losCells(map2, 'A', 'B')).toBe(true);
    const map3 = parseAsciiMap(`
      ...B
      ..#.
      .#..
      A...`);
    // Blocks (2,1) and (1,2) touch at (2,2); the diagonal ray passes exactly there.
    expect(losCells(map3, 'A', 'B')).toBe(false);
  });

  it('G-LOS-1 a ray through the shared vertex of two touching walls is blocked when they lie on both sides', () => {
    // Walls (0,0)-(2,2) and (2,2)-(4,0): a V opening up; the ray y = 2 grazes the apex.
    const vShape = new SegmentIndex([0, 0, 2, 2, 2, 2, 4, 0]);
    expect(vShape.clear(0, 2, 4, 2)).toBe(true);
    // Walls (2,0)-(2,2) and (2,2)-(2,4): a straight wall split at (2,2).
    const split = new SegmentIndex([2, 0, 2, 2, 2, 2, 2, 4]);
    expect(split.clear(0, 2, 4, 2)).toBe(false);
    expect(split.clear(0, 0, 4, 4)).toBe(false);
    // An L corner seen from outside: both walls on one side of the ray.
    const corner = new SegmentIndex([2, 2, 4, 2, 2, 2, 2, 4]);
    expect(corner.clear(0, 4, 4, 0)).toBe(true);
    // Touching a wall exactly at an end of the ray does not block.
    expect(split.clear(2, 1, 5, 1)).toBe(true);
  });

  it('G-LOS-1 walls at arbitrary angles block; grazing along a wall does not', () => {
    const idx = new SegmentIndex([1.3, 0.2, 3.7, 5.9]);
    expect(idx.clear(0, 3, 6, 3)).toBe(false);
    expect(idx.clear(0, 0.1, 6, 0.1)).toBe(true);
    expect(idx.clear(1.3, 0.2, 3.7, 5.9)).toBe(true);
  });

  it('G-LOS-1 property: grid LOS equals brute force and is symmetric on random maps', () => {
    const coord = fc.integer({ min: 0, max: 12 }).map((v) => v / 2);
    const seg = fc.tuple(coord, coord, coord, coord);
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 25 }), fc.tuple(coord, coord, coord, coord), fc.integer({ min: 0, max: 2 }), (segs, [px, py, qx, qy], bucketExp) => {
        const flat = segs.flat();
        // As given: the grid walk must agree with brute force exactly.
        const raw = new SegmentIndex(flat, { bucketInches: 2 ** bucketExp * 0.5, merge: false, split: false });
        const ab = raw.clear(px, py, qx, qy);
        expect(raw.clear(qx, qy, px, py)).toBe(ab);
        expect(bruteClear(flat, px, py, qx, qy)).toBe(ab);
        // Prepared (merged runs, split crossings): symmetric, and equal to brute force on its own segments.
        const idx = new SegmentIndex(flat, { bucketInches: 2 ** bucketExp * 0.5 });
        const own: number[] = [];
        for (let i = 0; i < idx.n; i++) own.push(idx.ax[i], idx.ay[i], idx.bx[i], idx.by[i]);
        const prepared = idx.clear(px, py, qx, qy);
        expect(idx.clear(qx, qy, px, py)).toBe(prepared);
        expect(bruteClear(own, px, py, qx, qy)).toBe(prepared);
      }),
      { numRuns: numRuns(400) },
    );
  });

  it('G-LOS-1 property: cast() never passes a blocker that clear() reports', () => {
    const coord = fc.integer({ min: 0, max: 1000 }).map((v) => v / 97);
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord, coord, coord), { maxLength: 20 }), fc.tuple(coord, coord, coord, coord), (segs, [px, py, qx, qy]) => {
        const idx = new SegmentIndex(segs.flat());
        const t = idx.cast(px, py, qx, qy);
        if (idx.clear(px, py, qx, qy)) return;
        expect(t).toBeLessThan(1);
      }),
      { numRuns: numRuns(300) },
    );
  });
  it('G-LOS-1 property: runs of queries (the wall that blocked the last one is tried first) equal brute force', () => {
    const coord = fc.integer({ min: 0, max: 16 }).map((v) => v / 2);
    const seg = fc.tuple(coord, coord, coord, coord);
    const cell = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 30 }), fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 6 }), (segs, pairs) => {
        const flat = segs.flat();
        const idx = new SegmentIndex(flat, { bucketInches: 1 });
        const own: number[] = [];
        for (let i = 0; i < idx.n; i++) own.push(idx.ax[i], idx.ay[i], idx.bx[i], idx.by[i]);
        // G-LOS-2 order: nine samples of the target from the attacker's centre, then back.
        for (const [[ac, ar], [tc, tr]] of pairs) {
          for (const [fx, fy, c, r] of [
            [ac + 0.5, ar + 0.5, tc, tr],
            [tc + 0.5, tr + 0.5, ac, ar],
          ]) {
            for (const oy of [0.1, 0.5, 0.9])
              for (const ox of [0.1, 0.5, 0.9]) {
                expect(idx.clear(fx, fy, c + ox, r + oy)).toBe(bruteClear(own, fx, fy, c + ox, r + oy));
              }
          }
        }
      }),
      { numRuns: numRuns(300) },
    );
  });

  it('G-LOS-1 a wall exempted by skip() stays exempt after it blocked the previous query', () => {
    const idx = new SegmentIndex([2, 0, 2, 4]);
    expect(idx.clear(0, 1, 4, 1)).toBe(false);
    expect(idx.clear(0, 2, 4, 2, () => true)).toBe(true);
    expect(idx.clear(0, 2, 4, 2)).toBe(false);
  });
});
