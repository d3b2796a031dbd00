// The pieces the play wiring is split into share this: the host and canvas
// the controller drives, the UI state (never saved or undone: DESIGN "Core
// ideas") and the handle the input, preview and action modules work through.
import type { Cell, FigureId, Point, World } from '../../core/model/schema';
import type { Command, ManualModifier, Violation } from '../../core/rules';
import type { EditorCommand } from '../../core/rules/editor';
import type { ChangeSet, Session } from '../../core/session';
import type { OverlaySpec } from '../canvas';
import type { ReachCache } from '../tools/previews';
import type { DragState } from '../tools/moveDrag';
import type { PlayActions, PlayViewState, ToolId } from './contract';
import type { ComputerPlayer } from './computerTurns';

/** What the controller needs from the canvas (MapCanvas satisfies it). */
export interface PlayCanvas {
  applyChanges(world: World, changes: ChangeSet): void;
  setOverlay(spec: OverlaySpec): void;
  animateMove(figureId: string, cells: Cell[], durationMs: number): void;
  setLeftButtonPans(enabled: boolean): void;
  /** Holds the camera's drag-pan off while a figure is dragged (the press already reached the camera). */
  holdPan?(hold: boolean): void;
  ensureVisible?(cell: Cell): void;
}

export interface PlayHost {
  canvas: PlayCanvas;
  /** Re-render the panels (called after every state change) from this view. */
  render(view: PlayViewState): void;
  save(saveAs: boolean): Promise<void>;
  /** No token animation (?fast=1 or prefers-reduced-motion); the computer plays without pauses. */
  fast: boolean;
  /** A cover or dialog holds the board (the hotseat hand-over): the computer waits. */
  busy?(): boolean;
}

/** UI state of the play screen. */
export interface PlayUi {
  selectedFigureId: FigureId | null;
  /** The player picked the selection (not the automatic pick when a turn starts): only then does the select tool show reach and move on click. */
  selectedByUser: boolean;
  tool: ToolId;
  weaponIndex: number;
  shots: number;
  manualModifiers: ManualModifier[];
  hoverCell: Cell | null;
  hoverPoint: Point | null;
  measureFrom: Cell | null;
  measureTo: Cell | null;
  measureFixed: boolean;
  highlighted: FigureId[];
  violation: Violation | null;
  lastScatter: { from: Point; to: Point } | null;
  /** Where the last burst went off, drawn until the next attack (with the scatter arrow). */
  lastBurst: { at: Point; radiusInches: number } | null;
  lastActive: FigureId | null;
  drag: DragState;
}

export function newPlayUi(): PlayUi {
  return {
    selectedFigureId: null,
    selectedByUser: false,
    tool: 'select',
    weaponIndex: 0,
    shots: 1,
    manualModifiers: [],
    hoverCell: null,
    hoverPoint: null,
    measureFrom: null,
    measureTo: null,
    measureFixed: false,
    highlighted: [],
    violation: null,
    lastScatter: null,
    lastBurst: null,
    lastActive: null,
    drag: { phase: 'idle' },
  };
}

/** The controller as the input, preview and action modules see it. */
export interface PlayCore {
  readonly session: Session<Command>;
  readonly host: PlayHost;
  readonly ui: PlayUi;
  readonly reach: ReachCache;
  readonly world: World;
  readonly actions: PlayActions;
  readonly computer: ComputerPlayer;
  active(): FigureId | null;
  refresh(): void;
  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation };
  selectFigure(id: FigureId | null): void;
  cancel(): void;
}

/** Burst points snap to this grid (inches) so a click lands where the preview was. */
export const AREA_SNAP_INCHES = 0.5;

export function snapPoint(p: Point): Point {
  return { x: Math.round(p.x / AREA_SNAP_INCHES) * AREA_SNAP_INCHES, y: Math.round(p.y / AREA_SNAP_INCHES) * AREA_SNAP_INCHES };
}
