// Fog of war (G-LOS-5): what a side's figures see, as cells for rules and
// as polygons for drawing.
import { fovCells } from '../../geometry/sight/fov';
import { gridFovCells } from '../../geometry/sight/gridFov';
import { visibilityPolygon } from '../../geometry/sight/visibility';
import { cellCenter, figureCenter, hexOrientation, mapExtentInches } from '../../geometry/grid';
import type { Cell, Figure, GridKind, Point, World } from '../../model/schema';
import { losBetween, smokeBlocks } from './los';
import { sightWorld, type SightWorld } from './sightWorld';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';

export interface FogOptions {
  /** Optional sight range in inches; unlimited by default. */
  rangeInches?: number;
}

function viewers(world: World, sideId: string): Figure[] {
  return Object.values(world.figures).filter((f) => f.sideId === sideId && f.cell && !f.status.dead && !f.status.unconscious);
}

/** Where a figure looks from: the middle of its squares, or its hex's centre. */
function viewpoint(f: Figure, grid: GridKind): Point {
  return figureCenter(grid, f.cell!, f.sizeCells);
}

/** Cell centres in inches, row-major (x then y), per map grid; squares are (c+0.5, r+0.5). */
const centreCache = new WeakMap<World['map'], Float64Array>();
function cellCentres(map: World['map']): Float64Array {
  let xy = centreCache.get(map);
  if (!xy) {
    const { widthCells: W, heightCells: H, grid } = map;
    xy = new Float64Array(W * H * 2);
    for (let r = 0; r < H; r++)
      for (let c = 0; c < W; c++) {
        const p = cellCenter(grid, { c, r });
        xy[2 * (r * W + c)] = p.x;
        xy[2 * (r * W + c) + 1] = p.y;
      }
    centreCache.set(map, xy);
  }
  return xy;
}

/** Hex FOV: each hex whose centre is in range and in sight of the viewpoint (G-LOS-1, as squares). */
function hexFov(sight: SightWorld, centres: Float64Array, x: number, y: number, rangeInches: number | undefined): Uint8Array {
  const mask = new Uint8Array(centres.length / 2);
  const range2 = rangeInches === undefined ? Infinity : rangeInches * rangeInches;
  for (let k = 0; k < mask.length; k++) {
    const cx = centres[2 * k],
      cy = centres[2 * k + 1];
    if ((cx - x) ** 2 + (cy - y) ** 2 > range2) continue;
    if (sight.hard.clear(x, y, cx, cy)) mask[k] = 1;
  }
  return mask;
}

/** FOV masks per sight index and viewpoint (rules cache slot): after a move only the mover's FOV is recomputed. */
const FOV_SLOT = 'sight:fov';
const FOV_CACHE_LIMIT = 512;

function cachedFov(rules: RulesCache, sight: SightWorld, map: World['map'], x: number, y: number, rangeInches: number | undefined): Uint8Array {
  const cache = rules.memo(FOV_SLOT, sight, () => new Map<string, Uint8Array>());
  const key = `${x},${y},${rangeInches ?? ''}`;
  let mask = cache.get(key);
  if (!mask && hexOrientation(map.grid)) {
    mask = hexFov(sight, cellCentres(map), x, y, rangeInches);
    if (cache.size >= FOV_CACHE_LIMIT) cache.clear();
    cache.set(key, mask);
  }
  if (!mask) {
    const { width, height } = sight;
    // Blockers are whole cells and the viewer sits on a cell centre: the
    // cell-native shadowcaster gives the same cells (G-LOS-1) much faster.
    const onCentre = x - 0.5 === Math.floor(x) && y - 0.5 === Math.floor(y);
    mask =
      sight.cellNative && onCentre
        ? gridFovCells(sight.blocking, width, height, Math.floor(x), Math.floor(y), rangeInches ?? Infinity)
        : fovCells(sight.hard, x, y, width, height, { rangeInches, box: { minX: 0, minY: 0, maxX: width, maxY: height } });
    if (cache.size >= FOV_CACHE_LIMIT) cache.clear();
    cache.set(key, mask);
  }
  return mask;
}

/** Cells (squares or hexes, offset c,r) whose centre some figure of the side sees; row-major, 1 = seen. */
export function visibleCellsForSide(world: World, sideId: string, opts: FogOptions = {}, cache: RulesCache = freshRulesCache()): Uint8Array {
  const sight = sightWorld(world, cache);
  const { width, height } = sight;
  const out = new Uint8Array(width * height);
  const smoky = Object.values(world.areas).some((a) => a.effect === 'smoke');
  const centres = smoky ? cellCentres(world.map) : null;
  for (const f of viewers(world, sideId)) {
    const p = viewpoint(f, world.map.grid);
    const mine = cachedFov(cache, sight, world.map, p.x, p.y, opts.rangeInches);
    if (!centres) {
      for (let k = 0; k < mine.length; k++) out[k] |= mine[k];
      continue;
    }
    // G-LOS-4: smoke thins sight per line, so it is applied cell by cell.
    for (let k = 0; k < mine.length; k++) {
      if (!mine[k] || out[k]) continue;
      if (!smokeBlocks(world, p.x, p.y, centres[2 * k], centres[2 * k + 1])) out[k] = 1;
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
export function visibilityPolygonsForSide(world: World, sideId: string, opts: FogOptions = {}, cache: RulesCache = freshRulesCache()): Float64Array[] {
  const sight = sightWorld(world, cache);
  const box = mapBox(world);
  return viewers(world, sideId).map((f) => {
    const p = viewpoint(f, world.map.grid);
    return visibilityPolygon(sight.hard, p.x, p.y, opts.rangeInches !== undefined ? { rangeInches: opts.rangeInches } : { box });
  });
}

/** Visibility polygon from any point (e.g. a hovered square), clipped to the map. */
export function visibilityPolygonAt(world: World, point: Point, opts: FogOptions = {}, cache: RulesCache = freshRulesCache()): Float64Array {
  const sight = sightWorld(world, cache);
  const box = mapBox(world);
  return visibilityPolygon(sight.hard, point.x, point.y, opts.rangeInches !== undefined ? { rangeInches: opts.rangeInches } : { box });
}

/** The map rectangle in inches (hex maps are not widthCells x heightCells inches). */
function mapBox(world: World) {
  const { widthInches, heightInches } = mapExtentInches(world.map.grid, world.map.widthCells, world.map.heightCells);
  return { minX: 0, minY: 0, maxX: widthInches, maxY: heightInches };
}

/** G-LOS-5: opposing figures shown to a side: those some of its figures have LOS to. */
export function visibleFiguresForSide(world: World, sideId: string, cache: RulesCache = freshRulesCache()): string[] {
  const mine = viewers(world, sideId);
  return Object.values(world.figures)
    .filter((f) => f.sideId !== sideId && f.cell && mine.some((v) => losBetween(world, v.id, f.id, cache)))
    .map((f) => f.id)
    .sort();
}
