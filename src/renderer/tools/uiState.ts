// The play screen's UI state (never saved or undone: DESIGN "Core ideas"),
// held in one Store: selection, hover, the active tool and its state, the
// tool's preview, and the figure drag. Only the tools, the play actions and
// the controller write it; the panels and the overlay read it.
import type { Cell, FigureId, Point } from '../../core/model/schema';
import type { ManualModifier, Violation } from '../../core/rules';
import type { AreaPreview, AttackPreview, MovePreview } from './previewTypes';

/** What the active tool shows under the pointer, written by the tool after every change (tools/tool.ts). */
export interface ToolPreview {
  /** The figure whose reach is shaded and whose path is previewed. */
  mover: FigureId | null;
  move: MovePreview | null;
  attack: AttackPreview | null;
  area: AreaPreview | null;
  measureLine: { from: Cell; to: Cell } | null;
  measureText: string | null;
  /** Force and door tools: the doors the player may click, and the one under the pointer. */
  doorPick: { wallIds: string[]; hoverId: string | null } | null;
  /** Squares the place tool may put a charge on. */
  squares: Cell[] | null;
}

/** A figure drag (tools/moveDrag): press on the active figure, drag to a square, release to move. */
export type DragState =
  | { phase: 'idle' }
  /** Button down on the figure; it has not left the pressed square yet (a release here is a click). */
  | { phase: 'pressed'; figureId: FigureId; from: Cell }
  /** The pointer has left the pressed square: the path preview follows `over`. */
  | { phase: 'dragging'; figureId: FigureId; from: Cell; over: Cell | null }
  /** Esc during the drag: nothing happens until the button comes up. */
  | { phase: 'cancelled' };

export const NO_PREVIEW: ToolPreview = { mover: null, move: null, attack: null, area: null, measureLine: null, measureText: null, doorPick: null, squares: null };

export interface PlayUi {
  selectedFigureId: FigureId | null;
  /** The player picked the selection (not the automatic pick when a turn starts): only then does the select tool show reach and move on click. */
  selectedByUser: boolean;
  /** The active tool's id (a ToolId of tools/registry; the tool machine admits only those). */
  tool: string;
  /** The active tool's state, e.g. `idle`, `aiming` (the path is `tool.state`). */
  toolState: string;
  weaponIndex: number;
  shots: number;
  manualModifiers: ManualModifier[];
  hoverCell: Cell | null;
  hoverPoint: Point | null;
  measureFrom: Cell | null;
  measureTo: Cell | null;
  highlighted: FigureId[];
  violation: Violation | null;
  lastScatter: { from: Point; to: Point } | null;
  /** Where the last burst went off, drawn until the next attack (with the scatter arrow). */
  lastBurst: { at: Point; radiusInches: number } | null;
  lastActive: FigureId | null;
  /** Why the turn passed with AP left (G-TURN-1), shown in the action bar until the next command (state/turnNote). */
  turnNote: string | null;
  drag: DragState;
  preview: ToolPreview;
}

export function newPlayUi(): PlayUi {
  return {
    selectedFigureId: null,
    selectedByUser: false,
    tool: 'select',
    toolState: 'idle',
    weaponIndex: 0,
    shots: 1,
    manualModifiers: [],
    hoverCell: null,
    hoverPoint: null,
    measureFrom: null,
    measureTo: null,
    highlighted: [],
    violation: null,
    lastScatter: null,
    lastBurst: null,
    lastActive: null,
    turnNote: null,
    drag: { phase: 'idle' },
    preview: NO_PREVIEW,
  };
}

/** Burst points snap to this grid (inches) so a click lands where the preview was. */
export const AREA_SNAP_INCHES = 0.5;

export function snapPoint(p: Point): Point {
  return { x: Math.round(p.x / AREA_SNAP_INCHES) * AREA_SNAP_INCHES, y: Math.round(p.y / AREA_SNAP_INCHES) * AREA_SNAP_INCHES };
}
