// Blast areas (G-AREA-1) and scatter (G-AREA-5).
import { cellCenter, footprintSpanInches } from '../../geometry/grid';
import { LOS_PATTERN, pointRectDistance, samplePoints, type Rect } from '../../geometry/sight/cover';
import type { Cell, Point, World } from '../../model/schema';
import { footprintOf, sightWorld } from './sightWorld';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';

export interface BlastResult {
  /** Figures in range that the burst point sees (walls shield, low cover does not). */
  affected: string[];
  /** Figures in range behind a blocker. */
  shielded: string[];
  /** Cells whose centre is within range and seen by the burst point, for drawing. */
  cells: Cell[];
}

/** Stand-off from a wall where a scattered burst stops, in inches. */
const WALL_STANDOFF_INCHES = 0.01;

/**
 * Margin added to the index query so it returns every figure the rule
 * catches. Squares: the index boxes are the rule footprint, none. Hexes: the
 * rule footprint is a square around the hex centre (footprintOf) and the
 * index holds the hex boxes, which contain that centre; so half the rule
 * square's diagonal, for the largest figure, is enough.
 */
function candidateSlackInches(world: World, cache: RulesCache): number {
  if (world.map.grid === 'square') return 0;
  const maxSize = cache.memo('blast:maxSize', world.figures, () => Math.max(1, ...Object.values(world.figures).map((f) => f.sizeCells)));
  return Math.SQRT1_2 * footprintSpanInches(world.map.grid, maxSize);
}

/**
 * G-AREA-1 on square and hex maps. A figure's footprint is its squares, or on
 * hex maps the square of its base's span around the hex centre (footprintOf);
 * cells are squares or hexes whose centre the burst sees.
 */
export function blastAt(world: World, point: Point, radiusInches: number, cache: RulesCache = freshRulesCache()): BlastResult {
  const { hard } = sightWorld(world, cache);
  const grid = world.map.grid;
  const affected: string[] = [],
    shielded: string[] = [];
  // Candidates from the spatial index (footprint cells within the radius); the
  // exact G-AREA-1 test below decides (on hex maps the rule footprint is a square).
  for (const f of cache.spatial(world).figuresWithinRadius(point, radiusInches + candidateSlackInches(world, cache))) {
    if (!f.cell || f.status.dead) continue;
    const rect: Rect = grid === 'square' ? { x: f.cell.c, y: f.cell.r, size: f.sizeCells } : footprintOf(world, f.id);
    if (pointRectDistance(point.x, point.y, rect) > radiusInches) continue;
    // Samples of the footprint plus its point nearest the burst (nudged inside).
    const s = samplePoints(rect, LOS_PATTERN);
    const inset = Math.min(0.01, rect.size / 4);
    s.push(Math.min(Math.max(point.x, rect.x + inset), rect.x + rect.size - inset), Math.min(Math.max(point.y, rect.y + inset), rect.y + rect.size - inset));
    let seen = false;
    const nearest = s.length - 2;
    for (let k = 0; k < s.length && !seen; k += 2) {
      const inRange = k === nearest || Math.hypot(s[k] - point.x, s[k + 1] - point.y) <= radiusInches;
      if (inRange && hard.clear(point.x, point.y, s[k], s[k + 1])) seen = true;
    }
    (seen ? affected : shielded).push(f.id);
  }
  const cells: Cell[] = [];
  const W = world.map.widthCells,
    H = world.map.heightCells;
  // Cell index ranges that can hold a centre within the radius: squares are 1"
  // apart; hex centres are between 0.866" and 1" apart along either axis.
  const lo = (v: number) => Math.max(0, Math.floor((v - radiusInches) / (grid === 'square' ? 1 : 1.2)) - (grid === 'square' ? 0 : 2));
  const hi = (v: number, n: number) => Math.min(n - 1, Math.floor((v + radiusInches) / (grid === 'square' ? 1 : 0.8)) + (grid === 'square' ? 0 : 2));
  const c0 = lo(point.x),
    c1 = hi(point.x, W),
    r0 = lo(point.y),
    r1 = hi(point.y, H);
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const p = grid === 'square' ? { x: c + 0.5, y: r + 0.5 } : cellCenter(grid, { c, r });
      if (Math.hypot(p.x - point.x, p.y - point.y) <= radiusInches && hard.clear(point.x, point.y, p.x, p.y)) cells.push({ c, r });
    }
  }
  affected.sort();
  shielded.sort();
  return { affected, shielded, cells };
}

export interface ScatterResult {
  point: Point;
  /** True when a wall (or the map edge) cut the scatter short. */
  stopped: boolean;
}

/**
 * G-AREA-5: the burst point moves `distanceInches` in direction `angleDeg`
 * (0° = +x/east, 90° = +y/south on screen) and stops just before the first
 * sight-blocking wall it would cross, and at the map edge.
 */
export function scatterEnd(world: World, from: Point, angleDeg: number, distanceInches: number, cache: RulesCache = freshRulesCache()): ScatterResult {
  const { hard, width, height } = sightWorld(world, cache);
  const rad = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(rad) * distanceInches,
    dy = Math.sin(rad) * distanceInches;
  let t = distanceInches > 0 ? hard.cast(from.x, from.y, from.x + dx, from.y + dy) : 1;
  let stopped = t < 1;
  if (stopped) t = Math.max(0, t - WALL_STANDOFF_INCHES / distanceInches);
  // Clip to the map rectangle.
  const clipT = (p: number, d: number, max: number) => (d > 0 ? (max - p) / d : d < 0 ? -p / d : Infinity);
  const tEdge = Math.min(clipT(from.x, dx, width), clipT(from.y, dy, height));
  if (tEdge < t) {
    t = Math.max(0, tEdge);
    stopped = true;
  }
  return { point: { x: from.x + dx * t, y: from.y + dy * t }, stopped };
}
