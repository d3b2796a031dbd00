import { describe, expect, it } from 'vitest';
import { worldFromAscii } from '../../../core/rules/movement/testing/ascii';
import type { MapObject, Wall } from '../../../core/model/schema';
import { hexCellCenter, hexEdges } from '../../../core/geometry/grid/index';
import { brushCells, floodCells, objectAt, recordsInBox, rectCells, rotateShape, scaleShape, snapWallPoint, splitWall, wallAt } from './geometry';

const key = (cells: { c: number; r: number }[]) => cells.map((c) => `${c.c},${c.r}`).sort();

describe('editor geometry', () => {
  const map = { grid: 'square' as const, widthCells: 6, heightCells: 4 };

  it('brush: a size×size block centred on the cell, clipped at the map edge', () => {
    expect(key(brushCells(map, { c: 2, r: 1 }, 1))).toEqual(['2,1']);
    expect(key(brushCells(map, { c: 2, r: 1 }, 3))).toEqual(['1,0', '1,1', '1,2', '2,0', '2,1', '2,2', '3,0', '3,1', '3,2']);
    expect(key(brushCells(map, { c: 0, r: 0 }, 3))).toEqual(['0,0', '0,1', '1,0', '1,1']);
  });

  it('brush on hexes: the hex and its ring of neighbours', () => {
    const hex = { grid: 'hex-pointy' as const, widthCells: 7, heightCells: 7 };
    const cells = brushCells(hex, { c: 3, r: 3 }, 2);
    expect(cells).toHaveLength(7);
    expect(key(cells)).toContain('3,3');
  });

  it('rectangle: every cell between two corners, either order', () => {
    expect(key(rectCells(map, { c: 3, r: 2 }, { c: 2, r: 1 }))).toEqual(['2,1', '2,2', '3,1', '3,2']);
  });

  it('flood fill: the connected cells of the same terrain only', () => {
    const w = worldFromAscii(`
      . . m . . .
      . . m . . .
      m m m . . .
      . . . . . .
    `);
    expect(key(floodCells(w, { c: 0, r: 0 }))).toEqual(['0,0', '0,1', '1,0', '1,1']);
    expect(floodCells(w, { c: 2, r: 0 })).toHaveLength(5);
  });

  it('walls snap to grid corners or edge midpoints; Alt keeps the point', () => {
    expect(snapWallPoint({ x: 2.1, y: 2.9 })).toEqual({ x: 2, y: 3 });
    expect(snapWallPoint({ x: 2.45, y: 3.05 })).toEqual({ x: 2.5, y: 3 });
    expect(snapWallPoint({ x: 4.02, y: 1.6 })).toEqual({ x: 4, y: 1.5 });
    expect(snapWallPoint({ x: 2.123, y: 3.456 }, true)).toEqual({ x: 2.12, y: 3.46 });
  });

  it('on hex maps walls snap to hex corners and side midpoints, the same point from either hex; square snapping is not used', () => {
    const r4 = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 10000) / 10000, y: Math.round(p.y * 10000) / 10000 });
    for (const o of ['pointy', 'flat'] as const) {
      const grid = o === 'pointy' ? 'hex-pointy' : 'hex-flat';
      const cell = { c: 2, r: 1 };
      const centre = hexCellCenter(cell, o);
      const edge = hexEdges(cell, o)[1]!;
      // A little inside the hex from a corner and from a side's midpoint.
      const towards = (q: { x: number; y: number }, k: number) => ({ x: centre.x + (q.x - centre.x) * k, y: centre.y + (q.y - centre.y) * k });
      const mid = { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 };
      expect(snapWallPoint(towards(edge.a, 0.9), false, grid), `${o} corner`).toEqual(r4(edge.a));
      expect(snapWallPoint(towards(mid, 0.9), false, grid), `${o} midpoint`).toEqual(r4(mid));
      // From the hex across that side, its end snaps to the very same point (walls join).
      const across = hexCellCenter(edge.across, o);
      expect(snapWallPoint({ x: edge.a.x + (across.x - edge.a.x) * 0.1, y: edge.a.y + (across.y - edge.a.y) * 0.1 }, false, grid)).toEqual(r4(edge.a));
      // The square snap would have given a half-inch point here, which is no hex corner.
      const square = snapWallPoint(towards(edge.a, 0.9));
      expect(square).not.toEqual(r4(edge.a));
      // Alt keeps the point on hex maps too.
      expect(snapWallPoint({ x: 1.234, y: 0.987 }, true, grid)).toEqual({ x: 1.23, y: 0.99 });
    }
  });

  it('split: two walls meeting at the snapped point; none at an end', () => {
    const wall = { id: 'w1', kind: 'wall', a: { x: 0, y: 2 }, b: { x: 4, y: 2 } };
    expect(splitWall(wall as Wall, { x: 1.9, y: 2.2 })).toEqual([
      { kind: 'wall', a: { x: 0, y: 2 }, b: { x: 2, y: 2 } },
      { kind: 'wall', a: { x: 2, y: 2 }, b: { x: 4, y: 2 } },
    ]);
    expect(splitWall(wall as Wall, { x: 0.1, y: 2 })).toBeNull();
  });

  it('picking: the nearest wall within reach, the object under the point, a box', () => {
    const w = worldFromAscii(`
      . b .
      . . .
    `);
    const walls = { w1: { id: 'w1', kind: 'wall', a: { x: 0, y: 1 }, b: { x: 3, y: 1 } } } as unknown as Record<string, Wall>;
    expect(wallAt({ walls }, { x: 1.5, y: 1.1 })?.id).toBe('w1');
    expect(wallAt({ walls }, { x: 1.5, y: 1.5 })).toBeNull();
    const crate = Object.values(w.objects)[0]!;
    expect(objectAt(w, { x: 1.5, y: 0.5 })?.id).toBe(crate.id);
    expect(objectAt(w, { x: 0.5, y: 0.5 })).toBeNull();
    expect(recordsInBox({ ...w, walls }, { x: -0.1, y: 0.9 }, { x: 3.1, y: 1.1 })).toEqual(['w1']);
  });

  it('objects turn and scale about their centre', () => {
    const desk = {
      id: 'd',
      name: 'Desk',
      height: 'low',
      shape: {
        kind: 'polygon',
        points: [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
          { x: 2, y: 1 },
          { x: 0, y: 1 },
        ],
      },
    };
    const turned = rotateShape(desk as unknown as MapObject, 90);
    expect(turned.kind === 'polygon' && turned.points).toEqual([
      { x: 1.5, y: -0.5 },
      { x: 1.5, y: 1.5 },
      { x: 0.5, y: 1.5 },
      { x: 0.5, y: -0.5 },
    ]);
    const bigger = scaleShape(desk as unknown as MapObject, 2);
    expect(bigger.kind === 'polygon' && bigger.points[0]).toEqual({ x: -1, y: -0.5 });
  });
});
