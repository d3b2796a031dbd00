// What the editor tools ask the canvas to draw over the map (plain data in
// inches and cells, like overlays/types.ts): the tool's preview, the
// selection, and the scenario's entry points (no play layer draws those).
import type { Cell, Point } from '../../../core/model/schema';

export interface EditorOverlaySpec {
  /** Cells the tool would change (brush footprint, rectangle, fill), tinted in `colour` (CSS hex). */
  cells?: { cells: Cell[]; colour: string } | null;
  /** A polyline being drawn (walls) in inches; `closed` joins the last point to the first. */
  line?: { points: Point[]; colour: string } | null;
  /** A rubber band (box select, image alignment) in inches. */
  box?: { a: Point; b: Point } | null;
  /** Selected records, outlined. */
  selectedWalls?: readonly string[];
  selectedObjects?: readonly string[];
  selectedFigures?: readonly string[];
  /** Wall endpoints that can be dragged. */
  handles?: readonly Point[];
  /** A cell to flash (problems panel "show on map"). */
  flash?: Cell | null;
  /** Entry points to mark (cell and side colour). */
  entries?: readonly { cell: Cell; colour: string; label: string }[];
  /** Lights kept from an imported map (Universal VTT): a lamp and its range, faint. */
  lights?: readonly { at: Point; rangeInches: number; colour: string }[];
  /** The point the pointer would snap to (walls). */
  snap?: Point | null;
}
