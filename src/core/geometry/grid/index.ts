// Grid facade: one entry point per operation, dispatching on the grid kind.
import type { Cell, DiagonalRule, GridKind, Point } from './types';
import { footprintCells, squareCellCenter, squareDistance, squareNeighbours, squarePointToCell } from './square';
import { hexCellCenter, hexDistance, hexFootprintCells, hexNeighbours, hexPointToCell, type HexOrientation } from './hex';

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
