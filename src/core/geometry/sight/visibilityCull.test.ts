import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentIndex } from './segmentIndex';
import { candidateWalls } from './visibilityCull';
import { visibilityPolygon } from './visibility';
import { sweepPolygon } from './sweep';

// The ring walk drops walls and buckets proven hidden (angular depth buffer,
// wedges of open bins in far rings): the polygon from its candidates must be
// the one from sweeping every wall in the box.
describe('G-LOS-5 candidate walls: culling keeps the polygon', () => {
  const c = fc.integer({ min: 0, max: 6400 }).map((v) => v / 100);
  const short = fc
    .tuple(c, c, fc.integer({ min: -250, max: 250 }), fc.integer({ min: -250, max: 250 }))
    .map(([x, y, dx, dy]) => [x, y, Math.min(64, Math.max(0, x + dx / 100)), Math.min(64, Math.max(0, y + dy / 100))]);
  // Viewers anywhere, on cell centres, and on bucket lines (the plain walk's fallback).
  const viewer = fc.oneof(
    fc.tuple(c, c),
    fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 63 })).map(([x, y]) => [x + 0.5, y + 0.5]),
    fc.tuple(fc.integer({ min: 1, max: 63 }), c),
  );

  it('G-LOS-5 property: the polygon from the candidate walls equals the sweep over every wall in the box', () => {
    fc.assert(
      fc.property(fc.array(short, { minLength: 100, maxLength: 700 }), viewer, fc.option(fc.integer({ min: 4, max: 40 })), fc.constantFrom(0.5, 1, 2), (walls, [px, py], range, bucketInches) => {
        const bounds = { minX: 0, minY: 0, maxX: 64, maxY: 64 };
        const idx = new SegmentIndex(walls.flat(), { bounds, bucketInches });
        const box = range === null ? bounds : { minX: px - range, minY: py - range, maxX: px + range, maxY: py + range };
        if (!(px > box.minX && px < box.maxX && py > box.minY && py < box.maxY)) return;
        // The candidates, then every other wall (sweepPolygon clips them to the box).
        const cands = Array.from(candidateWalls(idx, px, py, box));
        const isCand = new Set(cands);
        const all = cands.concat(Array.from({ length: idx.n }, (_, i) => i).filter((i) => !isCand.has(i)));
        const poly = visibilityPolygon(idx, px, py, range === null ? { box } : { rangeInches: range });
        expect(Array.from(poly)).toEqual(Array.from(sweepPolygon(idx, px, py, box, all)));
      }),
      { numRuns: 120, seed: 44 },
    );
  });

  it('G-LOS-5 a viewer walled in on all sides gets only the nearest walls as candidates', () => {
    // A closed 2" room around the viewer inside a field of walls: nothing beyond the room is a candidate.
    const walls = [9, 9, 11, 9, 11, 9, 11, 11, 11, 11, 9, 11, 9, 11, 9, 9];
    for (let x = 1; x < 20; x += 2) for (let y = 1; y < 20; y += 2) if (x < 8 || x > 12 || y < 8 || y > 12) walls.push(x, y, x + 0.5, y + 0.7);
    const idx = new SegmentIndex(walls, { bounds: { minX: 0, minY: 0, maxX: 20, maxY: 20 }, bucketInches: 1 });
    const ids = Array.from(candidateWalls(idx, 10.2, 10.3, { minX: 0, minY: 0, maxX: 20, maxY: 20 }));
    expect(ids.length).toBe(4);
    for (const i of ids) expect(Math.max(Math.abs(idx.ax[i] - 10), Math.abs(idx.ay[i] - 10), Math.abs(idx.bx[i] - 10), Math.abs(idx.by[i] - 10))).toBeLessThanOrEqual(1);
  });
});
