// Properties on the frozen bench scenes (test/bench/scenes): the dungeon of
// ~3.7k unit walls and the degenerate scene (collinear pieces, blocks that
// touch at corners, rays through vertices).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { SegmentIndex, bruteClear } from './segmentIndex';
import { fovCells } from './fov';
import { numRuns } from '../../rules/testing/runs';

interface Scene {
  width: number;
  height: number;
  segments: number[];
  viewers: number[];
}
const load = (name: string): Scene => JSON.parse(readFileSync(`test/bench/scenes/${name}.json`, 'utf8'));

describe('G-LOS-1 on the bench scenes', () => {
  const dungeon = load('dungeon');
  const degenerate = load('degenerate');
  const dIdx = new SegmentIndex(dungeon.segments);
  const gIdx = new SegmentIndex(degenerate.segments);

  it('G-LOS-1 zero asymmetric pairs on the dungeon (sampled cell centres)', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: dungeon.width - 1 }), fc.integer({ min: 0, max: dungeon.height - 1 }));
    fc.assert(
      fc.property(cell, cell, ([ac, ar], [bc, br]) => {
        expect(dIdx.clear(ac + 0.5, ar + 0.5, bc + 0.5, br + 0.5)).toBe(dIdx.clear(bc + 0.5, br + 0.5, ac + 0.5, ar + 0.5));
      }),
      { numRuns: numRuns(3000), seed: 37 },
    );
  });

  it('G-LOS-1 degenerate scene: lattice points and centres agree with brute force and are symmetric', () => {
    // Half-integer and integer coordinates put many rays exactly through wall vertices.
    const coord = (max: number) => fc.integer({ min: 0, max: 2 * max }).map((v) => v / 2);
    fc.assert(
      fc.property(coord(degenerate.width), coord(degenerate.height), coord(degenerate.width), coord(degenerate.height), (ax, ay, bx, by) => {
        const ab = gIdx.clear(ax, ay, bx, by);
        expect(gIdx.clear(bx, by, ax, ay)).toBe(ab);
        expect(bruteClear(degenerate.segments, ax, ay, bx, by)).toBe(ab);
      }),
      { numRuns: numRuns(1500), seed: 11 },
    );
  });

  it('G-LOS-5 dungeon FOV (r = 30) is symmetric between viewers and equals exact LOS', () => {
    const vs: Array<[number, number]> = [];
    for (let i = 0; i < 8; i++) vs.push([dungeon.viewers[2 * i], dungeon.viewers[2 * i + 1]]);
    const fovs = vs.map(([x, y]) => fovCells(dIdx, x, y, dungeon.width, dungeon.height, { rangeInches: 30 }));
    const at = (m: Uint8Array, x: number, y: number) => m[Math.floor(y) * dungeon.width + Math.floor(x)];
    vs.forEach(([ax, ay], a) =>
      vs.forEach(([bx, by], b) => {
        expect(at(fovs[a], bx, by)).toBe(at(fovs[b], ax, ay));
      }),
    );
    const [vx, vy] = vs[0];
    for (let r = 0; r < dungeon.height; r++)
      for (let c = 0; c < dungeon.width; c++) {
        const want = (c + 0.5 - vx) ** 2 + (r + 0.5 - vy) ** 2 <= 900 && dIdx.clear(vx, vy, c + 0.5, r + 0.5);
        expect(fovs[0][r * dungeon.width + c] === 1).toBe(want);
      }
  });
});
