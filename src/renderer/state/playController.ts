// The play wiring (issue 6): one Session per open game; the UI state
// (selection, tool, weapon, shots, manual modifiers, hover, drag, highlights,
// the tool's preview) is one Store, never saved or undone (DESIGN "Core
// ideas"). Every World change goes through session.dispatch; pointer input
// goes to the active tool (tools/registry), which dispatches and writes its
// preview into the store; the store's subscriber redraws the overlay and
// re-renders the panels from `view()`. Actions and keys are in playActions.
import type { Cell, FigureId, World } from '../../core/model/schema';
import { activeFigureId, type Command, type GameEvent, type Violation } from '../../core/rules';
import type { EditorCommand } from '../../core/rules/editor';
import type { ChangeSet, Session } from '../../core/session';
import type { MapPointerEvent, OverlaySpec } from '../canvas';
import { ReachCache } from '../tools/previews';
import type { LogEntry, PlayActions, PlayViewState } from './contract';
import { buildOverlay } from './overlay';
import { describe, figuresOf } from './logText';
import { Store } from '../tools/store';
import { ToolMachine } from '../tools/tool';
import { TOOLS_BY_ID, type ToolId } from '../tools/registry';
import { newPlayUi, type PlayUi } from '../tools/uiState';
import type { PlayCore, PlayHost } from './playCore';
import { makeActions, onKey } from './playActions';
import { COMPUTER_STEP_MS, ComputerPlayer } from './computerTurns';
import { turnNoteOf } from './turnNote';
import { isEditorCommand } from '../../core/rules/editor';
import { nextTableRoll, rollsAtTable, withFaces, type TableRoll } from './tableDice';
import { idleScheduler, PreviewWarmUp } from './warmUp';

export type { PlayCanvas, PlayHost } from './playCore';

const MOVE_ANIMATION_MS_PER_SQUARE = 60;
const MOVE_ANIMATION_MAX_MS = 300;

/** Tools that act for the active figure: a new turn drops back to select. */
const TURN_TOOLS: readonly ToolId[] = ['attack', 'area', 'move', 'place', 'force', 'door'];

export class PlayController implements PlayCore {
  readonly store: Store<PlayUi> = new Store(newPlayUi(), () => this.tools.writePreview());
  readonly tools: ToolMachine;
  autosave: PlayViewState['autosave'] = 'idle';
  private readonly eventsByCommand = new WeakMap<object, GameEvent[]>();
  /** The G-TURN-1 note each command left, as it read when the command was played (the log keeps it). */
  private readonly turnNotes = new WeakMap<object, string>();
  readonly reach: ReachCache;
  /** Builds the rules cache's move searches and sight index when idle, before a pointer move asks (issue 16 hover). */
  readonly warmUp: PreviewWarmUp;
  private readonly unsubscribe: () => void;
  readonly actions: PlayActions;
  /** Plays the sides handed to the computer (G-GAME-3). */
  readonly computer: ComputerPlayer;
  /** Issue 16 fix 8: the action waiting for faces rolled at the table (tableDice.ts), else null. */
  tableRoll: TableRoll | null = null;

  constructor(
    readonly session: Session<Command>,
    readonly host: PlayHost,
    /** Events of commands already in the log (a restored saved game), for the game log. */
    history?: ReadonlyMap<object, readonly GameEvent[]>,
  ) {
    if (history)
      for (const cmd of session.log) {
        const events = history.get(cmd);
        if (events) this.eventsByCommand.set(cmd, [...events]);
      }
    this.reach = new ReachCache(session.rulesCache);
    this.warmUp = new PreviewWarmUp(session.rulesCache, host.idle ?? idleScheduler);
    this.tools = new ToolMachine(TOOLS_BY_ID, {
      store: this.store,
      world: () => this.world,
      active: () => this.active(),
      dispatch: (command) => this.dispatch(command),
      reach: this.reach,
      rulesCache: session.rulesCache,
      selectFigure: (id) => this.selectFigure(id),
      forceDoor: (wallId) => this.actions.forceDoor(wallId),
      holdPan: (hold) => this.host.canvas.holdPan?.(hold),
      cancel: () => this.cancel(),
    });
    const offSession = session.subscribe((world, changes, events, cause) => this.onChange(world, changes, events as GameEvent[], cause));
    let offStore = () => {};
    this.unsubscribe = () => {
      offSession();
      offStore();
    };
    // Tools act on clicks, so a left-button drag on empty map keeps panning;
    // a press on the active figure drags it instead (playPointer).
    this.host.canvas.setLeftButtonPans(true);
    this.followTurn();
    this.computer = new ComputerPlayer(
      {
        session,
        // The computer's commands carry no faces: its sides roll with the app's dice.
        dispatch: (c) => this.dispatchNow(c),
        refresh: () => this.refresh(),
        busy: () => this.ui.drag.phase !== 'idle' || session.inGesture() || this.tableRoll !== null || (host.busy?.() ?? false),
      },
      { stepMs: host.fast ? 0 : COMPUTER_STEP_MS },
    );
    this.actions = makeActions(this);
    // The panels render from here on (the first render is the host's: startEncounter or refresh).
    offStore = this.store.subscribe(() => this.render());
    // A scenario or saved game whose side is already the computer's starts that way.
    this.computer.schedule();
  }

  dispose(): void {
    this.warmUp.dispose();
    this.computer.dispose();
    this.unsubscribe();
    this.tools.reset();
    this.host.canvas.setOverlay({});
    this.host.canvas.setLeftButtonPans(true);
  }

  get ui(): PlayUi {
    return this.store.get();
  }

  /** The active tool (the tool machine admits only the registry's ids). */
  private toolId(): ToolId {
    return this.ui.tool as ToolId;
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
      const note = turnNoteOf(world, events);
      if (last && note) this.turnNotes.set(last, note.text);
    }
    this.host.canvas.applyChanges(world, changes);
    this.store.batch(() => {
      if (cause === 'dispatch') {
        if (events.some((e) => e.type === 'attackDeclared')) this.store.set({ lastScatter: null, lastBurst: null });
        this.store.set({ turnNote: turnNoteOf(world, events)?.text ?? null });
        for (const e of events) {
          if (e.type === 'figureMoved' && e.path.length > 1 && !this.host.fast) {
            const ms = Math.min(MOVE_ANIMATION_MAX_MS, MOVE_ANIMATION_MS_PER_SQUARE * (e.path.length - 1));
            this.host.canvas.animateMove(e.figureId, e.path, ms);
          }
          if (e.type === 'burstScattered') this.store.set({ lastScatter: { from: e.from, to: e.to } });
          if (e.type === 'burstResolved') this.store.set({ lastBurst: { at: e.at, radiusInches: e.radiusInches } });
        }
      } else this.store.set({ turnNote: null });
      this.followTurn();
      this.store.touch();
    });
  }

  /** When the turn passes, the new active figure is selected with its drawn weapon. */
  private followTurn(): void {
    const active = this.active();
    if (active === this.ui.lastActive) return;
    this.store.set({ lastActive: active });
    if (!active) return;
    const f = this.world.figures[active];
    if (f.cell) this.host.canvas.ensureVisible?.(f.cell);
    this.store.set({
      selectedFigureId: active,
      selectedByUser: false,
      weaponIndex: f.loadout.weapons.length ? f.loadout.activeWeapon : -1,
      shots: 1,
      manualModifiers: [],
    });
    if (TURN_TOOLS.includes(this.toolId())) this.tools.setTool('select');
  }

  // ---- dispatch ----------------------------------------------------------------

  /** A person's command: with a side rolling real dice, it goes out with faces and the dice prompt asks for them (tableDice.ts). */
  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation } {
    if (isEditorCommand(command) || !rollsAtTable(this.world)) return this.dispatchNow(command);
    this.tableRoll = null;
    return this.dispatchFaces(command, [], null);
  }

  /** The dice prompt's answer: the faces of the roll it asked for. */
  enterFaces(faces: number[]): { ok: true } | { ok: false; violation: Violation } {
    const roll = this.tableRoll;
    if (!roll) return { ok: false, violation: { code: 'no-roll', message: 'no roll is waiting for its faces' } };
    return this.dispatchFaces(roll.command, [...roll.faces, ...faces], roll);
  }

  /** Esc in the dice prompt: the action is dropped whole (nothing of it reached the World). */
  cancelTableRoll(): void {
    if (!this.tableRoll) return;
    this.tableRoll = null;
    this.store.touch();
    this.computer.schedule();
  }

  private dispatchFaces(command: Command, faces: number[], before: TableRoll | null): { ok: true } | { ok: false; violation: Violation } {
    return this.store.batch(() => {
      const r = this.session.dispatch(withFaces(command, faces));
      const next = nextTableRoll(command, faces, before, r);
      this.tableRoll = next.roll;
      this.store.set({ violation: next.toast });
      this.store.touch();
      if (!next.roll) this.computer.schedule();
      return r.ok ? { ok: true as const } : { ok: false as const, violation: r.violation };
    });
  }

  private dispatchNow(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation } {
    return this.store.batch(() => {
      const r = this.session.dispatch(command);
      this.store.set({ violation: r.ok ? null : r.violation });
      this.store.touch();
      return r.ok ? { ok: true as const } : { ok: false as const, violation: r.violation };
    });
  }

  // ---- view ----------------------------------------------------------------------

  view(): PlayViewState {
    const ui = this.ui;
    const { preview } = ui;
    const drag = ui.drag.phase === 'dragging' || ui.drag.phase === 'pressed' ? ui.drag : null;
    return {
      world: this.world,
      activeFigureId: this.active(),
      selectedFigureId: ui.selectedFigureId,
      tool: this.toolId(),
      weaponIndex: ui.weaponIndex,
      shots: ui.shots,
      manualModifiers: ui.manualModifiers,
      attackPreview: preview.attack,
      areaPreview: preview.area,
      movePreview: preview.move,
      measureText: preview.measureText,
      log: this.stableLog(),
      highlightedFigureIds: ui.highlighted,
      canUndo: this.session.canUndo(),
      canRedo: this.session.canRedo(),
      violation: ui.violation,
      autosave: this.autosave,
      gmMode: true,
      dragging: this.stableDrag(drag),
      doorPick: preview.doorPick,
      computer: this.computer.view(),
      turnNote: ui.turnNote,
      tableRoll: this.tableRoll,
    };
  }

  private logKey: readonly unknown[] = [];
  private logValue: LogEntry[] = [];

  /**
   * The log entries, the same array until the World or the command log
   * changes: a pointer move renders the view again, and a new array would
   * both re-describe every event and re-render the game log (issue 16 speed).
   */
  private stableLog(): LogEntry[] {
    const log = this.session.log;
    const key = [this.world, log, log.length, log[log.length - 1]];
    if (key.some((k, i) => k !== this.logKey[i])) {
      this.logKey = key;
      this.logValue = this.logEntries();
    }
    return this.logValue;
  }

  private dragValue: PlayViewState['dragging'] = null;

  /** The drag in the view, the same object while it is the same drag (the panels compare views by identity). */
  private stableDrag(drag: { figureId: FigureId; from: Cell } | null): PlayViewState['dragging'] {
    const last = this.dragValue;
    if (!drag) return (this.dragValue = null);
    if (last && last.figureId === drag.figureId && last.from.c === drag.from.c && last.from.r === drag.from.r) return last;
    return (this.dragValue = { figureId: drag.figureId, from: drag.from });
  }

  /** Events of the commands still in the log (undone ones drop out; redone ones return). */
  logEntries(): LogEntry[] {
    const out: LogEntry[] = [];
    const world = this.world;
    for (const cmd of this.session.log) {
      const events = this.eventsByCommand.get(cmd) ?? [];
      const note = this.turnNotes.get(cmd);
      for (const event of events) {
        // Issue 16 fix 7: a move is one line ("moves 4,7 -> 6,5 (3 AP)"); its AP spend would say it twice.
        if (event.type === 'apSpent' && events.some((e) => e.type === 'figureMoved' && e.figureId === event.figureId && e.apCost === event.apCost)) continue;
        out.push({ index: out.length, text: describe(event, world, cmd as { type: string; placed?: boolean }), figureIds: figuresOf(event), event });
        if (note && event.type === 'turnEnded') out.push({ index: out.length, text: note, figureIds: figuresOf(event), event });
      }
    }
    return out;
  }

  private reachCellsKey = '';
  private reachCellsValue: Cell[] | undefined;

  /** The squares the reach overlay shades now (for the table view's shared reach), or undefined. */
  reachCells(): Cell[] | undefined {
    const id = this.ui.preview.mover;
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

  /** Recomputes the previews (the World or something outside the UI state changed), the overlay and the panels. */
  refresh(): void {
    this.store.touch();
  }

  private render(): void {
    const view = this.view();
    this.host.canvas.setOverlay(this.overlay(view));
    this.host.render(view);
    this.warmUp.note(this.world, this.toolId(), this.ui.preview.mover);
  }

  private overlay(view: PlayViewState): OverlaySpec {
    const ui = this.ui;
    const moverId = ui.preview.mover;
    return buildOverlay({
      world: this.world,
      view,
      tool: this.toolId(),
      hoverCell: ui.hoverCell,
      activeId: this.active(),
      highlighted: ui.highlighted,
      mover: moverId ? { id: moverId, reach: this.reach.get(this.world, moverId), version: this.reach.version } : null,
      measureLine: ui.preview.measureLine,
      squares: ui.preview.squares,
      lastScatter: ui.lastScatter,
      lastBurst: ui.lastBurst,
      rulesCache: this.session.rulesCache,
    });
  }

  // ---- input -------------------------------------------------------------------------

  onPointer(ev: MapPointerEvent): void {
    this.tools.pointer(ev);
  }

  /** Keyboard shortcuts (see tools/keyboard.ts); returns true when handled. */
  onKey(event: KeyboardEvent): boolean {
    return this.store.batch(() => onKey(this, event));
  }

  /** Esc or right-click: back to the select tool, measure and highlights cleared. */
  cancel(): void {
    this.store.batch(() => {
      this.tools.setTool('select');
      this.store.set({ measureFrom: null, measureTo: null, violation: null, highlighted: [] });
    });
  }

  selectFigure(id: FigureId | null): void {
    const f = id && id === this.active() ? this.world.figures[id] : null;
    this.store.set({
      selectedFigureId: id,
      selectedByUser: id !== null,
      violation: null,
      ...(f ? { weaponIndex: f.loadout.weapons.length ? f.loadout.activeWeapon : -1 } : {}),
    });
  }
}
