// Editor tools as small state machines, in the pattern of tools/tool.ts
// (tldraw's StateNode, ANCHORS.md): named states, one active; pointer and key
// events go to it; `transition` moves to a sibling. Tools never write the
// World: every edit is an editor command through `dispatch` (Session), and a
// drag (a brush stroke, an endpoint drag) is one undo step between
// `beginGesture` and `commitGesture`.
import type { Cell, Point, World } from '../../../core/model/schema';
import type { EditorCommand } from '../../../core/rules/editor/types';
import type { Store } from '../store';
import type { EditorUi } from './editorUi';

export interface EditorPointer {
  kind: 'down' | 'move' | 'up' | 'leave';
  cell: Cell | null;
  point: Point;
  button: number;
  buttons: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  click: boolean;
}

export type EditResult = { ok: true } | { ok: false; error: string };

/** What the editor shell lends the tools. */
export interface EditorToolHost {
  readonly store: Store<EditorUi>;
  world(): World;
  /** One command, or several as one undo step; stops at (and reports) the first refusal, undoing the rest. */
  dispatch(commands: EditorCommand | EditorCommand[]): EditResult;
  beginGesture(): void;
  commitGesture(): void;
  cancelGesture(): void;
  /** Left drags draw instead of panning while a drawing tool is armed. */
  setLeftButtonPans(enabled: boolean): void;
}

export interface EditorToolContext {
  readonly world: World;
  readonly ui: EditorUi;
  set(patch: Partial<EditorUi>): void;
  dispatch(commands: EditorCommand | EditorCommand[]): EditResult;
  beginGesture(): void;
  commitGesture(): void;
  cancelGesture(): void;
  transition(state: string): void;
}

export interface EditorToolState {
  onEnter?(ctx: EditorToolContext): void;
  onExit?(ctx: EditorToolContext): void;
  onPointerDown?(ctx: EditorToolContext, ev: EditorPointer): void;
  onPointerMove?(ctx: EditorToolContext, ev: EditorPointer): void;
  onPointerUp?(ctx: EditorToolContext, ev: EditorPointer): void;
  /** A key no global shortcut took; true when handled. */
  onKeyDown?(ctx: EditorToolContext, key: string): boolean;
  /** Esc; true when handled (otherwise the shell goes back to select). */
  onCancel?(ctx: EditorToolContext): boolean;
}

export interface EditorTool {
  readonly id: string;
  readonly label: string;
  /** Tooltip: what it does and its key. */
  readonly hint: string;
  /** Single key that arms it (shown in the key list). */
  readonly key?: string;
  readonly initial: string;
  readonly states: Readonly<Record<string, EditorToolState>>;
  /** A left drag draws (false: it pans the map, as in play). */
  readonly drawsWithLeftDrag: boolean;
  /** The tool's overlay now (merged over the selection and entry points). */
  preview?(ctx: EditorToolContext): EditorUi['preview'];
}

export function defineEditorTool(tool: EditorTool): EditorTool {
  return tool;
}

export class EditorToolMachine {
  private readonly ctx: EditorToolContext;

  constructor(
    private readonly tools: Readonly<Record<string, EditorTool>>,
    private readonly host: EditorToolHost,
  ) {
    const { store } = host;
    this.ctx = {
      get world() {
        return host.world();
      },
      get ui() {
        return store.get();
      },
      set: (patch) => store.set(patch),
      dispatch: (commands) => {
        const r = host.dispatch(commands);
        store.set({ message: r.ok ? null : r.error });
        return r;
      },
      beginGesture: () => host.beginGesture(),
      commitGesture: () => host.commitGesture(),
      cancelGesture: () => host.cancelGesture(),
      transition: (state) => this.transition(state),
    };
  }

  get context(): EditorToolContext {
    return this.ctx;
  }

  tool(): EditorTool {
    return this.tools[this.host.store.get().tool] ?? this.tools['editor.select']!;
  }

  private state(): EditorToolState {
    const tool = this.tool();
    return tool.states[this.host.store.get().toolState] ?? tool.states[tool.initial]!;
  }

  path(): string {
    const ui = this.host.store.get();
    return `${ui.tool}.${ui.toolState}`;
  }

  setTool(id: string, settings: Partial<EditorUi> = {}): void {
    const tool = this.tools[id];
    if (!tool) throw new Error(`unknown editor tool "${id}"`);
    this.host.store.batch(() => {
      this.state().onExit?.(this.ctx);
      // A tool change mid-stroke ends the stroke as it is (one undo step).
      this.host.commitGesture();
      this.host.store.set({ ...settings, tool: id, toolState: tool.initial, preview: {}, message: null });
      this.host.setLeftButtonPans(!tool.drawsWithLeftDrag);
      this.state().onEnter?.(this.ctx);
    });
  }

  transition(state: string): void {
    const tool = this.tool();
    if (!tool.states[state]) throw new Error(`editor tool "${tool.id}" has no state "${state}"`);
    if (this.host.store.get().toolState === state) return;
    this.host.store.batch(() => {
      this.state().onExit?.(this.ctx);
      this.host.store.set({ toolState: state });
      this.state().onEnter?.(this.ctx);
    });
  }

  pointer(ev: EditorPointer): void {
    this.host.store.batch(() => {
      const state = this.state();
      switch (ev.kind) {
        case 'down':
          if (ev.button === 0) state.onPointerDown?.(this.ctx, ev);
          return;
        case 'move':
          this.host.store.set({ hoverCell: ev.cell, hoverPoint: ev.point });
          state.onPointerMove?.(this.ctx, ev);
          return;
        case 'up':
          if (ev.button === 2 && ev.click) {
            if (!this.cancel()) this.setTool('editor.select');
            return;
          }
          if (ev.button === 0) state.onPointerUp?.(this.ctx, ev);
          return;
        case 'leave':
          this.host.store.set({ hoverCell: null });
      }
    });
  }

  keyDown(key: string): boolean {
    return this.host.store.batch(() => this.state().onKeyDown?.(this.ctx, key) ?? false);
  }

  cancel(): boolean {
    return this.host.store.batch(() => this.state().onCancel?.(this.ctx) ?? false);
  }

  /** The active tool's overlay (called when the UI state settles). */
  preview(): EditorUi['preview'] {
    return this.tool().preview?.(this.ctx) ?? {};
  }
}
