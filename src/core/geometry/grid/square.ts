// Square grid: 1 cell = 1 inch, cell (c,r) spans [c,c+1]x[r,r+1] (RULES scale).
import type { Cell, DiagonalRule, Point } from './types';

/** The 8 step directions; 0-3 orthogonal, 4-7 diagonal. Index order is relied on by the reach kernel. */
export const SQUARE_DIRS: readonly (readonly [dc: number, dr: number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];

export function isDiagonalDir(dir: number): boolean {
  return dir >= 4;
}

export function squareCellCenter(cell: Cell): Point {
  return { x: cell.c + 0.5, y: cell.r + 0.5 };
}

/** The cell containing a point; points on a grid line belong to the cell right/below. */
export function squarePointToCell(p: Point): Cell {
  return { c: Math.floor(p.x), r: Math.floor(p.y) };
}

export function inBounds(cell: Cell, widthCells: number, heightCells: number): boolean {
  return cell.c >= 0 && cell.r >= 0 && cell.c < widthCells && cell.r < heightCells;
}

/** Neighbours inside the map (all 8, or the 4 orthogonal ones). */
export function squareNeighbours(cell: Cell, widthCells: number, heightCells: number, includeDiagonals = true): Cell[] {
  const out: Cell[] = [];
  const n = includeDiagonals ? 8 : 4;
  for (let d = 0; d < n; d++) {
    const [dc, dr] = SQUARE_DIRS[d]!;
    const next = { c: cell.c + dc, r: cell.r + dr };
    if (inBounds(next, widthCells, heightCells)) out.push(next);
  }
  return out;
}

/** Direction index from a to an adjacent b, or -1 when not adjacent. */
export function squareDirBetween(a: Cell, b: Cell): number {
  const dc = b.c - a.c;
  const dr = b.r - a.r;
  for (let d = 0; d < 8; d++) {
    const [x, y] = SQUARE_DIRS[d]!;
    if (x === dc && y === dr) return d;
  }
  return -1;
}

export function isSquareDiagonalStep(a: Cell, b: Cell): boolean {
  return Math.abs(a.c - b.c) === 1 && Math.abs(a.r - b.r) === 1;
}

/**
 * Open-ground distance in squares (G-MOVE-2): 'alternate' counts every second
 * diagonal as 2 (so 2 diagonals = 3), 'chebyshev' every diagonal as 1,
 * 'euclidean' the straight-line length rounded to the nearest whole square.
 */
export function squareDistance(a: Cell, b: Cell, rule: DiagonalRule = 'alternate'): number {
  const dx = Math.abs(a.c - b.c);
  const dy = Math.abs(a.r - b.r);
  const diag = Math.min(dx, dy);
  const straight = Math.max(dx, dy) - diag;
  switch (rule) {
    case 'chebyshev':
      return diag + straight;
    case 'alternate':
      return straight + diag + Math.floor(diag / 2);
    case 'euclidean':
      return Math.round(Math.hypot(dx, dy));
  }
}

/** Cells covered by a figure of sizeCells x sizeCells whose top-left cell is topLeft. */
export function footprintCells(topLeft: Cell, sizeCells: number): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < sizeCells; r++) for (let c = 0; c < sizeCells; c++) out.push({ c: topLeft.c + c, r: topLeft.r + r });
  return out;
}

/** Centre of a size-N figure's footprint, in inches. */
export function footprintCenter(topLeft: Cell, sizeCells: number): Point {
  return { x: topLeft.c + sizeCells / 2, y: topLeft.r + sizeCells / 2 };
}
