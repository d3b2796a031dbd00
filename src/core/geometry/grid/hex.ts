// Hex grids in offset coordinates: 'hex-pointy' uses odd-r (odd rows shifted
// right by half a hex), 'hex-flat' uses odd-q (odd columns shifted down).
// Adjacent hex centres are exactly 1 inch apart (1 hex = 1", RULES scale);
// hex (0,0) touches the top-left corner of the map. Hex grids have no
// diagonals (G-MOVE-2): every neighbour step is one hex.
import type { Cell, Point } from './types';

export type HexOrientation = 'pointy' | 'flat';

/** Cube coordinates, q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** Circumradius of a hex whose flat-to-flat width is 1 inch. */
export const HEX_RADIUS_INCHES = 1 / Math.sqrt(3);
const ROW_STEP = 1.5 * HEX_RADIUS_INCHES; // = sqrt(3)/2

export function offsetToCube(cell: Cell, o: HexOrientation): Cube {
  if (o === 'pointy') {
    const q = cell.c - (cell.r - (cell.r & 1)) / 2;
    return { q, r: cell.r, s: -q - cell.r };
  }
  const r = cell.r - (cell.c - (cell.c & 1)) / 2;
  return { q: cell.c, r, s: -cell.c - r };
}

export function cubeToOffset(h: Cube, o: HexOrientation): Cell {
  if (o === 'pointy') return { c: h.q + (h.r - (h.r & 1)) / 2, r: h.r };
  return { c: h.q, r: h.r + (h.q - (h.q & 1)) / 2 };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Steps between two hexes (G-MOVE-2: hex grids have no diagonals). */
export function hexDistance(a: Cell, b: Cell, o: HexOrientation): number {
  return cubeDistance(offsetToCube(a, o), offsetToCube(b, o));
}

export function cubeRound(q: number, r: number): Cube {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr, s: -rq - rr };
}

const CUBE_DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** The 6 neighbours (inside the map when bounds are given). */
export function hexNeighbours(cell: Cell, o: HexOrientation, widthCells = Infinity, heightCells = Infinity): Cell[] {
  const h = offsetToCube(cell, o);
  const out: Cell[] = [];
  for (const [dq, dr] of CUBE_DIRS) {
    const n = cubeToOffset({ q: h.q + dq, r: h.r + dr, s: -h.q - dq - h.r - dr }, o);
    if (n.c >= 0 && n.r >= 0 && n.c < widthCells && n.r < heightCells) out.push(n);
  }
  return out;
}

export function hexCellCenter(cell: Cell, o: HexOrientation): Point {
  if (o === 'pointy') return { x: cell.c + 0.5 + 0.5 * (cell.r & 1), y: HEX_RADIUS_INCHES + cell.r * ROW_STEP };
  return { x: HEX_RADIUS_INCHES + cell.c * ROW_STEP, y: cell.r + 0.5 + 0.5 * (cell.c & 1) };
}

export function hexPointToCell(p: Point, o: HexOrientation): Cell {
  if (o === 'pointy') {
    const rf = (p.y - HEX_RADIUS_INCHES) / ROW_STEP;
    const qf = p.x - 0.5 - rf / 2;
    return cubeToOffset(cubeRound(qf, rf), o);
  }
  const qf = (p.x - HEX_RADIUS_INCHES) / ROW_STEP;
  const rf = p.y - 0.5 - qf / 2;
  return cubeToOffset(cubeRound(qf, rf), o);
}

/** The 6 corners of a hex, clockwise from the top (pointy) or the right (flat). */
export function hexCorners(cell: Cell, o: HexOrientation): Point[] {
  const c = hexCellCenter(cell, o);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i + (o === 'pointy' ? -90 : 0));
    out.push({ x: c.x + HEX_RADIUS_INCHES * Math.cos(angle), y: c.y + HEX_RADIUS_INCHES * Math.sin(angle) });
  }
  return out;
}

/** Hexes covered by a figure of size N: the hex ball of radius floor((N-1)/2) around its cell. */
export function hexFootprintCells(center: Cell, sizeCells: number, o: HexOrientation): Cell[] {
  const radius = Math.floor((sizeCells - 1) / 2);
  const h = offsetToCube(center, o);
  const out: Cell[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      out.push(cubeToOffset({ q: h.q + dq, r: h.r + dr, s: -h.q - dq - h.r - dr }, o));
    }
  }
  return out;
}

/** One side of a hex: its two corners and the hex across it (may lie off the map). */
export interface HexEdge {
  readonly a: Point;
  readonly b: Point;
  readonly across: Cell;
}

/** The 6 sides of a hex in hexCorners order (side i runs from corner i to corner i+1). */
export function hexEdges(cell: Cell, o: HexOrientation): HexEdge[] {
  const c = hexCellCenter(cell, o);
  const corners = hexCorners(cell, o);
  const out: HexEdge[] = [];
  for (let i = 0; i < 6; i++) {
    const a = corners[i]!,
      b = corners[(i + 1) % 6]!;
    // The hex across a side has its centre mirrored through the side's midpoint.
    const across = hexPointToCell({ x: a.x + b.x - c.x, y: a.y + b.y - c.y }, o);
    out.push({ a, b, across });
  }
  return out;
}

/** Size in inches of a hex map of widthCells x heightCells (hex (0,0) touches the top-left corner). */
export function hexMapExtentInches(widthCells: number, heightCells: number, o: HexOrientation): { widthInches: number; heightInches: number } {
  const along = (n: number) => 2 * HEX_RADIUS_INCHES + (n - 1) * ROW_STEP;
  if (o === 'pointy') return { widthInches: widthCells + (heightCells > 1 ? 0.5 : 0), heightInches: along(heightCells) };
  return { widthInches: along(widthCells), heightInches: heightCells + (widthCells > 1 ? 0.5 : 0) };
}
