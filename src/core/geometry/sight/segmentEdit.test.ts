import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentIndex } from './segmentIndex';
import { addSource, removeSource } from './segmentEdit';
import { visibilityPolygon } from './visibility';
import { numRuns } from '../../rules/testing/runs';

const BOUNDS = { minX: 0, minY: 0, maxX: 12, maxY: 12 };

// Grid-like walls (unit and longer axis runs, some diagonals) so edits hit
// joined runs, T-junctions and crossings.
const coord = fc.integer({ min: 0, max: 12 });
const wall = fc.oneof(
  fc.tuple(coord, coord, fc.integer({ min: 1, max: 4 }), fc.boolean()).map(([x, y, len, v]) => (v ? [x, y, x, Math.min(12, y + len)] : [x, y, Math.min(12, x + len), y])),
  fc.tuple(coord, coord, coord, coord),
);
const edit = fc.oneof(fc.record({ add: wall }), fc.record({ remove: fc.nat() }));

describe('G-LOS-1 sight index edits in place', () => {
  it('G-LOS-1 property: after random wall edits, the edited index answers LOS exactly like a rebuilt one', () => {
    fc.assert(
      fc.property(
        fc.array(wall, { maxLength: 20 }),
        fc.array(edit, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(coord, coord, coord, coord), { minLength: 40, maxLength: 40 }),
        (walls, edits, probes) => {
          const idx = new SegmentIndex(walls.flat(), { bounds: BOUNDS, bucketInches: 2 });
          const live = new Map<number, number[]>();
          walls.forEach((w, i) => live.set(i, w));
          for (const e of edits) {
            if ('add' in e) {
              const [x1, y1, x2, y2] = e.add;
              const id = addSource(idx, x1, y1, x2, y2);
              expect(id).toBeGreaterThanOrEqual(0);
              live.set(id, e.add);
            } else if (live.size) {
              const id = [...live.keys()][e.remove % live.size];
              expect(removeSource(idx, id)).toBe(true);
              live.delete(id);
            }
          }
          const rebuilt = new SegmentIndex([...live.values()].flat(), { bounds: BOUNDS, bucketInches: 2 });
          for (const [c1, r1, c2, r2] of probes) {
            // Cell centres, and lattice points that put rays through wall vertices.
            for (const [px, py, qx, qy] of [
              [c1 + 0.5, r1 + 0.5, c2 + 0.5, r2 + 0.5],
              [c1, r1, c2 + 0.5, r2 + 0.5],
              [c1, r1, c2, r2],
            ]) {
              expect(idx.clear(px, py, qx, qy)).toBe(rebuilt.clear(px, py, qx, qy));
            }
          }
        },
      ),
      { numRuns: numRuns(250), seed: 11 },
    );
  });

  it('G-LOS-5 property: the visibility polygon of an edited index covers the same area as a rebuilt one', () => {
    fc.assert(
      fc.property(fc.array(wall, { maxLength: 15 }), fc.array(edit, { minLength: 1, maxLength: 8 }), fc.tuple(coord, coord), (walls, edits, [vc, vr]) => {
        const idx = new SegmentIndex(walls.flat(), { bounds: BOUNDS });
        const live = new Map<number, number[]>();
        walls.forEach((w, i) => live.set(i, w));
        for (const e of edits) {
          if ('add' in e) live.set(addSource(idx, e.add[0], e.add[1], e.add[2], e.add[3]), e.add);
          else if (live.size) {
            const id = [...live.keys()][e.remove % live.size];
            removeSource(idx, id);
            live.delete(id);
          }
        }
        const rebuilt = new SegmentIndex([...live.values()].flat(), { bounds: BOUNDS });
        const px = Math.min(11.5, vc + 0.5),
          py = Math.min(11.5, vr + 0.5);
        const a = area(visibilityPolygon(idx, px, py, { box: BOUNDS })),
          b = area(visibilityPolygon(rebuilt, px, py, { box: BOUNDS }));
        expect(Math.abs(a - b)).toBeLessThan(1e-6 * (1 + Math.abs(b)));
      }),
      { numRuns: numRuns(300), seed: 12 },
    );
  });

  it('G-LOS-1 removing a wall from a joined run reopens exactly its span', () => {
    // Three unit walls on y = 2 are joined into one run by the preparation.
    const idx = new SegmentIndex([0, 2, 1, 2, 1, 2, 2, 2, 2, 2, 3, 2], { bounds: BOUNDS });
    expect(idx.clear(1.5, 1, 1.5, 3)).toBe(false);
    expect(removeSource(idx, 1)).toBe(true);
    expect(idx.clear(1.5, 1, 1.5, 3)).toBe(true);
    expect(idx.clear(0.5, 1, 0.5, 3)).toBe(false);
    expect(idx.clear(2.5, 1, 2.5, 3)).toBe(false);
    expect(removeSource(idx, 1)).toBe(false);
    const id = addSource(idx, 1, 2, 2, 2);
    expect(idx.clear(1.5, 1, 1.5, 3)).toBe(false);
    expect(addSource(idx, -5, 0, 1, 1)).toBe(-1);
    expect(removeSource(idx, id)).toBe(true);
    expect(idx.clear(1.5, 1, 1.5, 3)).toBe(true);
  });
});

function area(p: ArrayLike<number>): number {
  let a = 0;
  for (let i = 0, n = p.length; i < n; i += 2) {
    const j = (i + 2) % n;
    a += p[i] * p[j + 1] - p[j] * p[i + 1];
  }
  return Math.abs(a / 2);
}
