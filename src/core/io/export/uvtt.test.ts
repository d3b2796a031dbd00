import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { importUvtt } from '../uvtt/import';
import { parseScenarioText } from '../scenario';
import type { World } from '../../model/schema';
import { backgroundBase64, exportUvtt } from './uvtt';

/** Walls, doors and windows as comparable strings: kind, door state, ends (either direction). */
function wallSet(world: World): string[] {
  const key = (p: { x: number; y: number }) => `${+p.x.toFixed(4)},${+p.y.toFixed(4)}`;
  return Object.values(world.walls)
    .filter((w) => w.kind === 'wall' || w.kind === 'door' || w.kind === 'window')
    .map((w) => `${w.kind}${w.kind === 'door' ? `:${w.door ?? 'closed'}` : ''} ${[key(w.a), key(w.b)].sort().join(' ')}`)
    .sort();
}

function load(path: string): World {
  const r = parseScenarioText(readFileSync(path, 'utf8'), path);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.world;
}

function roundTrip(world: World, label: string): World {
  const out = exportUvtt(world, { pixelsPerGrid: 50, imageBase64: backgroundBase64(world) ?? undefined });
  if (!out.ok) throw new Error(out.error);
  const back = importUvtt(out.text, label);
  if (!back.ok) throw new Error(back.errors.join('\n'));
  return back.world;
}

describe('Universal VTT export round trip', () => {
  const shipped = readdirSync('maps').filter((f) => f.endsWith('.grit.json'));
  it('covers every shipped scenario', () => expect(shipped.length).toBeGreaterThanOrEqual(3));

  for (const file of shipped) {
    it(`maps/${file}: importing the export gives back the same walls, doors (with state) and windows`, () => {
      const world = load(`maps/${file}`);
      const back = roundTrip(world, `${file}.dd2vtt`);
      expect(wallSet(back)).toEqual(wallSet(world));
      expect(wallSet(world).some((w) => w.startsWith('door'))).toBe(true);
      expect([back.map.widthCells, back.map.heightCells]).toEqual([world.map.widthCells, world.map.heightCells]);
      // High objects block sight: they go out as closed outlines and come back as high obstacles.
      const high = Object.values(world.objects).filter((o) => o.height === 'high').length;
      expect(Object.values(back.objects).filter((o) => o.height === 'high')).toHaveLength(high);
    });
  }

  for (const fixture of ['test/fixtures/io/cabin.dd2vtt', 'test/fixtures/io/shed.uvtt']) {
    it(`${fixture}: import, export, import gives the same walls, doors, windows, lights and picture`, () => {
      const first = importUvtt(readFileSync(fixture, 'utf8'), fixture);
      if (!first.ok) throw new Error(first.errors.join('\n'));
      const back = roundTrip(first.world, fixture);
      expect(wallSet(back)).toEqual(wallSet(first.world));
      expect(wallSet(back).length).toBeGreaterThan(0);
      expect(back.lights).toEqual(first.world.lights);
      expect(back.map.background?.src).toBe(first.world.map.background?.src);
      expect(Object.values(back.objects).map((o) => o.shape)).toEqual(Object.values(first.world.objects).map((o) => o.shape));
    });
  }

  it('an open door stays a door and a locked door stays locked (UVTT `closed` alone would make the open one a window)', () => {
    const world = load('test/fixtures/dusty-street.grit.json');
    const doorId = Object.values(world.walls).find((w) => w.kind === 'door')!.id;
    const otherId = Object.values(world.walls).filter((w) => w.kind === 'door')[1]!.id;
    const changed: World = { ...world, walls: { ...world.walls, [doorId]: { ...world.walls[doorId], door: 'open' }, [otherId]: { ...world.walls[otherId], door: 'locked' } } };
    const out = exportUvtt(changed, { pixelsPerGrid: 70 });
    if (!out.ok) throw new Error(out.error);
    const portals = JSON.parse(out.text).portals as Array<{ closed: boolean; grit: { kind: string; door?: string } }>;
    expect(
      portals
        .filter((p) => p.grit.kind === 'door')
        .map((p) => [p.closed, p.grit.door])
        .sort(),
    ).toEqual([
      [false, 'open'],
      [true, 'locked'],
    ]);
    expect(wallSet(roundTrip(changed, 'x.dd2vtt'))).toEqual(wallSet(changed));
  });

  it('writes format 0.3 with resolution.pixels_per_grid, walls as line_of_sight polylines and the map size', () => {
    const world = load('test/fixtures/dusty-street.grit.json');
    const out = exportUvtt(world, { pixelsPerGrid: 64, imageBase64: 'iVBORw0KGgo=' });
    if (!out.ok) throw new Error(out.error);
    const doc = JSON.parse(out.text);
    expect(doc.format).toBe(0.3);
    expect(doc.resolution).toEqual({ map_origin: { x: 0, y: 0 }, map_size: { x: world.map.widthCells, y: world.map.heightCells }, pixels_per_grid: 64 });
    const segments = (doc.line_of_sight as unknown[][]).reduce((n, line) => n + line.length - 1, 0);
    expect(segments).toBe(Object.values(world.walls).filter((w) => w.kind === 'wall').length);
    expect(doc.image).toBe('iVBORw0KGgo=');
    expect(out.skipped.join(' ')).toMatch(/low walls and fences/);
  });

  it('refuses hex maps, naming map.grid', () => {
    const hex = load('test/fixtures/hex-moor.grit.json');
    const out = exportUvtt(hex, { pixelsPerGrid: 50 });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatch(/^\$\.map\.grid: Universal VTT has no hex-(pointy|flat) grids/);
  });
});
