// The pieces the play wiring is split into share this: the host and canvas
// the controller drives, and the handle the action module works through. The
// UI state and the tools are in tools/ (uiState, store, tool, registry).
import type { Cell, FigureId, World } from '../../core/model/schema';
import type { Command, Violation } from '../../core/rules';
import type { EditorCommand } from '../../core/rules/editor';
import type { ChangeSet, Session } from '../../core/session';
import type { OverlaySpec } from '../canvas';
import type { ReachCache } from '../tools/previews';
import type { Store } from '../tools/store';
import type { ToolMachine } from '../tools/tool';
import type { PlayUi } from '../tools/uiState';
import type { PlayActions, PlayViewState } from './contract';
import type { ComputerPlayer } from './computerTurns';
import type { TableRoll } from './tableDice';
import type { IdleScheduler } from './warmUp';

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
  /** Runs a task when the page is idle (default: requestIdleCallback; unit tests queue them). */
  idle?: IdleScheduler;
}

/** The controller as the play actions (playActions) see it. */
export interface PlayCore {
  readonly session: Session<Command>;
  readonly host: PlayHost;
  /** The UI state; write it with `store.set` (subscribers re-render once per change). */
  readonly store: Store<PlayUi>;
  /** The UI state now (read-only; `store.get()`). */
  readonly ui: PlayUi;
  readonly tools: ToolMachine;
  readonly reach: ReachCache;
  readonly world: World;
  readonly actions: PlayActions;
  readonly computer: ComputerPlayer;
  active(): FigureId | null;
  /** Re-reads the World and the previews and re-renders (something outside the UI state changed). */
  refresh(): void;
  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation };
  /** Real dice (issue 16 fix 8): the faces of the roll the prompt asks for; Esc drops the action. */
  enterFaces(faces: number[]): { ok: true } | { ok: false; violation: Violation };
  cancelTableRoll(): void;
  /** The roll the prompt asks for, or null. */
  readonly tableRoll: TableRoll | null;
  selectFigure(id: FigureId | null): void;
  cancel(): void;
}
