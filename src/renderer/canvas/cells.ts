// Cells in world pixels for every grid kind: the canvas layers ask here
// where a cell, a figure or the map edge is, so squares and hexes share one
// drawing path. All hex maths comes from core/geometry/grid.
import { cellAtPoint, cellCenter, figureCenter, footprintSpanInches, hexCorners, hexOrientation, mapExtentInches } from '../../core/geometry/grid';
import type { Cell, GridKind, MapInfo, Point } from '../../core/model/schema';
import { PX_PER_INCH } from './units';

/** The map's size in world pixels (hex maps are not widthCells x heightCells inches). */
export function mapSizePx(map: Pick<MapInfo, 'grid' | 'widthCells' | 'heightCells'>): { widthPx: number; heightPx: number } {
  const { widthInches, heightInches } = mapExtentInches(map.grid, map.widthCells, map.heightCells);
  return { widthPx: widthInches * PX_PER_INCH, heightPx: heightInches * PX_PER_INCH };
}

export function cellCentrePx(grid: GridKind, cell: Cell): Point {
  const p = cellCenter(grid, cell);
  return { x: p.x * PX_PER_INCH, y: p.y * PX_PER_INCH };
}

/** Centre of a figure's footprint in world pixels (square: the block's middle; hex: its hex's centre). */
export function figureCentrePx(grid: GridKind, cell: Cell, sizeCells: number): Point {
  const p = figureCenter(grid, cell, sizeCells);
  return { x: p.x * PX_PER_INCH, y: p.y * PX_PER_INCH };
}

/** Width across a figure's footprint in world pixels (the token is sized from it). */
export function footprintSpanPx(grid: GridKind, sizeCells: number): number {
  return footprintSpanInches(grid, sizeCells) * PX_PER_INCH;
}

/** The cell under a point in inches, or null off the map. */
export function cellUnderPoint(map: Pick<MapInfo, 'grid' | 'widthCells' | 'heightCells'>, point: Point): Cell | null {
  return cellAtPoint(map.grid, point, map.widthCells, map.heightCells);
}

/**
 * A cell's outline as a flat [x0, y0, x1, y1, …] polygon in world pixels,
 * shrunk towards its centre by insetPx (for outlines drawn inside the cell).
 */
export function cellPolygonPx(grid: GridKind, cell: Cell, insetPx = 0): number[] {
  const o = hexOrientation(grid);
  if (!o) {
    const x = cell.c * PX_PER_INCH,
      y = cell.r * PX_PER_INCH,
      s = PX_PER_INCH;
    return [x + insetPx, y + insetPx, x + s - insetPx, y + insetPx, x + s - insetPx, y + s - insetPx, x + insetPx, y + s - insetPx];
  }
  const c = cellCenter(grid, cell);
  // Corners sit HEX_RADIUS from the centre; an inset of d along the apothem is d / cos 30° along the radius.
  const k = insetPx > 0 ? 1 - insetPx / Math.cos(Math.PI / 6) / (PX_PER_INCH / Math.sqrt(3)) : 1;
  const out: number[] = [];
  for (const p of hexCorners(cell, o)) out.push((c.x + (p.x - c.x) * k) * PX_PER_INCH, (c.y + (p.y - c.y) * k) * PX_PER_INCH);
  return out;
}
