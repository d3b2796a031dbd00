// The rbush index against a linear scan of the World's wall records, on
// random walls: the index only picks candidates by box, so a wrong box or a
// stale tree after an update shows up as a missing or extra wall here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SpatialIndex, segmentsIntersect, segmentTouchesBox } from './index';
import { RulesCache } from './rulesCache';
import { asciiWorld } from '../session/testWorld';
import { emptyChangeSet } from '../model/changes';
import type { Point, Wall, World } from '../model/schema';

const rows = Array.from({ length: 8 }, () => '.'.repeat(8));
/** Coordinates on a half-inch lattice (so walls touch, share ends and run collinear) or anywhere. */
const coord = fc.oneof(
  fc.integer({ min: 0, max: 16 }).map((k) => k / 2),
  fc.double({ min: 0, max: 8, noNaN: true }),
);
const point = fc.record({ x: coord, y: coord });
const kind = fc.constantFrom('wall', 'low-wall', 'door', 'window', 'fence');
const walls = fc.array(fc.record({ a: point, b: point, kind }), { maxLength: 30 });

function withWalls(list: Array<{ a: Point; b: Point; kind: string }>): World {
  const w = asciiWorld(rows);
  const rec: Record<string, Wall> = {};
  list.forEach((x, k) => (rec[`w${k}`] = { id: `w${k}`, ...x, ...(x.kind === 'door' ? { door: 'closed' } : {}) } as Wall));
  return { ...w, walls: rec };
}
const ids = (ws: Wall[]) => ws.map((w) => w.id).sort();
const scanCrossing = (world: World, a: Point, b: Point) => ids(Object.values(world.walls).filter((w) => segmentsIntersect(a, b, w.a, w.b)));

describe('spatial index wall queries = linear scan (random walls)', () => {
  it('wallsCrossingSegment (G-LOS-1, G-MOVE-3 steps) returns exactly the walls a scan finds', () => {
    fc.assert(
      fc.property(walls, fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 10 }), (list, segs) => {
        const world = withWalls(list);
        const q = new SpatialIndex(world);
        for (const [a, b] of segs) expect(ids(q.wallsCrossingSegment(a, b))).toEqual(scanCrossing(world, a, b));
      }),
      { numRuns: 200 },
    );
  });

  it('wallsInBox returns exactly the walls whose segment touches the box', () => {
    fc.assert(
      fc.property(walls, fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 10 }), (list, corners) => {
        const world = withWalls(list);
        const q = new SpatialIndex(world);
        for (const [p, r] of corners) {
          const box = { minX: Math.min(p.x, r.x), minY: Math.min(p.y, r.y), maxX: Math.max(p.x, r.x), maxY: Math.max(p.y, r.y) };
          expect(ids(q.wallsInBox(box))).toEqual(ids(Object.values(world.walls).filter((w) => segmentTouchesBox(w.a, w.b, box))));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('after walls are moved, added and removed through the rules cache, answers match a scan of the new World', () => {
    fc.assert(
      fc.property(walls, walls, fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 10 }), (before, after, segs) => {
        const w0 = withWalls(before),
          w1 = withWalls(after);
        const changes = emptyChangeSet();
        for (const id of new Set([...Object.keys(w0.walls), ...Object.keys(w1.walls)])) changes.walls.add(id);
        // The session's path: a kept index updated in place from the change set.
        const cache = new RulesCache(w0);
        cache.spatial(w0);
        cache.advance(w0, w1, changes);
        // A view for another World, built from the kept one's trees.
        const view = cache.spatial(w0);
        for (const [a, b] of segs) {
          expect(ids(cache.spatial(w1).wallsCrossingSegment(a, b))).toEqual(scanCrossing(w1, a, b));
          expect(ids(view.wallsCrossingSegment(a, b))).toEqual(scanCrossing(w0, a, b));
        }
      }),
      { numRuns: 100 },
    );
  });
});
