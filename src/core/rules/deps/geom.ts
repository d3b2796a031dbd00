// Small plane and grid helpers the engine needs on top of the geometry room.
import type { Cell, Figure, GridKind, Point, World } from '../../model/schema';
import { cellCenter, figureCells, gridDistance } from '../../geometry/grid';

/** Centre of a figure's footprint in inches (square: the square's middle; hex: the hex centre). */
export function figureCentre(f: Pick<Figure, 'cell' | 'sizeCells'>, grid: GridKind = 'square'): Point | null {
  if (!f.cell) return null;
  if (grid !== 'square') return cellCenter(grid, f.cell);
  const s = f.sizeCells ?? 1;
  return { x: f.cell.c + s / 2, y: f.cell.r + s / 2 };
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Steps between two footprints: 1 = adjacent, diagonals included (G-ATK-3); hex grids count hex steps. */
export function footprintGap(a: Figure, b: Figure, grid: GridKind = 'square'): number {
  if (!a.cell || !b.cell) return Infinity;
  if (grid === 'square') {
    const sa = a.sizeCells ?? 1;
    const sb = b.sizeCells ?? 1;
    const dc = Math.max(0, a.cell.c - (b.cell.c + sb - 1), b.cell.c - (a.cell.c + sa - 1));
    const dr = Math.max(0, a.cell.r - (b.cell.r + sb - 1), b.cell.r - (a.cell.r + sa - 1));
    return Math.max(dc, dr);
  }
  let best = Infinity;
  for (const ca of figureCells(grid, a.cell, a.sizeCells ?? 1)) for (const cb of figureCells(grid, b.cell, b.sizeCells ?? 1)) best = Math.min(best, gridDistance(grid, ca, cb));
  return best;
}

export function terrainAt(world: World, cell: Cell) {
  const ch = world.terrain.rows[cell.r]?.[cell.c];
  if (ch === undefined) return undefined;
  const tid = world.terrain.legend[ch];
  return tid ? world.terrainTypes[tid] : undefined;
}
