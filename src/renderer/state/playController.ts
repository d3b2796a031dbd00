// The play wiring (issue 6): one Session per open game; UI state (selection,
// tool, weapon, shots, manual modifiers, hover, highlights) lives here and is
// never saved or undone (DESIGN "Core ideas"). Every World change goes through
// session.dispatch; the subscriber updates the canvas from the change set and
// asks the host to re-render the panels from `view()`.
import type { Cell, FigureId, Point, World } from '../../core/model/schema';
import { activeFigureId, type Command, type GameEvent, type ManualModifier, type Violation } from '../../core/rules';
import type { EditorCommand } from '../../core/rules/editor';
import type { Session } from '../../core/session';
import type { ChangeSet } from '../../core/session';
import type { MapPointerEvent, OverlaySpec } from '../canvas';
import { ReachCache, areaCommand, areaPreview, attackCommand, attackPreview, figureAt, measureText, movePreview, weaponAt } from '../tools/previews';
import type { AreaPreview, AttackPreview, LogEntry, MovePreview, PlayActions, PlayViewState, ToolId } from './contract';
import { gameCommandForKey, keyToCommand } from '../tools/keyboard';
import { buildOverlay } from './overlay';
import { coverOf } from '../../core/rules/sight';
import { describe, figuresOf } from './logText';

/** What the controller needs from the canvas (MapCanvas satisfies it). */
export interface PlayCanvas {
  applyChanges(world: World, changes: ChangeSet): void;
  setOverlay(spec: OverlaySpec): void;
  animateMove(figureId: string, cells: Cell[], durationMs: number): void;
  setLeftButtonPans(enabled: boolean): void;
  ensureVisible?(cell: Cell): void;
}

export interface PlayHost {
  canvas: PlayCanvas;
  /** Re-render the panels (called after every state change) from this view. */
  render(view: PlayViewState): void;
  save(saveAs: boolean): Promise<void>;
  /** No token animation (?fast=1 or prefers-reduced-motion). */
  fast: boolean;
}

const MOVE_ANIMATION_MS_PER_SQUARE = 60;
const MOVE_ANIMATION_MAX_MS = 300;
/** Burst points snap to this grid (inches) so a click lands where the preview was. */
const AREA_SNAP_INCHES = 0.5;


export class PlayController {
  private selectedFigureId: FigureId | null = null;
  /** The player picked the selection (not the automatic pick when a turn starts): only then does the select tool show reach and move on click. */
  private selectedByUser = false;
  private tool: ToolId = 'select';
  private weaponIndex = 0;
  private shots = 1;
  private manualModifiers: ManualModifier[] = [];
  private hoverCell: Cell | null = null;
  private hoverPoint: Point | null = null;
  private measureFrom: Cell | null = null;
  private measureTo: Cell | null = null;
  private measureFixed = false;
  private highlighted: FigureId[] = [];
  private violation: Violation | null = null;
  private lastScatter: { from: Point; to: Point } | null = null;
  /** Where the last burst went off, drawn until the next attack (with the scatter arrow). */
  private lastBurst: { at: Point; radiusInches: number } | null = null;
  private lastActive: FigureId | null = null;
  autosave: PlayViewState['autosave'] = 'idle';
  private readonly eventsByCommand = new WeakMap<object, GameEvent[]>();
  private readonly reach = new ReachCache();
  private readonly unsubscribe: () => void;
  readonly actions: PlayActions;

  constructor(
    readonly session: Session<Command>,
    private readonly host: PlayHost,
    /** Events of commands already in the log (a restored saved game), for the game log. */
    history?: ReadonlyMap<object, readonly GameEvent[]>,
  ) {
    if (history) for (const cmd of session.log) {
      const events = history.get(cmd);
      if (events) this.eventsByCommand.set(cmd, [...events]);
    }
    this.unsubscribe = session.subscribe((world, changes, events, cause) => this.onChange(world, changes, events as GameEvent[], cause));
    // Tools act on clicks (pointer up within a few pixels of the down), so a
    // left-button drag can keep panning; a future drag tool turns it off.
    this.host.canvas.setLeftButtonPans(true);
    this.followTurn();
    this.actions = this.makeActions();
  }

  dispose(): void {
    this.unsubscribe();
    this.host.canvas.setOverlay({});
    this.host.canvas.setLeftButtonPans(true);
  }

  get world(): World {
    return this.session.world;
  }

  private active(): FigureId | null {
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
      if (events.some((e) => e.type === 'attackDeclared')) this.lastScatter = this.lastBurst = null;
      for (const e of events) {
        if (e.type === 'figureMoved' && e.path.length > 1 && !this.host.fast) {
          const ms = Math.min(MOVE_ANIMATION_MAX_MS, MOVE_ANIMATION_MS_PER_SQUARE * (e.path.length - 1));
          this.host.canvas.animateMove(e.figureId, e.path, ms);
        }
        if (e.type === 'burstScattered') this.lastScatter = { from: e.from, to: e.to };
        if (e.type === 'burstResolved') this.lastBurst = { at: e.at, radiusInches: e.radiusInches };
      }
    }
    this.followTurn();
    this.refresh();
  }

  /** When the turn passes, the new active figure is selected with its drawn weapon. */
  private followTurn(): void {
    const active = this.active();
    if (active === this.lastActive) return;
    this.lastActive = active;
    if (!active) return;
    this.selectedFigureId = active;
    this.selectedByUser = false;
    const f = this.world.figures[active];
    if (f.cell) this.host.canvas.ensureVisible?.(f.cell);
    this.weaponIndex = f.loadout.weapons.length ? f.loadout.activeWeapon : -1;
    this.shots = 1;
    this.manualModifiers = [];
    if (this.tool === 'attack' || this.tool === 'area' || this.tool === 'move') this.tool = 'select';
  }

  // ---- dispatch ----------------------------------------------------------------

  dispatch(command: Command | EditorCommand): { ok: true } | { ok: false; violation: Violation } {
    const r = this.session.dispatch(command);
    if (!r.ok) {
      this.violation = r.violation;
      this.refresh();
      return { ok: false, violation: r.violation };
    }
    this.violation = null;
    this.refresh();
    return { ok: true };
  }

  // ---- view ----------------------------------------------------------------------

  private moveFigureId(): FigureId | null {
    const active = this.active();
    if (!active) return null;
    if (this.tool === 'move') return active;
    if (this.tool === 'select' && this.selectedByUser && this.selectedFigureId === active) return active;
    return null;
  }

  private currentMovePreview(): MovePreview | null {
    const id = this.moveFigureId();
    if (!id || !this.hoverCell) return null;
    const occupant = figureAt(this.world, this.hoverCell);
    if (occupant && this.tool === 'select') return null;
    return movePreview(this.world, id, this.hoverCell, this.reach.get(this.world, id));
  }

  private currentAttackPreview(): AttackPreview | null {
    const active = this.active();
    if (this.tool !== 'attack' || !active || !this.hoverCell) return null;
    const target = figureAt(this.world, this.hoverCell);
    if (!target || target.id === active) return null;
    return attackPreview(this.world, { attackerId: active, targetId: target.id, weaponIndex: this.weaponIndex, shots: this.shots, modifiers: this.manualModifiers });
  }

  private currentAreaPreview(): AreaPreview | null {
    const active = this.active();
    if (this.tool !== 'area' || !active || !this.hoverPoint) return null;
    return areaPreview(this.world, { attackerId: active, weaponIndex: this.weaponIndex, at: this.hoverPoint, modifiers: this.manualModifiers });
  }

  private measureLine(): { from: Cell; to: Cell } | null {
    if ((this.tool !== 'measure' && this.tool !== 'los') || !this.measureFrom) return null;
    const to = this.measureFixed ? this.measureTo : this.hoverCell;
    return to ? { from: this.measureFrom, to } : null;
  }

  private currentMeasureText(): string | null {
    const line = this.measureLine();
    if (!line) return null;
    const text = measureText(line.from, line.to);
    if (this.tool === 'measure') return text;
    const cov = coverOf(this.world, line.from, line.to);
    const sight = cov.los ? (cov.hiddenFraction > 0 ? `partial: ${Math.round(cov.hiddenFraction * 100)}% hidden, cover ${cov.cover}, concealment ${cov.concealment}` : 'clear') : 'blocked';
    return `LOS ${sight}; ${text}`;
  }

  view(): PlayViewState {
    const world = this.world;
    return {
      world,
      activeFigureId: this.active(),
      selectedFigureId: this.selectedFigureId,
      tool: this.tool,
      weaponIndex: this.weaponIndex,
      shots: this.shots,
      manualModifiers: this.manualModifiers,
      attackPreview: this.currentAttackPreview(),
      areaPreview: this.currentAreaPreview(),
      movePreview: this.currentMovePreview(),
      measureText: this.currentMeasureText(),
      log: this.logEntries(),
      highlightedFigureIds: this.highlighted,
      canUndo: this.session.canUndo(),
      canRedo: this.session.canRedo(),
      violation: this.violation,
      autosave: this.autosave,
      gmMode: true,
    };
  }

  /** Events of the commands still in the log (undone ones drop out; redone ones return). */
  logEntries(): LogEntry[] {
    const out: LogEntry[] = [];
    const world = this.world;
    for (const cmd of this.session.log) {
      const events = this.eventsByCommand.get(cmd) ?? [];
      for (const event of events) out.push({ index: out.length, text: describe(event, world), figureIds: figuresOf(event), event });
    }
    return out;
  }

  private reachCellsKey = '';
  private reachCellsValue: Cell[] | undefined;

  /** The squares the reach overlay shades now (for the table view's shared reach), or undefined. */
  reachCells(): Cell[] | undefined {
    const id = this.moveFigureId();
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
    const moverId = this.moveFigureId();
    return buildOverlay({
      world: this.world,
      view,
      tool: this.tool,
      hoverCell: this.hoverCell,
      activeId: this.active(),
      highlighted: this.highlighted,
      mover: moverId ? { id: moverId, reach: this.reach.get(this.world, moverId), version: this.reach.version } : null,
      measureLine: this.measureLine(),
      lastScatter: this.lastScatter,
      lastBurst: this.lastBurst,
    });
  }

  // ---- input -------------------------------------------------------------------------

  onPointer(ev: MapPointerEvent): void {
    if (ev.kind === 'leave') {
      this.hoverCell = null;
      this.hoverPoint = null;
      this.refresh();
      return;
    }
    if (ev.kind === 'move') {
      // While the map is dragged (panned) the previews wait: no work per move.
      if (ev.buttons !== 0) return;
      const point = { x: Math.round(ev.point.x / AREA_SNAP_INCHES) * AREA_SNAP_INCHES, y: Math.round(ev.point.y / AREA_SNAP_INCHES) * AREA_SNAP_INCHES };
      const cellChanged = !sameCell(ev.cell, this.hoverCell);
      const pointChanged = this.tool === 'area' && (!this.hoverPoint || this.hoverPoint.x !== point.x || this.hoverPoint.y !== point.y);
      if (!cellChanged && !pointChanged) return;
      this.hoverCell = ev.cell;
      this.hoverPoint = point;
      this.refresh();
      return;
    }
    if (ev.kind === 'up' && ev.click && ev.button === 2) {
      this.cancel();
      return;
    }
    if (ev.kind !== 'up' || !ev.click || ev.button !== 0 || !ev.cell) return;
    this.hoverCell = ev.cell;
    this.hoverPoint = { x: Math.round(ev.point.x / AREA_SNAP_INCHES) * AREA_SNAP_INCHES, y: Math.round(ev.point.y / AREA_SNAP_INCHES) * AREA_SNAP_INCHES };
    this.click(ev.cell);
  }

  private click(cell: Cell): void {
    const world = this.world;
    const active = this.active();
    const occupant = figureAt(world, cell);
    switch (this.tool) {
      case 'select':
      case 'move': {
        if (occupant && (this.tool === 'select' || occupant.id !== active)) {
          this.selectFigure(occupant.id);
          return;
        }
        const mover = this.moveFigureId();
        if (!mover) {
          this.selectFigure(null);
          return;
        }
        const preview = this.currentMovePreview();
        if (preview?.refusal) {
          this.violation = { code: 'no-path', message: preview.refusal };
          this.refresh();
          return;
        }
        this.dispatch({ type: 'moveFigure', figureId: mover, to: cell });
        return;
      }
      case 'attack': {
        if (!active || !occupant || occupant.id === active) return;
        this.dispatch(attackCommand({ attackerId: active, targetId: occupant.id, weaponIndex: this.weaponIndex, shots: this.shots, modifiers: this.manualModifiers }));
        return;
      }
      case 'area': {
        if (!active || !this.hoverPoint) return;
        this.dispatch(areaCommand({ attackerId: active, weaponIndex: this.weaponIndex, at: this.hoverPoint, modifiers: this.manualModifiers }));
        return;
      }
      case 'measure':
      case 'los': {
        if (!this.measureFrom || this.measureFixed) {
          this.measureFrom = cell;
          this.measureTo = null;
          this.measureFixed = false;
        } else {
          this.measureTo = cell;
          this.measureFixed = true;
        }
        this.refresh();
        return;
      }
    }
  }

  cancel(): void {
    this.tool = 'select';
    this.measureFrom = this.measureTo = null;
    this.measureFixed = false;
    this.violation = null;
    this.highlighted = [];
    this.refresh();
  }

  /** Keyboard shortcuts (see tools/keyboard.ts); returns true when handled. */
  onKey(event: KeyboardEvent): boolean {
    const cmd = keyToCommand(event);
    if (!cmd) return false;
    switch (cmd.kind) {
      case 'weapon':
        this.actions.setWeapon(cmd.index);
        return true;
      case 'tool':
        this.actions.setTool(cmd.tool);
        return true;
      case 'cancel':
        this.cancel();
        return true;
      case 'undo':
        this.actions.undo();
        return true;
      case 'redo':
        this.actions.redo();
        return true;
      case 'shots':
        this.actions.setShots(this.shots >= 6 ? 1 : this.shots + 1);
        return true;
      case 'selectActive':
        this.actions.selectFigure(this.active());
        return true;
      case 'save':
        if (cmd.saveAs) this.actions.saveAs();
        else this.actions.save();
        return true;
    }
    const command = gameCommandForKey(cmd, this.world, this.active(), this.weaponIndex);
    if (command && 'refusal' in command) {
      this.violation = { code: 'no-target', message: command.refusal };
      this.refresh();
    } else if (command) this.dispatch(command);
    return true;
  }

  private selectFigure(id: FigureId | null): void {
    this.selectedFigureId = id;
    this.selectedByUser = id !== null;
    if (id && id === this.active()) {
      const f = this.world.figures[id];
      this.weaponIndex = f.loadout.weapons.length ? f.loadout.activeWeapon : -1;
    }
    this.violation = null;
    this.refresh();
  }

  private makeActions(): PlayActions {
    return {
      dispatch: (command) => this.dispatch(command),
      selectFigure: (id) => this.selectFigure(id),
      setTool: (tool) => {
        this.tool = tool;
        if (tool === 'measure' || tool === 'los') {
          this.measureFrom = this.measureTo = null;
          this.measureFixed = false;
        }
        if (tool === 'area') this.pickAreaWeapon();
        this.violation = null;
        this.refresh();
      },
      setWeapon: (index) => {
        const id = this.active() ?? this.selectedFigureId;
        const f = id ? this.world.figures[id] : null;
        if (f && index !== -1 && !f.loadout.weapons[index]) return;
        this.weaponIndex = index;
        const spec = f ? weaponAt(f, index) : null;
        if (spec?.area) this.tool = 'area';
        else if (this.tool === 'area') this.tool = 'attack';
        this.shots = 1;
        this.refresh();
      },
      setShots: (shots) => {
        this.shots = Math.max(1, Math.floor(shots));
        this.refresh();
      },
      setManualModifiers: (mods) => {
        this.manualModifiers = mods;
        this.refresh();
      },
      undo: () => {
        if (!this.session.undo()) {
          this.violation = { code: 'no-undo', message: this.session.log.length ? 'a roll cannot be undone (the GM can allow it)' : 'nothing to undo' };
          this.refresh();
        }
      },
      redo: () => {
        this.session.redo();
      },
      highlightFigures: (ids) => {
        this.highlighted = ids;
        this.refresh();
      },
      gmEditFigure: (id, patch) => {
        this.dispatch({ type: 'updateFigure', figureId: id, changes: patch } as EditorCommand);
      },
      save: () => {
        void this.host.save(false);
      },
      saveAs: () => {
        void this.host.save(true);
      },
    };
  }

  /** G: the area tool uses the figure's area weapon when the held one is not. */
  private pickAreaWeapon(): void {
    const id = this.active();
    if (!id) return;
    const f = this.world.figures[id];
    if (weaponAt(f, this.weaponIndex)?.area) return;
    const drawn = f.loadout.activeWeapon;
    if (weaponAt(f, drawn)?.area) {
      this.weaponIndex = drawn;
      return;
    }
    const k = f.loadout.weapons.findIndex((_, i) => weaponAt(f, i)?.area);
    if (k >= 0) this.weaponIndex = k;
  }
}

function sameCell(a: Cell | null, b: Cell | null): boolean {
  return a === b || (!!a && !!b && a.c === b.c && a.r === b.r);
}
