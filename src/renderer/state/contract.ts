// The contract between the play wiring (app.ts, tools, canvas) and the
// panels (ui/). Panels are pure views of PlayViewState that call PlayActions;
// they never touch the Session or the canvas themselves. Extend additively.
import type { Cell, FigureId, World } from '../../core/model/schema';
import type { AreaPreview, AttackPreview, MovePreview } from '../tools/previewTypes';
import type { ToolId } from '../tools/registry';
import type { Command, GameEvent, ManualModifier, Violation } from '../../core/rules';
import type { TableRoll } from './tableDice';

/** The tools are listed once, in tools/registry.ts. */
export type { ToolId } from '../tools/registry';

export type { AreaPreview, AttackPreview, MovePreview } from '../tools/previewTypes';

export interface LogEntry {
  /** Index in the session's event stream. */
  index: number;
  text: string;
  figureIds: FigureId[];
  event: GameEvent;
}

/** Solo play (G-GAME-3): which side the computer is playing now, and whether it waits for the user. */
export interface ComputerView {
  /** The computer side whose figure is acting now (not paused, game not over), else null. */
  playingSideId: string | null;
  /** An undo paused the computer (some side is still the computer's): it waits for Resume or a toggle. */
  paused: boolean;
  /** The computer side whose turn it is while paused, else null. */
  waitingSideId: string | null;
  /** Why the computer stopped by itself, when it did. */
  note: string | null;
}

export interface PlayViewState {
  world: World;
  activeFigureId: FigureId | null;
  selectedFigureId: FigureId | null;
  tool: ToolId;
  weaponIndex: number;
  shots: number;
  manualModifiers: ManualModifier[];
  attackPreview: AttackPreview | null;
  areaPreview: AreaPreview | null;
  movePreview: MovePreview | null;
  /** Measure / LOS tool read-out, in words ("7.1\" (35 ft)"). */
  measureText: string | null;
  log: LogEntry[];
  highlightedFigureIds: FigureId[];
  canUndo: boolean;
  canRedo: boolean;
  /** Last refusal from the rules, shown until the next action. */
  violation: Violation | null;
  /** 'off' in a Test play game (the editor's scenario stays the recovery record). */
  autosave: 'idle' | 'saving' | 'saved' | 'error' | 'off';
  gmMode: boolean;
  /** The active figure is being dragged (press on it, drag to a square, release to move). */
  dragging?: { figureId: FigureId; from: Cell } | null;
  /** Force tool: the doors within 1" the player may click, and the one under the pointer. */
  doorPick?: { wallIds: string[]; hoverId: string | null } | null;
  /** Why the turn passed after an action with AP left, and who is next (G-TURN-1); null otherwise. */
  turnNote?: string | null;
  /** Solo play: absent when the host runs no computer player. */
  computer?: ComputerView;
  /** Issue 16 fix 8: the roll the table must make with real dice for the action under way, else null. */
  tableRoll?: TableRoll | null;
}

export interface PlayActions {
  dispatch(command: Command): { ok: true } | { ok: false; violation: Violation };
  selectFigure(id: FigureId | null): void;
  setTool(tool: ToolId): void;
  setWeapon(index: number): void;
  setShots(shots: number): void;
  setManualModifiers(mods: ManualModifier[]): void;
  undo(): void;
  redo(): void;
  highlightFigures(ids: FigureId[]): void;
  /** GM edits of any figure value (logged as an editor command). */
  gmEditFigure(id: FigureId, patch: Record<string, unknown>): void;
  save(): void;
  saveAs(): void;
  /** Place tool for the active figure's placeable charge (refused with a reason when it has none). */
  placeCharge(): void;
  /** Force a door (longTask with wallId): the given one, the only one within 1", or the force tool to pick one. */
  forceDoor(wallId?: string): void;
  /** Hand a side to the computer or back (updateSide with controller: logged, one undo step); un-pauses the computer. */
  setSideController(sideId: string, controller: 'human' | 'computer'): void;
  /** Lets the computer go on after an undo paused it. */
  resumeComputer(): void;
  /** Real dice (issue 16 fix 8): who rolls a side's dice (updateSide with dice: logged, one undo step). */
  setSideDice(sideId: string, dice: 'app' | 'table'): void;
  /** The faces rolled at the table for the roll the prompt asks for; the action resolves once every roll has them. */
  enterFaces(faces: number[]): void;
  /** Drops the action waiting for real dice. */
  cancelTableRoll(): void;
}
