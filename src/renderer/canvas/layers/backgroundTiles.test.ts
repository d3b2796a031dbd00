import { describe, expect, it } from 'vitest';
import { backgroundTiles, backgroundUrl } from './backgroundTiles';
import { PX_PER_INCH } from '../units';

describe('map background tiles (issue 16 fix 9)', () => {
  it('a 7680 px picture of a 60 × 60 map is cut to tiles of at most 2048 texels, kept at 2 × 48 texels per inch, covering the map exactly', () => {
    const bg = { src: 'x.png', originInches: { x: 0, y: 0 }, widthInches: 60, heightInches: 60 };
    const tiles = backgroundTiles(7680, 7680, bg);
    // 128 image px per inch kept at 96 texels per inch: 5760 texels a side, 3 × 3 tiles.
    expect(tiles).toHaveLength(9);
    for (const t of tiles) {
      expect(t.tw).toBeLessThanOrEqual(2048);
      expect(t.th).toBeLessThanOrEqual(2048);
    }
    expect(tiles.reduce((n, t) => n + t.tw * t.th, 0) / (5760 * 5760)).toBeCloseTo(1, 2);
    const right = Math.max(...tiles.map((t) => t.x + t.w)),
      bottom = Math.max(...tiles.map((t) => t.y + t.h));
    expect(right).toBeCloseTo(60 * PX_PER_INCH, 6);
    expect(bottom).toBeCloseTo(60 * PX_PER_INCH, 6);
    // Tiles meet edge to edge: each next tile starts where the previous ends.
    const row = tiles.filter((t) => t.sy === 0).sort((a, b) => a.x - b.x);
    for (let i = 1; i < row.length; i++) expect(row[i].x).toBeCloseTo(row[i - 1].x + row[i - 1].w, 6);
  });

  it('a small picture is one tile at its own size, placed at its origin in inches', () => {
    const tiles = backgroundTiles(240, 160, { src: 'x.png', originInches: { x: 2, y: 1 }, widthInches: 24, heightInches: 16 });
    expect(tiles).toEqual([{ sx: 0, sy: 0, sw: 240, sh: 160, tw: 240, th: 160, x: 2 * PX_PER_INCH, y: PX_PER_INCH, w: 24 * PX_PER_INCH, h: 16 * PX_PER_INCH }]);
  });

  it('data URLs are used as they are; a relative path is looked up next to the shipped maps', () => {
    expect(backgroundUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(backgroundUrl('art/street.png', 'http://localhost:4173/')).toBe('http://localhost:4173/maps/art/street.png');
  });
});
