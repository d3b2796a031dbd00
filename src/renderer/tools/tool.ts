// Tools as small state machines (issue 11 item 6), after tldraw's StateNode
// (ANCHORS.md): a tool is a set of named states, one of them active; events
// go to the active state, which may `transition` to a sibling. The path
// `attack.aiming` names where a tool is. Tools never write the World: they
// call `dispatch`; they write selection, hover and their preview into the UI
// store. Previews call the same pure functions as resolution (tools/previews).
import type { RulesCache } from '../../core/spatial/rulesCache';
import type { Cell, FigureId, Point, World } from '../../core/model/schema';
import type { Command } from '../../core/rules';
import type { ReachCache } from './previews';
import type { Store } from './store';
import { NO_PREVIEW, snapPoint, type PlayUi, type ToolPreview } from './uiState';

/** Pointer input on the map in cells and inches (the canvas' MapPointerEvent satisfies it). */
export interface ToolPointer {
  kind: 'down' | 'move' | 'up' | 'leave';
  cell: Cell | null;
  point: Point;
  button: number;
  buttons: number;
  /** Up within a few pixels of its down: a click, not a drag (a left drag on empty map pans). */
  click?: boolean;
  /** Space held: the press pans the map, it never picks a figure. */
  panModifier?: boolean;
}

/** What the play wiring lends the tools. */
export interface ToolHost {
  readonly store: Store<PlayUi>;
  world(): World;
  active(): FigureId | null;
  dispatch(command: Command): { ok: boolean };
  readonly reach: ReachCache;
  /** The Session's rules cache: previews reuse its sight structures, as resolution does. */
  readonly rulesCache?: RulesCache;
  selectFigure(id: FigureId | null): void;
  /** G-TURN-3 long task on a door (PlayActions.forceDoor). */
  forceDoor(wallId: string): void;
  /** Holds the camera's drag-pan off while a figure is dragged. */
  holdPan(hold: boolean): void;
  /** Esc or right-click that no state handled: back to select (PlayController.cancel). */
  cancel(): void;
}

/** What a state's handlers see: the World read-only, the UI state, and the ways to act. */
export interface ToolContext {
  readonly world: World;
  readonly ui: PlayUi;
  active(): FigureId | null;
  set(patch: Partial<PlayUi>): void;
  dispatch(command: Command): { ok: boolean };
  /** Shows why nothing happened (the panels' violation line). */
  refuse(message: string, code?: string): void;
  readonly reach: ReachCache;
  readonly rulesCache?: RulesCache;
  selectFigure(id: FigureId | null): void;
  forceDoor(wallId: string): void;
  holdPan(hold: boolean): void;
  /** Moves this tool to another of its states (onExit, then onEnter). */
  transition(state: string): void;
}

export interface ToolState {
  /** The pointer belongs to this state (a figure drag): moves with a button down and leaving the map reach it. */
  holdsPointer?: boolean;
  onEnter?(ctx: ToolContext): void;
  onExit?(ctx: ToolContext): void;
  onPointerDown?(ctx: ToolContext, ev: ToolPointer): void;
  /** After hover was written (`ctx.ui.hoverCell`, `hoverPoint`). */
  onPointerMove?(ctx: ToolContext, ev: ToolPointer): void;
  /** Button up; true when this state consumed it (no click follows). */
  onPointerUp?(ctx: ToolContext, ev: ToolPointer): boolean;
  /** Left click on a cell (hover already at it). */
  onClick?(ctx: ToolContext, cell: Cell): void;
  /** A key the global shortcuts did not take; true when handled. */
  onKeyDown?(ctx: ToolContext, key: string): boolean;
  /** Esc; true when handled here (otherwise the wiring drops back to the select tool). */
  onCancel?(ctx: ToolContext): boolean;
}

export interface Tool<Id extends string = string> {
  readonly id: Id;
  readonly initial: string;
  readonly states: Readonly<Record<string, ToolState>>;
  /** The preview follows the exact point (snapped), not only the cell. */
  readonly usesPoint?: boolean;
  /** What the tool shows now; fields left out are empty. Called after every change, before the panels render. */
  preview?(ctx: ToolContext): Partial<ToolPreview>;
}

export function defineTool<Id extends string>(tool: Tool<Id>): Tool<Id> {
  return tool;
}

/** Runs the registered tools: one active tool, one active state, events routed to it. */
export class ToolMachine {
  private readonly ctx: ToolContext;

  constructor(
    private readonly tools: Readonly<Record<string, Tool>>,
    private readonly host: ToolHost,
  ) {
    const { store } = host;
    this.ctx = {
      get world() {
        return host.world();
      },
      get ui() {
        return store.get();
      },
      active: () => host.active(),
      set: (patch) => store.set(patch),
      dispatch: (command) => host.dispatch(command),
      refuse: (message, code = 'no-target') => store.set({ violation: { code, message } }),
      reach: host.reach,
      rulesCache: host.rulesCache,
      selectFigure: (id) => host.selectFigure(id),
      forceDoor: (wallId) => host.forceDoor(wallId),
      holdPan: (hold) => host.holdPan(hold),
      transition: (state) => this.transition(state),
    };
  }

  get context(): ToolContext {
    return this.ctx;
  }

  /** `tool.state`, e.g. `attack.aiming`. */
  path(): string {
    const ui = this.host.store.get();
    return `${ui.tool}.${ui.toolState}`;
  }

  private tool(): Tool {
    return this.tools[this.host.store.get().tool];
  }

  private state(): ToolState {
    const tool = this.tool();
    return tool.states[this.host.store.get().toolState] ?? tool.states[tool.initial];
  }

  /** Activates a tool in its initial state (again, when it is the active one: X twice restarts the measure). */
  setTool(id: string): void {
    const tool = this.tools[id];
    if (!tool) throw new Error(`unknown tool "${id}"`);
    this.host.store.batch(() => {
      this.state().onExit?.(this.ctx);
      // A tool change mid-drag must not leave the pan held or the computer waiting.
      if (this.host.store.get().drag.phase !== 'idle') this.reset();
      this.host.store.set({ tool: id, toolState: tool.initial });
      this.state().onEnter?.(this.ctx);
    });
  }

  transition(state: string): void {
    const tool = this.tool();
    if (!tool.states[state]) throw new Error(`tool "${tool.id}" has no state "${state}"`);
    if (this.host.store.get().toolState === state) return;
    this.host.store.batch(() => {
      this.state().onExit?.(this.ctx);
      this.host.store.set({ toolState: state });
      this.state().onEnter?.(this.ctx);
    });
  }

  pointer(ev: ToolPointer): void {
    const store = this.host.store;
    store.batch(() => {
      const state = this.state();
      const ui = store.get();
      switch (ev.kind) {
        case 'down':
          state.onPointerDown?.(this.ctx, ev);
          return;
        case 'leave':
          // Pointer capture keeps a drag's moves coming; its preview stays.
          if (!state.holdsPointer) store.set({ hoverCell: null, hoverPoint: null });
          return;
        case 'move': {
          // While the map is dragged (panned) the previews wait: no work per move.
          if (!state.holdsPointer && ev.buttons !== 0) return;
          const point = snapPoint(ev.point);
          const cellChanged = !sameCell(ev.cell, ui.hoverCell);
          const pointChanged = !ui.hoverPoint || ui.hoverPoint.x !== point.x || ui.hoverPoint.y !== point.y;
          if (!cellChanged && !(pointChanged && (this.tool().usesPoint || state.holdsPointer))) return;
          store.set({ hoverCell: ev.cell, hoverPoint: point });
          state.onPointerMove?.(this.ctx, ev);
          return;
        }
        case 'up': {
          if (state.onPointerUp?.(this.ctx, ev)) return;
          if (ev.click && ev.button === 2) {
            this.host.cancel();
            return;
          }
          if (!ev.click || ev.button !== 0 || !ev.cell) return;
          // A click is a move to the cell, then the click: the state is the one the pointer there would be in.
          store.set({ hoverCell: ev.cell, hoverPoint: snapPoint(ev.point) });
          state.onPointerMove?.(this.ctx, ev);
          this.state().onClick?.(this.ctx, ev.cell);
        }
      }
    });
  }

  keyDown(key: string): boolean {
    return this.host.store.batch(() => this.state().onKeyDown?.(this.ctx, key) ?? false);
  }

  /** Esc: true when the active state took it (a drag dropped). */
  cancel(): boolean {
    return this.host.store.batch(() => this.state().onCancel?.(this.ctx) ?? false);
  }

  /** Writes the active tool's preview into the store (the Store's settle step). */
  writePreview(): void {
    const preview = this.tool().preview?.(this.ctx);
    this.host.store.set({ preview: preview ? { ...NO_PREVIEW, ...preview } : NO_PREVIEW });
  }

  /** Leaves the active tool's state without its handlers (a new game, dispose): a drag whose button-up never came is dropped. */
  reset(): void {
    const ui = this.host.store.get();
    if (ui.drag.phase !== 'idle') this.host.holdPan(false);
    this.host.store.set({ drag: { phase: 'idle' }, toolState: this.tool().initial });
  }
}

export function sameCell(a: Cell | null, b: Cell | null): boolean {
  return a === b || (!!a && !!b && a.c === b.c && a.r === b.r);
}
