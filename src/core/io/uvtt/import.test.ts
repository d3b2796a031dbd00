import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { argbToCss, importUvtt } from './import';
import { base64Prefix, sniffImageMime } from './image';
import { MAX_WALLS, parseScenarioText, serializeScenario } from '../scenario';

const cabin = readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8');
const shed = readFileSync('test/fixtures/io/shed.uvtt', 'utf8');
const seg = (w: { a: { x: number; y: number }; b: { x: number; y: number } }) => [w.a.x, w.a.y, w.b.x, w.b.y];

describe('Universal VTT import (format 0.3, map_origin 2,1)', () => {
  const r = importUvtt(cabin, 'maps/cabin.dd2vtt');
  if (!r.ok) throw new Error(r.errors.join('\n'));
  const { world } = r;
  const walls = Object.values(world.walls);
  const byKind = (k: string) => walls.filter((w) => w.kind === k).map(seg);

  it('map size in cells from map_size, one square per inch', () => {
    expect([world.map.widthCells, world.map.heightCells]).toEqual([10, 6]);
    expect(world.terrain.rows).toHaveLength(6);
  });

  it('line_of_sight polylines become wall segments at origin-relative inch positions', () => {
    expect(byKind('wall')).toEqual([
      [0, 0, 10, 0],
      [10, 0, 10, 6],
      [2, 0, 2, 3],
      [2, 3, 4, 3],
      [5, 3, 7, 3],
      [7, 3, 7, 2],
      [7, 1, 7, 0],
      // the open objects_line_of_sight outline
      [1, 5, 1.5, 5.5],
    ]);
  });

  it('every portal is a door and `closed` is its state: an open portal is an open door, not a window', () => {
    expect(walls.filter((w) => w.kind === 'door').map((w) => [w.door, ...seg(w)])).toEqual([
      ['closed', 4, 3, 5, 3],
      ['open', 7, 1, 7, 2],
      ['closed', 3, 5, 3, 6],
    ]);
    expect(byKind('window')).toEqual([]);
  });

  it('a closed objects_line_of_sight outline becomes a high polygon object', () => {
    const objs = Object.values(world.objects);
    expect(objs).toHaveLength(1);
    expect(objs[0].height).toBe('high');
    expect(objs[0].shape).toEqual({
      kind: 'polygon',
      points: [
        { x: 8, y: 4 },
        { x: 9, y: 4 },
        { x: 9, y: 5 },
        { x: 8, y: 5 },
      ],
    });
  });

  it('lights are kept as data with ARGB colour turned into CSS', () => {
    expect(world.lights).toEqual([{ position: { x: 3, y: 2 }, rangeInches: 4, intensity: 0.8, colour: '#eccd8b', shadows: true }]);
  });

  it('the PNG image becomes a background data URL aligned to the grid, without size warnings', () => {
    expect(world.map.background?.src.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(world.map.background).toMatchObject({ originInches: { x: 0, y: 0 }, widthInches: 10, heightInches: 6 });
    expect(r.warnings.filter((w) => w.includes('$.image'))).toEqual([]);
  });

  it('the imported World is a valid scenario that survives save and load', () => {
    const back = parseScenarioText(serializeScenario(world), 'cabin.grit.json');
    expect(back.ok && back.world).toEqual(world);
  });
});

describe('Universal VTT import (format 0.2)', () => {
  it('reads a 0.2 file: JPEG detected, zero-length segment dropped with a warning, open freestanding portal is an open door', () => {
    const r = importUvtt(shed, 'shed.uvtt');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(r.world.map.background?.src.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(Object.values(r.world.walls).map((w) => [w.kind, ...seg(w)])).toEqual([
      ['wall', 0, 0, 4, 0],
      ['door', 1.5, 3, 2.5, 3],
    ]);
    expect(r.world.walls.d1?.door).toBe('open');
    expect(r.warnings).toContain('shed.uvtt: $.line_of_sight: 1 zero-length segments dropped (warning)');
  });
});

describe('Universal VTT import refuses bad input with file and JSON path', () => {
  const edit = (fn: (j: any) => void) => {
    const j = JSON.parse(cabin);
    fn(j);
    return JSON.stringify(j);
  };
  it('wrong types', () => {
    const r = importUvtt(
      edit((j) => (j.line_of_sight[1][2].x = 'six')),
      'c.dd2vtt',
    );
    expect(!r.ok && r.errors[0]).toMatch(/^c\.dd2vtt: \$\.line_of_sight\[1\]\[2\]\.x: .*expected number/);
  });
  it('enormous map', () => {
    const r = importUvtt(
      edit((j) => (j.resolution.map_size.x = 5000)),
      'c.dd2vtt',
    );
    expect(!r.ok && r.errors[0]).toBe('c.dd2vtt: $.resolution.map_size.x: 5000 grid squares is too large: maps are capped at 1000x1000 cells');
  });
  it('truncated file', () => {
    const r = importUvtt(cabin.slice(0, 300), 'c.dd2vtt');
    expect(!r.ok && r.errors[0]).toMatch(/^c\.dd2vtt: \$: not valid JSON/);
  });
  it('image that is not PNG, JPEG or WebP is skipped with a warning', () => {
    const r = importUvtt(
      edit((j) => (j.image = 'R0lGODlhAQABAAAAACw=')),
      'c.dd2vtt',
    );
    expect(r.ok && r.world.map.background).toBeUndefined();
    expect(r.ok && r.warnings.some((w) => w.startsWith('c.dd2vtt: $.image: image is not PNG, JPEG or WebP'))).toBe(true);
  });
});

describe('Universal VTT import: unusual and hostile files', () => {
  it('36 open outlines give one summary warning, not 36 lines', () => {
    const j = JSON.parse(cabin);
    j.objects_line_of_sight = Array.from({ length: 36 }, (_, i) => [
      { x: 2 + i / 10, y: 5 },
      { x: 2.05 + i / 10, y: 5.5 },
    ]);
    const r = importUvtt(JSON.stringify(j), 'c.dd2vtt');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const outlineWarnings = r.warnings.filter((w) => w.includes('objects_line_of_sight'));
    expect(outlineWarnings).toEqual(['c.dd2vtt: $.objects_line_of_sight: 36 open outlines ([0], [1], [2], [3], [4] and 31 more) imported as wall segments (warning)']);
  });

  it('more wall segments than the cap are refused by count, with the count and the cap, before any point is checked', () => {
    // One polyline of MAX_WALLS + 2 "points" that are not even points: the count comes first.
    const text = `{"format":0.3,"resolution":{"map_origin":{"x":0,"y":0},"map_size":{"x":10,"y":6},"pixels_per_grid":70},"line_of_sight":[[${Array(MAX_WALLS + 2)
      .fill(0)
      .join(',')}]],"portals":[{},{}]}`;
    const r = importUvtt(text, 'cave.dd2vtt');
    expect(r.ok ? [] : r.errors).toEqual([`cave.dd2vtt: $.line_of_sight: ${MAX_WALLS + 3} wall segments and portals is more than GRIT Table reads (at most ${MAX_WALLS})`]);
  });

  it('a UTF-8 byte-order mark (Windows Notepad) is accepted', () => {
    const r = importUvtt('\uFEFF' + cabin, 'c.dd2vtt');
    expect(r.ok).toBe(true);
  });
});

describe('image sniffing', () => {
  it('detects PNG, JPEG and WebP by magic bytes', () => {
    expect(sniffImageMime(base64Prefix('iVBORw0KGgoAAAANSUhEUg', 12))).toBe('image/png');
    expect(sniffImageMime(base64Prefix('/9j/4AAQSkZJRg', 12))).toBe('image/jpeg');
    expect(sniffImageMime(base64Prefix('UklGRiQAAABXRUJQVlA4', 12))).toBe('image/webp');
    expect(sniffImageMime(base64Prefix('R0lGODlhAQABAAAAACw=', 12))).toBeNull();
    expect(argbToCss('80112233')).toBe('#112233');
  });
});

describe('walls drawn through doors', () => {
  it('the part of a wall under a door is cut out, the rest kept', () => {
    const j = JSON.parse(shed);
    j.line_of_sight = [
      [
        { x: 0, y: 3 },
        { x: 4, y: 3 },
      ],
    ];
    j.portals[0].closed = true;
    const r = importUvtt(JSON.stringify(j), 'shed.uvtt');
    if (!r.ok) throw new Error(r.errors.join('\n'));
    expect(Object.values(r.world.walls).map((w) => [w.kind, ...seg(w)])).toEqual([
      ['door', 1.5, 3, 2.5, 3],
      ['wall', 0, 3, 1.5, 3],
      ['wall', 2.5, 3, 4, 3],
    ]);
    expect(r.warnings).toContain('shed.uvtt: $.portals: 1 wall segments ran through doors or windows and were cut there (warning)');
  });
});
