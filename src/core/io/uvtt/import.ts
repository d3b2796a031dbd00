// Universal VTT (.dd2vtt, .uvtt; format 0.2 and 0.3) -> World, pure.
// UVTT coordinates are grid units relative to resolution.map_origin, and one
// grid square is one inch here (DESIGN: 1 cell = 1"), so inches = coord - origin.
import { z } from 'zod';
import { MAX_MAP_CELLS, SCENARIO_FORMAT, SCENARIO_VERSION, World, type Light, type MapObject, type Point, type Wall } from '../../model/schema';
import { checkReferences } from '../../model/refs';
import { formatIssue, type Issue } from '../../model/issues';
import { limitLines, MAX_OBJECTS, MAX_WALLS, parseJsonText, zodIssues } from '../scenario';
import { base64Prefix, pngSize, sniffImageMime } from './image';

const UPoint = z.object({ x: z.number().finite(), y: z.number().finite() });
const Polyline = z.array(UPoint);
const Uvtt = z.object({
  format: z.number().finite(),
  resolution: z.object({
    map_origin: UPoint.default({ x: 0, y: 0 }),
    map_size: UPoint,
    pixels_per_grid: z.number().positive().finite(),
  }),
  line_of_sight: z.array(Polyline).default([]),
  objects_line_of_sight: z.array(Polyline).default([]),
  portals: z
    .array(
      z.object({
        position: UPoint.optional(),
        bounds: z.array(UPoint).min(2),
        rotation: z.number().optional(),
        closed: z.boolean().default(true),
        freestanding: z.boolean().default(false),
        /** Written by our exporter (io/export/uvtt.ts): door vs window and the lock, which `closed` cannot say. */
        grit: z.object({ kind: z.enum(['door', 'window']), door: z.enum(['open', 'closed', 'locked']).optional() }).optional(),
      }),
    )
    .default([]),
  lights: z
    .array(
      z.object({
        position: UPoint,
        range: z.number().min(0).finite(),
        intensity: z.number().min(0).finite().default(1),
        color: z.string().default('ffffffff'),
        shadows: z.boolean().default(true),
      }),
    )
    .default([]),
  image: z.string().optional(),
});

export type UvttResult = { ok: true; world: World; warnings: string[] } | { ok: false; errors: string[] };

const KNOWN_FORMATS = [0.2, 0.3];
const EPS = 1e-6;

/**
 * Wall segments, portals and outlines counted from the raw JSON, so a hostile
 * file (a million walls) is refused before zod checks every point.
 */
function uvttCountIssues(value: unknown): Issue[] {
  if (!value || typeof value !== 'object') return [];
  const v = value as Record<string, unknown>;
  const segments = (key: string) => (Array.isArray(v[key]) ? (v[key] as unknown[]).reduce<number>((n, line) => n + (Array.isArray(line) ? Math.max(0, line.length - 1) : 0), 0) : 0);
  const portals = Array.isArray(v.portals) ? v.portals.length : 0;
  const outlines = Array.isArray(v.objects_line_of_sight) ? v.objects_line_of_sight.length : 0;
  const walls = segments('line_of_sight') + segments('objects_line_of_sight') + portals;
  const issues: Issue[] = [];
  if (walls > MAX_WALLS) issues.push({ path: ['line_of_sight'], message: `${walls} wall segments and portals is more than GRIT Table reads (at most ${MAX_WALLS})` });
  if (outlines > MAX_OBJECTS) issues.push({ path: ['objects_line_of_sight'], message: `${outlines} object outlines is more than GRIT Table reads (at most ${MAX_OBJECTS})` });
  return issues;
}

export function importUvtt(text: string, fileLabel: string): UvttResult {
  const json = parseJsonText(text, fileLabel, uvttCountIssues);
  if (!json.ok) return json;
  const fail = (issues: Issue[]): UvttResult => ({ ok: false, errors: limitLines(issues.map((i) => formatIssue(fileLabel, i))) });
  if (!json.value || typeof json.value !== 'object' || Array.isArray(json.value)) return fail([{ path: [], message: 'expected a Universal VTT JSON object' }]);
  const parsed = Uvtt.safeParse(json.value);
  if (!parsed.success) return fail(zodIssues(parsed.error, json.value));
  const u = parsed.data;
  const warnings: string[] = [];
  const warn = (path: Issue['path'], message: string) => warnings.push(`${formatIssue(fileLabel, { path, message })} (warning)`);

  if (!KNOWN_FORMATS.includes(u.format)) warn(['format'], `Universal VTT format ${u.format} is not 0.2 or 0.3; read as 0.3`);
  const { map_origin: origin, map_size: size } = u.resolution;
  const widthCells = Math.ceil(size.x - EPS);
  const heightCells = Math.ceil(size.y - EPS);
  for (const [axis, cells] of [
    ['x', widthCells],
    ['y', heightCells],
  ] as const) {
    if (cells < 1) return fail([{ path: ['resolution', 'map_size', axis], message: `map size ${size[axis]} must be at least 1 grid square` }]);
    if (cells > MAX_MAP_CELLS)
      return fail([{ path: ['resolution', 'map_size', axis], message: `${size[axis]} grid squares is too large: maps are capped at ${MAX_MAP_CELLS}x${MAX_MAP_CELLS} cells` }]);
  }
  if (Math.abs(size.x - widthCells) > EPS || Math.abs(size.y - heightCells) > EPS)
    warn(['resolution', 'map_size'], `${size.x}x${size.y} is not whole squares; the map is rounded up to ${widthCells}x${heightCells}`);

  const toInches = (p: { x: number; y: number }): Point => ({ x: round(p.x - origin.x), y: round(p.y - origin.y) });
  const walls: Record<string, Wall> = {};
  const objects: Record<string, MapObject> = {};
  let nWall = 0;
  let nDoor = 0;
  let nWin = 0;
  let nObj = 0;
  let dropped = 0;
  const addSegments = (line: Array<{ x: number; y: number }>) => {
    for (let i = 0; i + 1 < line.length; i++) {
      const a = toInches(line[i]);
      const b = toInches(line[i + 1]);
      if (samePoint(a, b)) {
        dropped++;
        continue;
      }
      const id = `w${++nWall}`;
      walls[id] = { id, kind: 'wall', a, b } as Wall;
    }
  };

  u.line_of_sight.forEach((line) => addSegments(line));
  // Open outlines are common (36 on one small map): one summary line, naming the first few.
  const openOutlines: number[] = [];
  u.objects_line_of_sight.forEach((line, i) => {
    const pts = line.map(toInches);
    const closed = pts.length >= 4 && samePoint(pts[0], pts[pts.length - 1]);
    if (closed) {
      // A closed outline is a solid thing (pillar, boulder): a high object blocks sight and movement.
      const id = `obj${++nObj}`;
      objects[id] = { id, name: `Obstacle ${nObj}`, height: 'high', shape: { kind: 'polygon', points: pts.slice(0, -1) } } as MapObject;
    } else {
      if (line.length >= 2) openOutlines.push(i);
      addSegments(line);
    }
  });
  if (openOutlines.length) {
    const shown = openOutlines
      .slice(0, 5)
      .map((i) => `[${i}]`)
      .join(', ');
    const more = openOutlines.length > 5 ? ` and ${openOutlines.length - 5} more` : '';
    warn(['objects_line_of_sight'], `${openOutlines.length} open outlines (${shown}${more}) imported as wall segments`);
  }
  // UVTT has no window flag: a portal is a door and `closed` is its state, as
  // PlanarAlly and Owlbear's UVTT importer read it (Foundry's dd-import with
  // "openable windows" too). Windows are set by hand in the scenario (kind "window").
  u.portals.forEach((p, i) => {
    const a = toInches(p.bounds[0]);
    const b = toInches(p.bounds[p.bounds.length - 1]);
    if (samePoint(a, b)) {
      warn(['portals', i, 'bounds'], 'portal of zero width skipped');
      return;
    }
    // Our own export marks each portal's kind and state (`grit`); other tools' portals are all
    // doors, `closed` being their state, as PlanarAlly and Owlbear read them (windows are set by hand).
    if (!p.grit || p.grit.kind === 'door') {
      const id = `d${++nDoor}`;
      walls[id] = { id, kind: 'door', a, b, door: p.grit?.door ?? (p.closed ? 'closed' : 'open') } as Wall;
    } else {
      const id = `win${++nWin}`;
      walls[id] = { id, kind: 'window', a, b } as Wall;
    }
  });
  if (dropped) warn(['line_of_sight'], `${dropped} zero-length segments dropped`);
  const cut = cutWallsUnderPortals(walls);
  if (cut) warn(['portals'], `${cut} wall segments ran through doors or windows and were cut there`);

  const lights: Light[] = u.lights.map((l) => ({
    position: toInches(l.position),
    rangeInches: l.range,
    intensity: l.intensity,
    colour: argbToCss(l.color),
    shadows: l.shadows,
  }));

  let background: World['map']['background'];
  if (u.image) {
    const b64 = u.image.replace(/\s+/g, '');
    const head = base64Prefix(b64, 32);
    const mime = sniffImageMime(head);
    if (!mime) warn(['image'], 'image is not PNG, JPEG or WebP (by its first bytes); imported without a background');
    else {
      background = { src: `data:${mime};base64,${b64}`, originInches: { x: 0, y: 0 }, widthInches: size.x, heightInches: size.y };
      const px = pngSize(head);
      const ppg = u.resolution.pixels_per_grid;
      if (px && (Math.abs(px.width - size.x * ppg) > 1 || Math.abs(px.height - size.y * ppg) > 1))
        warn(['image'], `image is ${px.width}x${px.height} px but map_size x pixels_per_grid is ${size.x * ppg}x${size.y * ppg}; stretched to the map`);
    }
  } else warn(['image'], 'no image; imported without a background');

  const title = (fileLabel.split(/[\\/]/).pop() ?? fileLabel).replace(/\.(dd2vtt|uvtt|json)$/i, '') || 'Imported map';
  const candidate = {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells, heightCells, ...(background ? { background } : {}) },
    terrainTypes: { floor: { id: 'floor', name: 'Floor', colour: '#8a7a66', apCost: 1 } },
    terrain: { legend: { '.': 'floor' }, rows: Array.from({ length: heightCells }, () => '.'.repeat(widthCells)) },
    walls,
    objects,
    sides: {},
    scenario: { title: title.slice(0, 200), briefing: `Imported from ${title} (Universal VTT ${u.format}).` },
    lights,
  };
  // The result must be a World the loader accepts; anything else is an importer bug or hostile numbers.
  const world = World.safeParse(candidate);
  if (!world.success) return fail(zodIssues(world.error, candidate).map((i) => ({ path: i.path, message: `in the imported scenario: ${i.message}` })));
  const refs = checkReferences(world.data);
  if (refs.length) return fail(refs);
  return { ok: true, world: world.data, warnings };
}

function round(v: number): number {
  // Exporters write float noise like 3.0000000001; keep 1/10000 inch.
  return Math.round(v * 10000) / 10000;
}

function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS;
}

/** UVTT colours are ARGB hex ("ffeccd8b"); 6 digits are taken as RGB. */
export function argbToCss(color: string): string {
  const hex = color.replace(/^#/, '');
  if (/^[0-9a-fA-F]{8}$/.test(hex)) return `#${hex.slice(2).toLowerCase()}`;
  if (/^[0-9a-fA-F]{6}$/.test(hex)) return `#${hex.toLowerCase()}`;
  return '#ffffff';
}

/**
 * Some exporters draw the wall straight through a door. A wall segment lying
 * on a portal would make the door useless, so the covered part is cut out.
 * Returns how many wall segments were cut; `walls` is changed in place.
 */
export function cutWallsUnderPortals(walls: Record<string, Wall>): number {
  const portals = Object.values(walls).filter((w) => w.kind === 'door' || w.kind === 'window');
  if (portals.length === 0) return 0;
  let cut = 0;
  let extra = 0;
  for (const wall of Object.values(walls)) {
    if (wall.kind !== 'wall') continue;
    const dx = wall.b.x - wall.a.x;
    const dy = wall.b.y - wall.a.y;
    const len2 = dx * dx + dy * dy;
    // Parameter intervals [t0, t1] of the wall covered by collinear portals.
    const covered: Array<[number, number]> = [];
    for (const p of portals) {
      const cross = (q: Point) => Math.abs(dx * (q.y - wall.a.y) - dy * (q.x - wall.a.x)) / Math.sqrt(len2);
      if (cross(p.a) > 1e-6 || cross(p.b) > 1e-6) continue;
      const t = (q: Point) => ((q.x - wall.a.x) * dx + (q.y - wall.a.y) * dy) / len2;
      const t0 = Math.max(0, Math.min(t(p.a), t(p.b)));
      const t1 = Math.min(1, Math.max(t(p.a), t(p.b)));
      if (t1 - t0 > 1e-6) covered.push([t0, t1]);
    }
    if (covered.length === 0) continue;
    covered.sort((u, v) => u[0] - v[0]);
    const keep: Array<[number, number]> = [];
    let from = 0;
    for (const [t0, t1] of covered) {
      if (t0 - from > 1e-6) keep.push([from, t0]);
      from = Math.max(from, t1);
    }
    if (1 - from > 1e-6) keep.push([from, 1]);
    cut++;
    const at = (t: number): Point => ({ x: round(wall.a.x + dx * t), y: round(wall.a.y + dy * t) });
    delete walls[wall.id];
    keep.forEach(([t0, t1], k) => {
      const id = k === 0 ? wall.id : `${wall.id}-${++extra}`;
      walls[id] = { ...wall, id, a: at(t0), b: at(t1) } as Wall;
    });
  }
  return cut;
}
