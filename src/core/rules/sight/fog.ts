// Fog of war (G-LOS-5): what a side's figures see, as cells for rules and
// as polygons for drawing.
import { fovCells } from '../../geometry/sight/fov';
import { gridFovCells } from '../../geometry/sight/gridFov';
import { visibilityPolygon } from '../../geometry/sight/visibility';
import type { Cell, Figure, Point, World } from '../../model/schema';
import { losBetween, smokeBlocks } from './los';
import { rectCentre, sightWorld, type SightWorld } from './sightWorld';

export interface FogOptions {
  /** Optional sight range in inches; unlimited by default. */
  rangeInches?: number;
}

function viewers(world: World, sideId: string): Figure[] {
  return Object.values(world.figures).filter((f) => f.sideId === sideId && f.cell && !f.status.dead && !f.status.unconscious);
}

function viewpoint(f: Figure): Point {
  return rectCentre({ x: f.cell!.c, y: f.cell!.r, size: f.sizeCells });
}

/** FOV masks per sight index and viewpoint: after a move only the mover's FOV is recomputed. */
const fovCache = new WeakMap<SightWorld, Map<string, Uint8Array>>();
const FOV_CACHE_LIMIT = 512;

function cachedFov(sight: SightWorld, x: number, y: number, rangeInches: number | undefined): Uint8Array {
  let cache = fovCache.get(sight);
  if (!cache) { cache = new Map(); fovCache.set(sight, cache); }
  const key = `${x},${y},${rangeInches ?? ''}`;
  let mask = cache.get(key);
  if (!mask) {
    const { width, height } = sight;
    // Blockers are whole cells and the viewer sits on a cell centre: the
    // cell-native shadowcaster gives the same cells (G-LOS-1) much faster.
    const onCentre = x - 0.5 === Math.floor(x) && y - 0.5 === Math.floor(y);
    mask = sight.cellNative && onCentre
      ? gridFovCells(sight.blocking, width, height, Math.floor(x), Math.floor(y), rangeInches ?? Infinity)
      : fovCells(sight.hard, x, y, width, height, { rangeInches, box: { minX: 0, minY: 0, maxX: width, maxY: height } });
    if (cache.size >= FOV_CACHE_LIMIT) cache.clear();
    cache.set(key, mask);
  }
  return mask;
}

/** Cells whose centre some figure of the side sees; row-major, 1 = seen. */
export function visibleCellsForSide(world: World, sideId: string, opts: FogOptions = {}): Uint8Array {
  const sight = sightWorld(world);
  const { width, height } = sight;
  const out = new Uint8Array(width * height);
  const smoky = Object.values(world.areas).some((a) => a.effect === 'smoke');
  for (const f of viewers(world, sideId)) {
    const p = viewpoint(f);
    const mine = cachedFov(sight, p.x, p.y, opts.rangeInches);
    if (!smoky) { for (let k = 0; k < mine.length; k++) out[k] |= mine[k]; continue; }
    // G-LOS-4: smoke thins sight per line, so it is applied cell by cell.
    for (let k = 0; k < mine.length; k++) {
      if (!mine[k] || out[k]) continue;
      const x = (k % width) + 0.5, y = Math.floor(k / width) + 0.5;
      if (!smokeBlocks(world, p.x, p.y, x, y)) out[k] = 1;
    }
  }
  return out;
}

/** The seen cells as a list (for the CLI and tests). */
export function cellsOf(mask: Uint8Array, width: number): Cell[] {
  const cells: Cell[] = [];
  for (let k = 0; k < mask.length; k++) if (mask[k]) cells.push({ c: k % width, r: Math.floor(k / width) });
  return cells;
}

/**
 * Visibility polygons of a side's figures, for drawing the fog (flat
 * [x0, y0, …] in inches, one per viewer). Smoke is not cut out of them.
 */
export function visibilityPolygonsForSide(world: World, sideId: string, opts: FogOptions = {}): Float64Array[] {
  const sight = sightWorld(world);
  const box = { minX: 0, minY: 0, maxX: sight.width, maxY: sight.height };
  return viewers(world, sideId).map((f) => {
    const p = viewpoint(f);
    return visibilityPolygon(sight.hard, p.x, p.y, opts.rangeInches !== undefined ? { rangeInches: opts.rangeInches } : { box });
  });
}

/** Visibility polygon from any point (e.g. a hovered square), clipped to the map. */
export function visibilityPolygonAt(world: World, point: Point, opts: FogOptions = {}): Float64Array {
  const sight = sightWorld(world);
  const box = { minX: 0, minY: 0, maxX: sight.width, maxY: sight.height };
  return visibilityPolygon(sight.hard, point.x, point.y, opts.rangeInches !== undefined ? { rangeInches: opts.rangeInches } : { box });
}

/** G-LOS-5: opposing figures shown to a side: those some of its figures have LOS to. */
export function visibleFiguresForSide(world: World, sideId: string): string[] {
  const mine = viewers(world, sideId);
  return Object.values(world.figures)
    .filter((f) => f.sideId !== sideId && f.cell && mine.some((v) => losBetween(world, v.id, f.id)))
    .map((f) => f.id)
    .sort();
}
