// Blast areas (G-AREA-1) and scatter (G-AREA-5).
import { LOS_PATTERN, pointRectDistance, samplePoints, type Rect } from '../../geometry/sight/cover';
import type { Cell, Point, World } from '../../model/schema';
import { sightWorld } from './sightWorld';

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

export function blastAt(world: World, point: Point, radiusInches: number): BlastResult {
  const { hard, width, height } = sightWorld(world);
  const affected: string[] = [], shielded: string[] = [];
  for (const f of Object.values(world.figures)) {
    if (!f.cell || f.status.dead) continue;
    const rect: Rect = { x: f.cell.c, y: f.cell.r, size: f.sizeCells };
    if (pointRectDistance(point.x, point.y, rect) > radiusInches) continue;
    // Samples of the footprint plus its point nearest the burst (nudged inside).
    const s = samplePoints(rect, LOS_PATTERN);
    const inset = Math.min(0.01, rect.size / 4);
    s.push(
      Math.min(Math.max(point.x, rect.x + inset), rect.x + rect.size - inset),
      Math.min(Math.max(point.y, rect.y + inset), rect.y + rect.size - inset),
    );
    let seen = false;
    const nearest = s.length - 2;
    for (let k = 0; k < s.length && !seen; k += 2) {
      const inRange = k === nearest || Math.hypot(s[k] - point.x, s[k + 1] - point.y) <= radiusInches;
      if (inRange && hard.clear(point.x, point.y, s[k], s[k + 1])) seen = true;
    }
    (seen ? affected : shielded).push(f.id);
  }
  const cells: Cell[] = [];
  const c0 = Math.max(0, Math.floor(point.x - radiusInches)), c1 = Math.min(width - 1, Math.floor(point.x + radiusInches));
  const r0 = Math.max(0, Math.floor(point.y - radiusInches)), r1 = Math.min(height - 1, Math.floor(point.y + radiusInches));
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const x = c + 0.5, y = r + 0.5;
      if (Math.hypot(x - point.x, y - point.y) <= radiusInches && hard.clear(point.x, point.y, x, y)) cells.push({ c, r });
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
export function scatterEnd(world: World, from: Point, angleDeg: number, distanceInches: number): ScatterResult {
  const { hard, width, height } = sightWorld(world);
  const rad = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(rad) * distanceInches, dy = Math.sin(rad) * distanceInches;
  let t = distanceInches > 0 ? hard.cast(from.x, from.y, from.x + dx, from.y + dy) : 1;
  let stopped = t < 1;
  if (stopped) t = Math.max(0, t - WALL_STANDOFF_INCHES / distanceInches);
  // Clip to the map rectangle.
  const clipT = (p: number, d: number, max: number) => (d > 0 ? (max - p) / d : d < 0 ? -p / d : Infinity);
  const tEdge = Math.min(clipT(from.x, dx, width), clipT(from.y, dy, height));
  if (tEdge < t) { t = Math.max(0, tEdge); stopped = true; }
  return { point: { x: from.x + dx * t, y: from.y + dy * t }, stopped };
}
