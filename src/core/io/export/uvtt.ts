// World -> Universal VTT 0.3 (.dd2vtt), pure: the picture comes in as base64
// PNG from the caller (the CLI encodes with pngjs, the app with a canvas), so
// core needs no image encoder. One grid square is one inch (DESIGN), so UVTT
// grid coordinates are our inches with map_origin (0,0).
import type { Point } from '../../geometry/grid';
import type { Light, MapObject, Wall, World } from '../../model/schema';

export interface UvttExportOptions {
  pixelsPerGrid: number;
  /** Base64 PNG/JPEG/WebP of the map, map_size x pixels_per_grid pixels; absent = no image. */
  imageBase64?: string;
}

/**
 * Our door/window distinction and lock state, which UVTT's `closed` flag
 * cannot carry (an open door and a window are both "not closed"). Other VTTs
 * ignore unknown keys; our importer reads it back (import.ts).
 */
export interface GritPortalExtra {
  kind: 'door' | 'window';
  door?: 'open' | 'closed' | 'locked';
}

export type UvttExportResult = { ok: true; text: string; skipped: string[] } | { ok: false; error: string };

const CIRCLE_SIDES = 24;

/** The map's background picture as base64 when it is an embedded data URL (kept as the UVTT image). */
export function backgroundBase64(world: World): string | null {
  const src = world.map.background?.src;
  const m = src ? /^data:image\/(png|jpeg|webp);base64,(.*)$/s.exec(src) : null;
  return m ? m[2] : null;
}

export function exportUvtt(world: World, options: UvttExportOptions): UvttExportResult {
  if (world.map.grid !== 'square') return { ok: false, error: `$.map.grid: Universal VTT has no ${world.map.grid} grids (its walls and portals are for square grids); export PNG or PDF instead` };
  const skipped: string[] = [];
  const lineOfSight: Point[][] = [];
  const portals: unknown[] = [];
  let lowWalls = 0;
  for (const w of sortedWalls(world)) {
    if (w.kind === 'wall') lineOfSight.push([pt(w.a), pt(w.b)]);
    else if (w.kind === 'door' || w.kind === 'window') portals.push(portal(w));
    else lowWalls++;
  }
  if (lowWalls) skipped.push(`${lowWalls} low walls and fences (UVTT walls block sight; these do not)`);
  const objectsLineOfSight: Point[][] = [];
  let lowObjects = 0;
  for (const o of Object.values(world.objects)) {
    if (o.height !== 'high') {
      lowObjects++;
      continue;
    }
    const outline = objectOutline(o);
    objectsLineOfSight.push([...outline, outline[0]].map(pt));
  }
  if (lowObjects) skipped.push(`${lowObjects} low objects (they give cover but do not block sight)`);
  const doc = {
    format: 0.3,
    resolution: {
      map_origin: { x: 0, y: 0 },
      map_size: mapSize(world, !!options.imageBase64 && options.imageBase64 === backgroundBase64(world)),
      pixels_per_grid: options.pixelsPerGrid,
    },
    line_of_sight: chainSegments(lineOfSight),
    objects_line_of_sight: objectsLineOfSight,
    portals,
    environment: { baked_lighting: false, ambient_light: 'ffffffff' },
    lights: (world.lights ?? []).map(light),
    ...(options.imageBase64 ? { image: options.imageBase64 } : {}),
  };
  return { ok: true, text: JSON.stringify(doc), skipped };
}

/**
 * UVTT stretches its image over map_size. An imported picture of 10.5 squares
 * sat on an 11-square map (the importer rounds up): keep its 10.5 so it is not
 * stretched on the way out; the importer rounds it up to 11 again.
 */
function mapSize(world: World, keptBackground: boolean): Point {
  const bg = world.map.background;
  if (keptBackground && bg && bg.originInches.x === 0 && bg.originInches.y === 0) return { x: bg.widthInches, y: bg.heightInches };
  return { x: world.map.widthCells, y: world.map.heightCells };
}

function sortedWalls(world: World): Wall[] {
  // Record order is file order; keep it so exports of one scenario are byte-identical.
  return Object.values(world.walls);
}

function pt(p: Point): Point {
  return { x: p.x, y: p.y };
}

function portal(w: Wall): Record<string, unknown> {
  const closed = w.kind === 'door' && w.door !== 'open';
  const grit: GritPortalExtra = w.kind === 'door' ? { kind: 'door', door: w.door ?? 'closed' } : { kind: 'window' };
  return {
    position: { x: (w.a.x + w.b.x) / 2, y: (w.a.y + w.b.y) / 2 },
    bounds: [pt(w.a), pt(w.b)],
    rotation: Math.atan2(w.b.y - w.a.y, w.b.x - w.a.x),
    closed,
    freestanding: false,
    grit,
  };
}

function objectOutline(o: MapObject): Point[] {
  if (o.shape.kind === 'polygon') return o.shape.points;
  const { center, radiusInches } = o.shape;
  return Array.from({ length: CIRCLE_SIDES }, (_, i) => ({
    x: round(center.x + radiusInches * Math.cos((2 * Math.PI * i) / CIRCLE_SIDES)),
    y: round(center.y + radiusInches * Math.sin((2 * Math.PI * i) / CIRCLE_SIDES)),
  }));
}

function light(l: Light): Record<string, unknown> {
  return { position: pt(l.position), range: l.rangeInches, intensity: l.intensity, color: `ff${l.colour.slice(1)}`, shadows: l.shadows };
}

/** Joins segments end to start into polylines (fewer, longer walls for the VTT; the same segments on import). */
export function chainSegments(segments: Point[][]): Point[][] {
  const out: Point[][] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    const tail = last?.[last.length - 1];
    if (last && tail && tail.x === s[0].x && tail.y === s[0].y) last.push(s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

function round(v: number): number {
  return Math.round(v * 10000) / 10000;
}
