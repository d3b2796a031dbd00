// What the play tools ask the canvas to draw over the map. Plain data in
// inches and cells; the canvas turns it into pixels. Every field is optional:
// setOverlay replaces the whole spec, absent fields are not drawn.
import type { Cell, Point } from '../../../core/model/schema';

export interface ReachShading {
  /**
   * Identity of the data (e.g. world version + figure id): the texture is
   * rebuilt only when it changes, so hovering does not re-upload it.
   */
  key: string;
  widthCells: number;
  heightCells: number;
  /** AP to end a move on the cell, or null when out of reach. */
  apCostAt(c: number, r: number): number | null;
  maxAp: number;
}

export type LosState = 'clear' | 'partial' | 'blocked';

export type RingKind = 'selected' | 'active' | 'target' | 'affected' | 'shielded' | 'friendly' | 'highlight';

export interface OverlaySpec {
  reach?: ReachShading | null;
  /** Cells from start to end; `ok` false draws it red (illegal). */
  path?: { cells: Cell[]; label: string; ok: boolean } | null;
  los?: { from: Point; to: Point; state: LosState; label?: string } | null;
  circle?: { center: Point; radiusInches: number; kind: 'area' | 'measure' | 'warning' } | null;
  rings?: { figureId: string; kind: RingKind }[];
  /** Scatter of a burst: from aim point to where it landed. */
  arrow?: { from: Point; to: Point } | null;
  /** Short text near a point (measure read-out, refusal). */
  label?: { at: Point; text: string; tone: 'info' | 'bad' } | null;
  /** The cell under the pointer. */
  hoverCell?: Cell | null;
  /** Squares a tool may be used on (the place tool's own and adjacent squares), outlined. */
  squares?: Cell[] | null;
  /** Wall segments to pick from (the force tool's doors); `hover` is the one a click takes. */
  segments?: { a: Point; b: Point; hover: boolean }[] | null;
}

/** Pointer input converted to map terms for the tools. */
export interface MapPointerEvent {
  kind: 'move' | 'down' | 'up' | 'leave';
  /** The cell under the pointer, or null off the map. */
  cell: Cell | null;
  /** The point under the pointer in inches (may be off the map). */
  point: Point;
  button: number;
  /** Buttons held (PointerEvent.buttons): a move with buttons held is a drag/pan. */
  buttons: number;
  shiftKey: boolean;
  /** Alt (free wall points in the editor) and Ctrl/Cmd held. */
  altKey?: boolean;
  ctrlKey?: boolean;
  /** Space (the pan modifier) is held: a left drag pans even from a figure. */
  panModifier?: boolean;
  /** True for an 'up' that ended a click (not a drag/pan). */
  click: boolean;
}
