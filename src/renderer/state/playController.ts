// The play wiring (issue 6): one Session per open game; UI state (selection,
// tool, weapon, shots, manual modifiers, hover, drag, highlights) lives here
// and is never saved or undone (DESIGN "Core ideas"). Every World change goes
// through session.dispatch; the subscriber updates the canvas from the change
// set and asks the host to re-render the panels from `view()`. Pointer input
// is in playPointer, actions and keys in playActions, previews in playPreviews.
import type { Cell, FigureId, World } from '../../core/model/schema';
import { activeFigureId, type Command, type GameEvent, type Violation } from '../../core/rules';
import type { EditorCommand } from '../../core/rules/editor';
import type { ChangeSet, Session } from '../../core/session';
import type { MapPointerEvent, OverlaySpec } from '../canvas';
import { ReachCache } from '../tools/previews';
import type { LogEntry, PlayActions, PlayViewState } from './contract';
import { buildOverlay } from './overlay';
import { describe, figuresOf } from './logText';
import { newPlayUi, type PlayCore, type PlayHost, type PlayUi } from './playCore';
import { currentAreaPreview, currentAttackPreview, currentDoorPick, currentMeasureText, currentMovePreview, measureLine, moveFigureId } from './playPreviews';
import { onPointer, resetDrag } from './playPointer';
import { makeActions, onKey } from './playActions';
import { COMPUTER_STEP_MS, ComputerPlayer } from './computerTurns';

export type { PlayCanvas, PlayHost } from './playCore';

const MOVE_ANIMATION_MS_PER_SQUARE = 60;
const MOVE_ANIMATION_MAX_MS = 300;

export class PlayController implements PlayCore {
  readonly ui: PlayUi = newPlayUi();
  autosave: PlayViewState['autosave'] = 'idle';
  private readonly eventsByCommand = new WeakMap<object, GameEvent[]>();
  readonly reach = new ReachCache();
  private readonly unsubscribe: () => void;
  readonly actions: PlayActions;
  /** Plays the sides handed to the computer (G-GAME-3). */
  readonly computer: ComputerPlayer;

  constructor(
    readonly session: Session<Command>,
    readonly host: PlayHost,
    /** Events of commands already in the log (a restored saved game), for the game log. */
    history?: ReadonlyMap<object, readonly GameEvent[]>,
  ) {
    if (history) for (const cmd of session.log) {
      const events = history.get(cmd);
      if (events) this.eventsByCommand.set(cmd, [...events]);
    }
    this.unsubscribe = session.subscribe((world, changes, events, cause) => this.onChange(world, changes, events as GameEvent[], cause));
    // Tools act on clicks, so a left-button drag on empty map keeps panning;
    // a press on the active figure drags it instead (playPointer).
    this.host.canvas.setLeftButtonPans(true);
    this.followTurn();
    this.computer = new ComputerPlayer(
      {
        session,
        dispatch: (c) => this.dispatch(c),
        refresh: () => this.refresh(),
        busy: () => this.ui.drag.phase !== 'idle' || session.inGesture() || (host.busy?.() ?? false),
      },
      { stepMs: host.fast ? 0 : COMPUTER_STEP_MS },
    );
    this.actions = makeActions(this);
    // A scenario or saved game whose side is already the computer's starts that way.
    this.computer.schedule();
  }

  dispose(): void {
    this.computer.dispose();
    this.unsubscribe();
    resetDrag(this);
    this.host.canvas.setOverlay({});
    this.host.canvas.setLeftButtonPans(true);
  }

  get world(): World {
    return this.session.world;
  }

  active(): FigureId | null {
    return (activeFigureId(this.world) as FigureId | undefined) ?? null;
  }

  // ---- changes from the Session -------------------------------------------------

  private onChange(world: World, changes: ChangeSet, events: GameEvent[], cause: string): void {
    if (cause === 'dispatch') {
      const last = this.session.log[this.session.log.length - 1];
      if (last && !this.eventsByCommand.has(last)) this.eventsByCommand.set(last, events);
    }
    this.host.canvas.applyChanges(world, changes);
    if (cause === 'dispatch') {
      if (events.some((e) => e.type === 'attackDeclared')) this.ui.lastScatter = this.ui.lastBurst = null;
      for (const e of events) {
        if (e.type === 'figureMoved' && e.path.length > 1 && !this.host.fast) {
          const ms = Math.min(MOVE_ANIMATION_MAX_MS, MOVE_ANIMATION_MS_PER_SQUARE * (e.path.length - 1));
          this.host.canvas.animateMove(e.figureId, e.path, ms);
        }
        if (e.type === 'burstScattered') this.ui.lastScatter = { from: e.from, to: e.to };
        if (e.type === 'burstResolved') this.ui.lastBurst = { at: e.at, radiusInches: e.radiusInches };
      }
    }
    this.followTurn();
    this.refresh();
  }

  /** When the turn passes, the new active figure is selected with its drawn weapon. */
  private followTurn(): void {
    const ui = this.ui;
    const active = this.active();
    if (active === ui.lastActive) return;
    ui.lastActive = active;
    if (!active) return;
    ui.selectedFigureId = active;
    ui.selectedByUser = false;
    const f = this.world.figures[active];
    if (f.cell) this.host.canvas.ensureVisible?.(f.cell);
    ui.weaponIndex = f.loadout.weapons.length ? f.loadout.activeWeapon : -1;
    ui.shots = 1;
    ui.manualModifiers = [];
    if (ui.tool === 'attack' || ui.tool === 'area' || ui.tool === 'move' || ui.tool === 'place' || ui.tool === 'force') ui.tool = 'select';
  }

  // ---- dispatch ----------------------------------------------------------------

  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation } {
    const r = this.session.dispatch(command);
    if (!r.ok) {
      this.ui.violation = r.violation;
      this.refresh();
      return { ok: false, violation: r.violation };
    }
    this.ui.violation = null;
    this.refresh();
    return { ok: true };
  }

  // ---- view ----------------------------------------------------------------------

  view(): PlayViewState {
    const ui = this.ui;
    const drag = ui.drag.phase === 'dragging' || ui.drag.phase === 'pressed' ? ui.drag : null;
    return {
      world: this.world,
      activeFigureId: this.active(),
      selectedFigureId: ui.selectedFigureId,
      tool: ui.tool,
      weaponIndex: ui.weaponIndex,
      shots: ui.shots,
      manualModifiers: ui.manualModifiers,
      attackPreview: currentAttackPreview(this),
      areaPreview: currentAreaPreview(this),
      movePreview: currentMovePreview(this),
      measureText: currentMeasureText(this),
      log: this.logEntries(),
      highlightedFigureIds: ui.highlighted,
      canUndo: this.session.canUndo(),
      canRedo: this.session.canRedo(),
      violation: ui.violation,
      autosave: this.autosave,
      gmMode: true,
      dragging: drag ? { figureId: drag.figureId, from: drag.from } : null,
      doorPick: currentDoorPick(this),
      computer: this.computer.view(),
    };
  }

  /** Events of the commands still in the log (undone ones drop out; redone ones return). */
  logEntries(): LogEntry[] {
    const out: LogEntry[] = [];
    const world = this.world;
    for (const cmd of this.session.log) {
      const events = this.eventsByCommand.get(cmd) ?? [];
      for (const event of events) out.push({ index: out.length, text: describe(event, world, cmd as { type: string; placed?: boolean }), figureIds: figuresOf(event), event });
    }
    return out;
  }

  private reachCellsKey = '';
  private reachCellsValue: Cell[] | undefined;

  /** The squares the reach overlay shades now (for the table view's shared reach), or undefined. */
  reachCells(): Cell[] | undefined {
    const id = moveFigureId(this);
    if (!id) return undefined;
    const reach = this.reach.get(this.world, id);
    const key = `${id}:${this.reach.version}`;
    if (key !== this.reachCellsKey) {
      const apLeft = this.world.figures[id].apLeft;
      this.reachCellsKey = key;
      this.reachCellsValue = [...reach.cells.values()].filter((e) => e.apCost > 0 && e.apCost <= apLeft).map((e) => ({ c: e.cell.c, r: e.cell.r }) as Cell);
    }
    return this.reachCellsValue;
  }

  /** Recomputes the overlay and re-renders the panels. */
  refresh(): void {
    const view = this.view();
    this.host.canvas.setOverlay(this.overlay(view));
    this.host.render(view);
  }

  private overlay(view: PlayViewState): OverlaySpec {
    const moverId = moveFigureId(this);
    const ui = this.ui;
    return buildOverlay({
      world: this.world,
      view,
      tool: ui.tool,
      hoverCell: ui.hoverCell,
      activeId: this.active(),
      highlighted: ui.highlighted,
      mover: moverId ? { id: moverId, reach: this.reach.get(this.world, moverId), version: this.reach.version } : null,
      measureLine: measureLine(this),
      lastScatter: ui.lastScatter,
      lastBurst: ui.lastBurst,
      rulesCache: this.session.rulesCache,
    });
  }

  // ---- input -------------------------------------------------------------------------

  onPointer(ev: MapPointerEvent): void {
    onPointer(this, ev);
  }

  /** Keyboard shortcuts (see tools/keyboard.ts); returns true when handled. */
  onKey(event: KeyboardEvent): boolean {
    return onKey(this, event);
  }

  cancel(): void {
    const ui = this.ui;
    ui.tool = 'select';
    ui.measureFrom = ui.measureTo = null;
    ui.measureFixed = false;
    ui.violation = null;
    ui.highlighted = [];
    this.refresh();
  }

  selectFigure(id: FigureId | null): void {
    const ui = this.ui;
    ui.selectedFigureId = id;
    ui.selectedByUser = id !== null;
    if (id && id === this.active()) {
      const f = this.world.figures[id];
      ui.weaponIndex = f.loadout.weapons.length ? f.loadout.activeWeapon : -1;
    }
    ui.violation = null;
    this.refresh();
  }
}
