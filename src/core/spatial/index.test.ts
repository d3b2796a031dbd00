import { describe, expect, it } from 'vitest';
import { SpatialIndex } from './index';
import { asciiWorld, figureInput } from '../session/testWorld';
import { Figure, Wall, MapObject } from '../model/schema';

const rows = ['..........', '..........', '..........', '..........', '..........', '..........'];

function world() {
  const w = asciiWorld(rows);
  const wall = (id: string, a: [number, number], b: [number, number], kind = 'wall') => Wall.parse({ id, kind, a: { x: a[0], y: a[1] }, b: { x: b[0], y: b[1] } });
  w.walls = { v: wall('v', [5, 0], [5, 4]), h: wall('h', [0, 3], [3, 3]), d: wall('d', [7, 1], [8, 2], 'door') } as never;
  w.figures = {
    a: Figure.parse(figureInput('a', 'law', 1, 1)),
    big: Figure.parse({ ...figureInput('big', 'gang', 6, 3), sizeCells: 2 }),
    off: Figure.parse({ ...figureInput('off', 'gang', 0, 0), cell: null }),
  } as never;
  w.objects = {
    crate: MapObject.parse({ id: 'crate', name: 'Crate', height: 'low', shape: { kind: 'circle', center: { x: 3, y: 5 }, radiusInches: 0.5 } }),
  } as never;
  return w;
}

describe('SpatialIndex / WorldQuery', () => {
  const q = new SpatialIndex(world());

  it('wallsCrossingSegment finds walls the segment crosses or touches, not those merely in its box', () => {
    expect(q.wallsCrossingSegment({ x: 4.5, y: 2 }, { x: 6.5, y: 2 }).map((w) => w.id)).toEqual(['v']);
    // The box of this segment overlaps h's box but the segment passes above h.
    expect(q.wallsCrossingSegment({ x: 0.5, y: 2.5 }, { x: 2.5, y: 0.5 }).map((w) => w.id)).toEqual([]);
    expect(q.wallsCrossingSegment({ x: 3, y: 3 }, { x: 3, y: 5 }).map((w) => w.id)).toEqual(['h']);
  });

  it('wallsInBox uses the segment, not its bounding box', () => {
    expect(q.wallsInBox({ minX: 7.9, minY: 1, maxX: 8, maxY: 1.05 }).map((w) => w.id)).toEqual([]);
    expect(q.wallsInBox({ minX: 7.4, minY: 1.4, maxX: 7.6, maxY: 1.6 }).map((w) => w.id)).toEqual(['d']);
  });

  it('figureAtCell covers the whole footprint of a big figure and skips off-map figures', () => {
    expect(q.figureAtCell({ c: 7, r: 4 })?.id).toBe('big');
    expect(q.figureAtCell({ c: 6, r: 3 })?.id).toBe('big');
    expect(q.figureAtCell({ c: 8, r: 4 })).toBeUndefined();
    expect(q.figureAtCell({ c: 0, r: 0 })).toBeUndefined();
  });

  it('G-AREA-1 figuresWithinRadius counts a footprint that reaches into the circle', () => {
    // a covers x 1..2, y 1..2; a point at (4, 1.5) is 2" from its edge.
    expect(q.figuresWithinRadius({ x: 4, y: 1.5 }, 2).map((f) => f.id)).toEqual(['a']);
    expect(q.figuresWithinRadius({ x: 4, y: 1.5 }, 1.9).map((f) => f.id)).toEqual([]);
  });

  it('objectsInBox', () => {
    expect(q.objectsInBox({ minX: 2, minY: 4, maxX: 2.6, maxY: 4.6 }).map((o) => o.id)).toEqual(['crate']);
    expect(q.objectsInBox({ minX: 0, minY: 0, maxX: 2, maxY: 2 })).toEqual([]);
  });
});
