import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SegmentIndex } from './segmentIndex';
import { parseAsciiMap, type AsciiMap } from './asciiMap';
import { gridFovCells } from './gridFov';
import { numRuns } from '../../rules/testing/runs';

function solidOf(map: AsciiMap): Uint8Array {
  const s = new Uint8Array(map.width * map.height);
  for (let r = 0; r < map.height; r++) for (let c = 0; c < map.width; c++) if (map.solid(c, r)) s[r * map.width + c] = 1;
  return s;
}

/** Reference: exact segment LOS between cell centres (G-LOS-1). */
function exactFov(idx: SegmentIndex, map: AsciiMap, c: number, r: number, range: number): Uint8Array {
  const out = new Uint8Array(map.width * map.height);
  for (let rr = 0; rr < map.height; rr++)
    for (let cc = 0; cc < map.width; cc++) {
      const dx = cc - c,
        dy = rr - r;
      if (dx * dx + dy * dy <= range * range && !map.solid(cc, rr) && idx.clear(c + 0.5, r + 0.5, cc + 0.5, rr + 0.5)) out[rr * map.width + cc] = 1;
    }
  out[r * map.width + c] = 1;
  return out;
}

describe('G-LOS-5 cell-native field of view on solid cells', () => {
  it('G-LOS-1 corner rule: sight passes a single block corner, not a pinch between diagonal blocks', () => {
    // A's diagonal ray to B runs through the lattice point between the two blocks.
    const pinch = parseAsciiMap(`
      A....
      ..#..
      .#...
      ...B.
      .....`);
    const one = parseAsciiMap(`
      A....
      ..#..
      .....
      ...B.
      .....`);
    for (const [map, seen] of [
      [pinch, 0],
      [one, 1],
    ] as const) {
      const got = gridFovCells(solidOf(map), map.width, map.height, 0, 0, 10);
      expect(got[3 * map.width + 3]).toBe(seen);
      expect(Array.from(got)).toEqual(Array.from(exactFov(new SegmentIndex(map.segments), map, 0, 0, 10)));
    }
  });

  it('G-LOS-5 property: cells equal exact centre-to-centre LOS and are symmetric on random block maps', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 13 })), { maxLength: 50 }), fc.integer({ min: 2, max: 14 }), (blocks, range) => {
        const rows = Array.from({ length: 14 }, (_, r) => Array.from({ length: 14 }, (_, c) => (blocks.some(([bc, br]) => bc === c && br === r) ? '#' : '.')).join(''));
        const map = parseAsciiMap(rows.join('\n'));
        const idx = new SegmentIndex(map.segments);
        const solid = solidOf(map);
        const fovs = new Map<number, Uint8Array>();
        for (let r = 0; r < 14; r++)
          for (let c = 0; c < 14; c++) {
            if (map.solid(c, r) || (r * 14 + c) % 3 !== 0) continue;
            const got = gridFovCells(solid, 14, 14, c, r, range);
            expect(Array.from(got)).toEqual(Array.from(exactFov(idx, map, c, r, range)));
            fovs.set(r * 14 + c, got);
          }
        for (const [a, fa] of fovs) for (const [b, fb] of fovs) expect(fa[b]).toBe(fb[a]);
      }),
      // 20 of the 60 seeded cases in npm test, all 60 under npm run test:long (the unit run's slowest property).
      { numRuns: numRuns(60, 20), seed: 21 },
    );
  });
});
