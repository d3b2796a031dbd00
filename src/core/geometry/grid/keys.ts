// String keys for cells in Maps and JSON ("c,r", as in the CLI, DESIGN "The grit command").
import type { Cell } from './types';

export type CellKey = string;

export function cellKey(cell: Cell): CellKey {
  return `${cell.c},${cell.r}`;
}

/** Parses "c,r" (non-negative integers, optional spaces); null when malformed. */
export function parseCellKey(text: string): Cell | null {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!m) return null;
  return { c: Number(m[1]), r: Number(m[2]) };
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.c === b.c && a.r === b.r;
}
