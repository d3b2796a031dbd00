// World → sight geometry: which records block sight (G-LOS-1), which give
// low cover (G-LOS-3) and which only conceal (G-COV-1 soft blockers).
// Derived structures live in the rules cache (spatial/rulesCache) keyed by
// the World records they come from: immer keeps unchanged sub-objects
// identical, so a figure move reuses the wall index, and a wall edit patches
// the cache's last index in place and moves it to the new World (only the
// changed wall records differ by identity; the session's change set names them).
import { SegmentIndex } from '../../geometry/sight/segmentIndex';
import { addSource, removeSource } from '../../geometry/sight/segmentEdit';
import type { Rect } from '../../geometry/sight/cover';
import { cellCenter, footprintSpanInches, hexEdges, hexOrientation, mapExtentInches, pointToCell, type HexOrientation } from '../../geometry/grid';
import type { Cell, Figure, MapObject, Wall, World } from '../../model/schema';
import type { RulesCache } from '../../spatial/rulesCache';

export interface SightWorld {
  /** Hard blockers: walls, closed/locked doors, high objects, sight-blocking terrain. */
  hard: SegmentIndex;
  /** Soft concealment per cell (foliage, darkness), row-major. */
  concealment: Uint8Array;
  /** Whether any cell conceals (skips the per-line walk when none does). */
  anyConcealment: boolean;
  /** Cells whose terrain blocks sight, row-major. */
  blocking: Uint8Array;
  /**
   * True when the only hard blockers are blocking cells (no sight-blocking
   * walls or high objects): cell FOV can then use gridFov's shadowcasting.
   */
  cellNative: boolean;
  width: number;
  height: number;
}

/** Sides of the polygon that stands in for a circular object. */
const CIRCLE_SIDES = 16;

export function wallBlocksSight(w: Wall): boolean {
  switch (w.kind) {
    case 'wall':
      return true;
    case 'door':
      return w.door !== 'open';
    default:
      return false; // window, low-wall, fence: G-LOS-1
  }
}

export function wallIsLowCover(w: Wall): boolean {
  return w.kind === 'low-wall' || w.kind === 'fence';
}

/** Outline of an object as flat segments (circles as a circumscribed polygon). */
export function objectSegments(o: MapObject): number[] {
  const out: number[] = [];
  if (o.shape.kind === 'polygon') {
    const p = o.shape.points;
    for (let i = 0; i < p.length; i++) {
      const q = p[(i + 1) % p.length];
      out.push(p[i].x, p[i].y, q.x, q.y);
    }
  } else {
    const { center, radiusInches } = o.shape;
    const r = radiusInches / Math.cos(Math.PI / CIRCLE_SIDES);
    for (let i = 0; i < CIRCLE_SIDES; i++) {
      const a0 = (2 * Math.PI * i) / CIRCLE_SIDES,
        a1 = (2 * Math.PI * (i + 1)) / CIRCLE_SIDES;
      out.push(center.x + r * Math.cos(a0), center.y + r * Math.sin(a0), center.x + r * Math.cos(a1), center.y + r * Math.sin(a1));
    }
  }
  return out;
}

interface CacheEntry {
  terrain: World['terrain'];
  terrainTypes: World['terrainTypes'];
  map: World['map'];
  sight: SightWorld;
}

/**
 * What a SightWorld was built from, and the source id in `hard` of each wall
 * record (-1: it does not block sight). Set when the SightWorld is made and
 * handed on to the next SightWorld when its index is patched in place.
 */
interface WallSources {
  walls: World['walls'];
  objects: World['objects'];
  byId: Map<string, { rec: Wall; src: number }>;
}
const wallSources = new WeakMap<SightWorld, WallSources>();

/** Past this many changed wall records a rebuild is cheaper than patching. */
const MAX_PATCHED_WALLS = 64;

/**
 * Which wall records changed since `before` (the session's ChangeSet.walls):
 * lets sightWorld patch without scanning every record (a scan of 3.7k
 * records costs ~250 µs, the patch itself a few µs). The rules cache gives
 * it from the session's last step; callers without a session may pass it.
 */
export interface WallChangeHint {
  before: World;
  wallIds: Iterable<string>;
}

/** The cache slot of sight structures: walls record -> objects record -> entry. */
const SLOT = 'sight';
/** Per cache: the last SightWorld made, the only one an edit may patch in place. */
const LAST_SLOT = 'sight:last';

function entries(cache: RulesCache, walls: World['walls']): WeakMap<object, CacheEntry> {
  return cache.memo(SLOT, walls, () => new WeakMap<object, CacheEntry>());
}

/**
 * The sight structures of `world`: from the cache, or the cache's last one
 * patched in place, or built. Patching in place *moves* the index from the
 * World it was built for to `world`: the older World's entry is dropped, so
 * asked again it is rebuilt from scratch (equal answers) and no answer
 * anyone can still get from the cache changes under it. Copying instead
 * costs ~3 ms on a 3.7k-wall map against ~40 µs for the patch.
 */
export function sightWorld(world: World, cache: RulesCache, hint?: WallChangeHint): SightWorld {
  const inner = entries(cache, world.walls);
  const hit = inner.get(world.objects);
  if (hit && hit.terrain === world.terrain && hit.terrainTypes === world.terrainTypes && hit.map === world.map) return hit.sight;
  const last = cache.memo(LAST_SLOT, cache, () => ({ sight: null as SightWorld | null }));
  const step = cache.stepTo(world);
  const h = hint ?? (step ? { before: step.before, wallIds: step.changes.walls } : undefined);
  const sight = (last.sight && patchInPlace(world, cache, last.sight, h)) ?? buildSightWorld(world);
  inner.set(world.objects, { terrain: world.terrain, terrainTypes: world.terrainTypes, map: world.map, sight });
  last.sight = sight;
  return sight;
}

/**
 * `prev` (this cache's last SightWorld) patched in place for `world` when
 * only some wall records differ from the World it was built for, with its
 * cache entry moved to `world`; null when a rebuild is needed.
 */
function patchInPlace(world: World, cache: RulesCache, prev: SightWorld, hint?: WallChangeHint): SightWorld | null {
  const ws = wallSources.get(prev);
  if (!ws || ws.objects !== world.objects || ws.walls === world.walls) return null;
  const prevEntries = entries(cache, ws.walls);
  const prevEntry = prevEntries.get(ws.objects);
  if (!prevEntry || prevEntry.sight !== prev || prevEntry.terrain !== world.terrain || prevEntry.terrainTypes !== world.terrainTypes || prevEntry.map !== world.map) return null;
  let changed: string[] = [];
  if (hint && hint.before.walls === ws.walls) {
    changed = [...hint.wallIds];
    if (changed.length > MAX_PATCHED_WALLS) return null;
  } else {
    let present = 0;
    for (const id in world.walls) {
      const old = ws.byId.get(id);
      if (old) present++;
      if (old && old.rec === world.walls[id]) continue;
      changed.push(id);
      if (changed.length > MAX_PATCHED_WALLS) return null;
    }
    // Some earlier records are gone: find which.
    if (present < ws.byId.size) for (const id of ws.byId.keys()) if (!(id in world.walls)) changed.push(id);
  }
  if (changed.length > MAX_PATCHED_WALLS) return null;
  // From here `prev` is edited: it leaves the cache whatever happens.
  prevEntries.delete(ws.objects);
  wallSources.delete(prev);
  const byId = ws.byId;
  let cellNative = prev.cellNative;
  for (const id of changed) {
    const old = byId.get(id);
    if (old && old.rec === world.walls[id]) continue;
    if (old && old.src >= 0) removeSource(prev.hard, old.src);
    byId.delete(id);
    const w = world.walls[id];
    if (!w) continue;
    if (wallBlocksSight(w)) cellNative = false;
    const src = wallBlocksSight(w) ? addSource(prev.hard, w.a.x, w.a.y, w.b.x, w.b.y) : -1;
    if (src === -1 && wallBlocksSight(w)) return null;
    byId.set(id, { rec: w, src });
  }
  // A new object: values memoised on the old one (FOV masks) are not reused.
  const sight: SightWorld = { ...prev, cellNative };
  wallSources.set(sight, { walls: world.walls, objects: world.objects, byId });
  return sight;
}

export function buildSightWorld(world: World): SightWorld {
  const width = world.map.widthCells,
    height = world.map.heightCells;
  const hard: number[] = [];
  const byId = new Map<string, { rec: Wall; src: number }>();
  for (const id in world.walls) {
    const w = world.walls[id];
    byId.set(id, { rec: w, src: wallBlocksSight(w) ? hard.length / 4 : -1 });
    if (wallBlocksSight(w)) hard.push(w.a.x, w.a.y, w.b.x, w.b.y);
  }
  // Low obstacles (G-LOS-3) are asked of the rules cache's spatial index (./los), not indexed here.
  for (const o of Object.values(world.objects)) if (o.height === 'high') hard.push(...objectSegments(o));
  const blocking = new Uint8Array(width * height);
  const concealment = new Uint8Array(width * height);
  const { legend, rows } = world.terrain;
  for (let r = 0; r < height; r++) {
    const row = rows[r] ?? '';
    for (let c = 0; c < width; c++) {
      const t = world.terrainTypes[legend[row[c]] ?? ''];
      if (!t) continue;
      if (t.blocksSight) blocking[r * width + c] = 1;
      if (t.concealment) concealment[r * width + c] = 1;
    }
  }
  const terrainStart = hard.length;
  const o = hexOrientation(world.map.grid);
  // Only the outline of sight-blocking terrain matters.
  const solid = (c: number, r: number) => c >= 0 && r >= 0 && c < width && r < height && blocking[r * width + c] === 1;
  if (o) pushHexOutline(hard, solid, width, height, o);
  else {
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        if (!solid(c, r)) continue;
        if (!solid(c, r - 1)) hard.push(c, r, c + 1, r);
        if (!solid(c, r + 1)) hard.push(c, r + 1, c + 1, r + 1);
        if (!solid(c - 1, r)) hard.push(c, r, c, r + 1);
        if (!solid(c + 1, r)) hard.push(c + 1, r, c + 1, r + 1);
      }
    }
  }
  const extent = mapExtentInches(world.map.grid, width, height);
  const bounds = { minX: 0, minY: 0, maxX: Math.max(width, extent.widthInches), maxY: Math.max(height, extent.heightInches) };
  const sight: SightWorld = {
    hard: new SegmentIndex(hard, { bounds }),
    concealment: o ? hexConcealmentRaster(concealment, width, height, o) : concealment,
    anyConcealment: concealment.includes(1),
    blocking,
    // gridFov shadowcasts squares: hex maps always take the polygon path.
    cellNative: terrainStart === 0 && !o,
    width,
    height,
  };
  wallSources.set(sight, { walls: world.walls, objects: world.objects, byId });
  return sight;
}

/** Sides of sight-blocking hexes that face an open hex or the map edge. */
function pushHexOutline(hard: number[], solid: (c: number, r: number) => boolean, width: number, height: number, o: HexOrientation): void {
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (!solid(c, r)) continue;
      for (const e of hexEdges({ c, r }, o)) if (!solid(e.across.c, e.across.r)) hard.push(e.a.x, e.a.y, e.b.x, e.b.y);
    }
  }
}

/**
 * los.ts walks concealment on a 1-inch square raster (floor of the point):
 * on hex maps each raster square takes the concealment of the hex under its
 * centre, an approximation that keeps the walk unchanged.
 */
function hexConcealmentRaster(byHex: Uint8Array, width: number, height: number, o: HexOrientation): Uint8Array {
  const out = new Uint8Array(width * height);
  const grid = o === 'pointy' ? 'hex-pointy' : 'hex-flat';
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const h = pointToCell(grid, { x: c + 0.5, y: r + 0.5 });
      if (h.c >= 0 && h.r >= 0 && h.c < width && h.r < height && byHex[h.r * width + h.c]) out[r * width + c] = 1;
    }
  }
  return out;
}

/** A viewer or target: a figure (by id) or a cell. */
export type SightRef = string | Cell;

/**
 * The square the sight rules sample (G-LOS-1/2). On hex maps it is centred
 * on the hex centre (the viewpoint) and as wide as the footprint across its
 * flats: the cover samples approximate the hex by that square.
 */
export function footprintOf(world: World, ref: SightRef): Rect {
  const grid = world.map.grid;
  let cell: Cell, size: number;
  if (typeof ref !== 'string') {
    cell = ref;
    size = 1;
  } else {
    const f: Figure | undefined = world.figures[ref];
    if (!f) throw new Error(`unknown figure "${ref}"`);
    if (!f.cell) throw new Error(`figure "${ref}" is not on the map`);
    cell = f.cell;
    size = f.sizeCells;
  }
  if (grid === 'square') return { x: cell.c, y: cell.r, size };
  const centre = cellCenter(grid, cell),
    span = footprintSpanInches(grid, size);
  return { x: centre.x - span / 2, y: centre.y - span / 2, size: span };
}

export function rectCentre(rect: Rect): { x: number; y: number } {
  return { x: rect.x + rect.size / 2, y: rect.y + rect.size / 2 };
}
