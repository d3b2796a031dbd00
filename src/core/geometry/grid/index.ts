// Grid facade: one entry point per operation, dispatching on the grid kind.
import type { Cell, DiagonalRule, GridKind, Point } from './types';
import { footprintCells, footprintCenter, squareCellCenter, squareDistance, squareNeighbours, squarePointToCell } from './square';
import { hexCellCenter, hexDistance, hexFootprintCells, hexMapExtentInches, hexNeighbours, hexPointToCell, type HexOrientation } from './hex';

export * from './types';
export * from './keys';
export * from './square';
export * from './hex';

export function hexOrientation(kind: GridKind): HexOrientation | null {
  return kind === 'hex-pointy' ? 'pointy' : kind === 'hex-flat' ? 'flat' : null;
}

export function cellCenter(kind: GridKind, cell: Cell): Point {
  const o = hexOrientation(kind);
  return o ? hexCellCenter(cell, o) : squareCellCenter(cell);
}

export function pointToCell(kind: GridKind, p: Point): Cell {
  const o = hexOrientation(kind);
  return o ? hexPointToCell(p, o) : squarePointToCell(p);
}

export function neighbours(kind: GridKind, cell: Cell, widthCells: number, heightCells: number): Cell[] {
  const o = hexOrientation(kind);
  return o ? hexNeighbours(cell, o, widthCells, heightCells) : squareNeighbours(cell, widthCells, heightCells);
}

/** Steps on open ground between two cells (G-MOVE-2; the diagonal rule only matters on squares). */
export function gridDistance(kind: GridKind, a: Cell, b: Cell, rule: DiagonalRule = 'alternate'): number {
  const o = hexOrientation(kind);
  return o ? hexDistance(a, b, o) : squareDistance(a, b, rule);
}

/** Cells covered by a figure of size N anchored at `cell` (top-left on squares, centre on hexes). */
export function figureCells(kind: GridKind, cell: Cell, sizeCells: number): Cell[] {
  const o = hexOrientation(kind);
  return o ? hexFootprintCells(cell, sizeCells, o) : footprintCells(cell, sizeCells);
}

/** Centre in inches of a size-N figure's footprint anchored at `cell` (square: the block's middle; hex: the anchor hex's centre). */
export function figureCenter(kind: GridKind, cell: Cell, sizeCells: number): Point {
  const o = hexOrientation(kind);
  return o ? hexCellCenter(cell, o) : footprintCenter(cell, sizeCells);
}

/** Width across a size-N footprint in inches (hex: the ball of radius floor((N-1)/2) is 2k+1 hexes across). */
export function footprintSpanInches(kind: GridKind, sizeCells: number): number {
  return hexOrientation(kind) ? 2 * Math.floor((sizeCells - 1) / 2) + 1 : sizeCells;
}

/** The map's size in inches: squares are 1" each; hex rows/columns interlock (see hex.ts). */
export function mapExtentInches(kind: GridKind, widthCells: number, heightCells: number): { widthInches: number; heightInches: number } {
  const o = hexOrientation(kind);
  return o ? hexMapExtentInches(widthCells, heightCells, o) : { widthInches: widthCells, heightInches: heightCells };
}

/** The cell under a point, or null when it is off the map. */
export function cellAtPoint(kind: GridKind, p: Point, widthCells: number, heightCells: number): Cell | null {
  const cell = pointToCell(kind, p);
  return cell.c >= 0 && cell.r >= 0 && cell.c < widthCells && cell.r < heightCells ? cell : null;
}
