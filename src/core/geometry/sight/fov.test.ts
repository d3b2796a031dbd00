import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentIndex } from './segmentIndex';
import { parseAsciiMap } from './asciiMap';
import { fovCells } from './fov';
import { pointInPolygon, visibilityPolygon } from './visibility';
import { pointSegmentDistance } from './cover';

const room = parseAsciiMap(`
  ##########
  #........#
  #..#.....#
  #..#..##.#
  #........#
  ####.#####
  #........#
  #.#.#.#..#
  ##########`);

function exactFov(idx: SegmentIndex, c: number, r: number, w: number, h: number, range = Infinity): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let rr = 0; rr < h; rr++)
    for (let cc = 0; cc < w; cc++) {
      const dx = cc - c,
        dy = rr - r;
      if (dx * dx + dy * dy <= range * range && idx.clear(c + 0.5, r + 0.5, cc + 0.5, rr + 0.5)) out[rr * w + cc] = 1;
    }
  return out;
}

describe('G-LOS-5 field of view as cells', () => {
  it('G-LOS-5 FOV cells equal exact centre-to-centre LOS on an ASCII room', () => {
    const idx = new SegmentIndex(room.segments);
    for (let r = 1; r < room.height - 1; r++)
      for (let c = 1; c < room.width - 1; c++) {
        if (room.solid(c, r)) continue;
        const got = fovCells(idx, c + 0.5, r + 0.5, room.width, room.height);
        expect(Array.from(got)).toEqual(Array.from(exactFov(idx, c, r, room.width, room.height)));
      }
  });

  it('G-LOS-5 property: FOV with range equals exact LOS and is symmetric on random block maps', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 })), { maxLength: 30 }), fc.integer({ min: 3, max: 9 }), (blocks, range) => {
        const rows = Array.from({ length: 12 }, (_, r) => Array.from({ length: 12 }, (_, c) => (blocks.some(([bc, br]) => bc === c && br === r) ? '#' : '.')).join(''));
        const map = parseAsciiMap(rows.join('\n'));
        const idx = new SegmentIndex(map.segments);
        const open: Array<[number, number]> = [];
        for (let r = 0; r < 12; r++) for (let c = 0; c < 12; c++) if (!map.solid(c, r)) open.push([c, r]);
        const fovs = new Map<number, Uint8Array>();
        for (const [c, r] of open.slice(0, 12)) {
          const got = fovCells(idx, c + 0.5, r + 0.5, 12, 12, { rangeInches: range });
          const want = exactFov(idx, c, r, 12, 12, range);
          for (const [oc, or] of open) expect(got[or * 12 + oc]).toBe(want[or * 12 + oc]);
          fovs.set(r * 12 + c, got);
        }
        for (const [a, fa] of fovs) for (const [b, fb] of fovs) expect(fa[b]).toBe(fb[a]);
      }),
      { numRuns: 30 },
    );
  });

  it('G-LOS-5 points well inside the visibility polygon are visible, points well outside are not', () => {
    const coord = fc.integer({ min: 1, max: 1999 }).map((v) => v / 100);
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord, coord, coord), { maxLength: 15 }), coord, coord, fc.array(fc.tuple(coord, coord), { minLength: 20, maxLength: 20 }), (segs, px, py, probes) => {
        // Crossing walls are split by the index, so they are allowed here.
        const idx = new SegmentIndex(segs.flat(), { bounds: { minX: 0, minY: 0, maxX: 20, maxY: 20 } });
        const poly = visibilityPolygon(idx, px, py, { box: { minX: 0, minY: 0, maxX: 20, maxY: 20 } });
        for (const [x, y] of probes) {
          // Skip probes near the polygon outline, where rounding decides.
          let nearEdge = false;
          for (let i = 0, n = poly.length, j = n - 2; i < n; j = i, i += 2) if (pointSegmentDistance(x, y, poly[j], poly[j + 1], poly[i], poly[i + 1]) < 0.02) nearEdge = true;
          if (nearEdge || !(x > 0 && x < 20 && y > 0 && y < 20)) continue;
          expect(pointInPolygon(poly, x, y)).toBe(idx.clear(px, py, x, y));
        }
      }),
      { numRuns: 100 },
    );
  });
});
