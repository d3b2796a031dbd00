// G-LOS-3 low cover asks the rules cache's spatial index for the low
// obstacles near the target: checked against a linear scan of every wall and
// object on random maps, so an obstacle the index leaves out shows up here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coverOf } from './los';
import { objectSegments, rectCentre, wallIsLowCover } from './sightWorld';
import { worldFromAscii } from './testWorld';
import { segmentRectDistance, type Rect } from '../../geometry/sight/cover';
import { RulesCache } from '../../spatial/rulesCache';
import type { World } from '../../model/schema';

const map = `
  A.......
  ........
  ........
  ........
  .......B`;
const coord = fc.oneof(
  fc.integer({ min: 0, max: 16 }).map((k) => k / 2),
  fc.double({ min: 0, max: 8, noNaN: true }),
);
const point = fc.record({ x: coord, y: coord });
const lowWall = fc.record({ a: point, b: point, kind: fc.constantFrom('low-wall' as const, 'fence' as const, 'window' as const) });
const lowObject = fc.oneof(
  fc.record({ kind: fc.constant('circle' as const), center: point, radiusInches: fc.double({ min: 0.1, max: 2, noNaN: true }) }),
  fc.record({ kind: fc.constant('polygon' as const), points: fc.array(point, { minLength: 3, maxLength: 5 }) }),
);
const cell = fc.record({ c: fc.integer({ min: 0, max: 7 }), r: fc.integer({ min: 0, max: 4 }) });

/** Every obstacle of the rule, by a scan of all records: those across the line, within 1" of the target and not of the attacker. */
function qualifying(world: World, attacker: Rect, target: Rect): string[] {
  const a = rectCentre(attacker),
    t = rectCentre(target);
  const owners: Array<[string, number[]]> = [
    ...Object.values(world.walls)
      .filter(wallIsLowCover)
      .map((w): [string, number[]] => [w.id, [w.a.x, w.a.y, w.b.x, w.b.y]]),
    ...Object.values(world.objects)
      .filter((o) => o.height !== 'high')
      .map((o): [string, number[]] => [o.id, objectSegments(o)]),
  ];
  const o = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) => (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
  return owners
    .filter(([, s]) => {
      let near = false,
        across = false,
        attackerNear = false;
      for (let k = 0; k < s.length; k += 4) {
        const [ax, ay, bx, by] = s.slice(k, k + 4) as [number, number, number, number];
        if (segmentRectDistance(ax, ay, bx, by, target) <= 1) near = true;
        if (segmentRectDistance(ax, ay, bx, by, attacker) <= 1) attackerNear = true;
        if (o(a.x, a.y, t.x, t.y, ax, ay) * o(a.x, a.y, t.x, t.y, bx, by) <= 0 && o(ax, ay, bx, by, a.x, a.y) * o(ax, ay, bx, by, t.x, t.y) < 0) across = true;
      }
      return near && across && !attackerNear;
    })
    .map(([id]) => id)
    .sort();
}

describe('G-LOS-3 low cover from the spatial index = linear scan (random obstacles)', () => {
  it('G-LOS-3 names the first qualifying obstacle by id, or none, as a scan of every wall and object does', () => {
    fc.assert(
      fc.property(fc.array(lowWall, { maxLength: 8 }), fc.array(lowObject, { maxLength: 4 }), cell, cell, (walls, objects, ca, ct) => {
        fc.pre(ca.c !== ct.c || ca.r !== ct.r);
        const base = worldFromAscii(map, {
          walls: Object.fromEntries(walls.map((w, k) => [`w${k}`, { id: `w${k}`, ...w }])),
          objects: Object.fromEntries(objects.map((shape, k) => [`o${k}`, { id: `o${k}`, name: 'crate', height: 'low' as const, shape }])),
        });
        const world = { ...base, figures: { A: { ...base.figures.A!, cell: ca }, B: { ...base.figures.B!, cell: ct } } };
        const expected = qualifying(world, { x: ca.c, y: ca.r, size: 1 }, { x: ct.c, y: ct.r, size: 1 });
        expect(coverOf(world, 'A', 'B', new RulesCache(world)).lowCover).toBe(expected[0] ?? null);
      }),
      { numRuns: 300 },
    );
  });
});
