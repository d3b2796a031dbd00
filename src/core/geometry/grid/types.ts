// Plain cell/point shapes. Geometry imports nothing from the rest of core
// (DESIGN import rules), so these are structural twins of model's Cell/Point.

/** A grid cell: 0-based column and row. */
export interface Cell {
  readonly c: number;
  readonly r: number;
}

/** A position on the table in inches. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export type GridKind = 'square' | 'hex-pointy' | 'hex-flat';

/** G-MOVE-2 diagonal options on a square grid. */
export type DiagonalRule = 'alternate' | 'chebyshev' | 'euclidean';
export const DIAGONAL_RULES: readonly DiagonalRule[] = ['alternate', 'chebyshev', 'euclidean'];
