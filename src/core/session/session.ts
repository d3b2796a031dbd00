// The only place the World changes (DESIGN "Core ideas"): dispatch -> resolve
// -> one produceWithPatches -> history grouped per gesture -> command log ->
// change set -> rules cache (spatial index) -> subscribers. Headless games
// (`history: false`) skip the patches and the undo stack but keep the same log.
import { applyPatches, enablePatches, produce, produceWithPatches, type Draft, type Patch } from 'immer';
import type { World } from '../model/schema';
import { emptyChangeSet, isEmptyChangeSet, type ChangeSet } from '../model/changes';
import type { WorldQuery } from '../spatial/index';
import { RulesCache } from '../spatial/rulesCache';
import { applyEditorEvent, isEditorCommand, resolveEditor, type EditorCommand, type EditorEvent, type Violation } from '../rules/editor/index';
import { changeSetFromDiff, changeSetFromPatches } from './changes';

enablePatches();

export interface Typed {
  type: string;
}

/** What the rules engine gives the Session; editor commands are handled before it. */
export interface PlayEngine<C extends Typed = Typed, E extends Typed = Typed> {
  /** `cache`: the session's rules cache, on `world` (DESIGN "spatial"). */
  resolve(world: World, command: C, cache: RulesCache): { events: E[] } | { violation: Violation };
  applyEvent(draft: Draft<World>, event: E): void;
  /**
   * Decided from the events the command already resolved to, so nothing is
   * resolved twice: rolling commands return false (DESIGN: undo of a roll
   * only when the GM allows). Absent = undoable.
   */
  isUndoable?(events: readonly E[], command: C): boolean;
}

/** An engine that knows no play commands: for the editor and tests. */
export const NO_ENGINE: PlayEngine<never, never> = {
  resolve: (_w, command: Typed) => ({ violation: { code: 'unknown-command', message: `unknown command "${command.type}"` } }),
  applyEvent: () => {},
};

export interface SessionOptions {
  /** GM allows undoing rolls: play commands are then undoable too. Default false. */
  allowUndoRolls?: boolean;
  /** Keep the rules cache's spatial index up to date on every change (default true; false: built on demand per World). */
  spatial?: boolean;
  /** Undo groups kept; older ones are dropped. Default 500. */
  historyLimit?: number;
  /**
   * Keep undo history (default true). false is for headless play (`grit
   * play`, `grit sim`, benches): no undo/redo and no inverse patches; the log
   * is still kept, so the game saves like any other.
   */
  history?: boolean;
  /** Where subscriber exceptions go; without it the first is rethrown after every subscriber ran. */
  onListenerError?: (err: unknown) => void;
}

export type ChangeCause = 'dispatch' | 'undo' | 'redo' | 'cancel' | 'load';
export type SessionListener = (world: World, changes: ChangeSet, events: readonly Typed[], cause: ChangeCause) => void;

export type DispatchResult = { ok: true; events: Typed[]; changes: ChangeSet; undoable: boolean } | { ok: false; violation: Violation };

interface Group {
  patches: Patch[];
  inverse: Patch[];
  commands: Typed[];
  logStart: number;
}

export interface Session<C extends Typed = Typed> {
  readonly world: World;
  /** The World at creation or last load(): log replayed on it gives `world`. */
  readonly initialWorld: World;
  /** The spatial index of `world` (the rules cache's). */
  readonly query: WorldQuery;
  /** Handed to resolve and to previews: spatial index and derived sight/reach structures keyed by World. */
  readonly rulesCache: RulesCache;
  readonly log: readonly Typed[];
  dispatch(command: EditorCommand | C): DispatchResult;
  /** Dispatches in order; stops at the first violation and returns it with its index. */
  replay(commands: ReadonlyArray<EditorCommand | C | Typed>): { ok: true } | { ok: false; index: number; violation: Violation };
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  beginGesture(): void;
  commitGesture(): void;
  cancelGesture(): void;
  inGesture(): boolean;
  subscribe(listener: SessionListener): () => void;
  /** Replace the World (open a file): clears history and log. */
  load(world: World): void;
  setAllowUndoRolls(allow: boolean): void;
}

export function createSession<C extends Typed = never, E extends Typed = never>(world: World, engine: PlayEngine<C, E> = NO_ENGINE, options: SessionOptions = {}): Session<C> {
  let current = world;
  let initial = world;
  let allowUndoRolls = options.allowUndoRolls ?? false;
  const history = options.history ?? true;
  const historyLimit = history ? (options.historyLimit ?? 500) : 0;
  const cache = new RulesCache(options.spatial === false ? undefined : world);
  const listeners = new Set<SessionListener>();
  let log: Typed[] = [];
  let undoStack: Group[] = [];
  let redoStack: Group[] = [];
  let gesture: (Group & { barrier: boolean }) | null = null;

  function notify(changes: ChangeSet, events: readonly Typed[], cause: ChangeCause) {
    // One broken view must not keep the others (or the index) from hearing of the change.
    let first: unknown = null;
    for (const l of [...listeners]) {
      try {
        l(current, changes, events, cause);
      } catch (err) {
        if (options.onListenerError) options.onListenerError(err);
        else first ??= err;
      }
    }
    if (first !== null) throw first;
  }

  function setWorld(next: World, patches: readonly Patch[], before: World): ChangeSet {
    current = next;
    const changes = changeSetFromPatches(patches, before, next);
    if (next !== before || !isEmptyChangeSet(changes)) cache.advance(before, next, changes);
    return changes;
  }

  function setWorldFromDiff(next: World, before: World): ChangeSet {
    current = next;
    const changes = changeSetFromDiff(before, next);
    if (next !== before || !isEmptyChangeSet(changes)) cache.advance(before, next, changes);
    return changes;
  }

  function pushGroup(g: Group) {
    if (historyLimit <= 0) return;
    undoStack.push(g);
    if (undoStack.length > historyLimit) undoStack.shift();
    redoStack = [];
  }

  function dispatch(command: Typed): DispatchResult {
    const editor = isEditorCommand(command);
    let resolved: { events: Typed[] } | { violation: Violation };
    try {
      resolved = editor ? resolveEditor(current, command as EditorCommand) : engine.resolve(current, command as C, cache);
    } catch (err) {
      // Malformed commands from files or IPC must not take the app down.
      return { ok: false, violation: { code: 'resolve-failed', message: `${command?.type}: ${err instanceof Error ? err.message : String(err)}` } };
    }
    if ('violation' in resolved) return { ok: false, violation: resolved.violation };
    const events = resolved.events as Typed[];
    const undoable = editor || allowUndoRolls || (engine.isUndoable?.(events as E[], command as C) ?? true);
    const before = current;
    const applyAll = (draft: Draft<World>) => {
      for (const e of events) {
        if (editor) applyEditorEvent(draft, e as EditorEvent);
        else engine.applyEvent(draft, e as E);
      }
    };
    let next: World;
    let patches: Patch[] = [];
    let inverse: Patch[] = [];
    try {
      // Without history (and outside a gesture, which may be cancelled) no patches are
      // needed: the change set comes from immer's structural sharing instead.
      if (!history && !gesture) next = produce(current, applyAll);
      else [next, patches, inverse] = produceWithPatches(current, applyAll);
    } catch (err) {
      // An event that cannot apply is a bug upstream; the World stays as it was.
      return { ok: false, violation: { code: 'apply-failed', message: `${command.type}: ${err instanceof Error ? err.message : String(err)}` } };
    }
    const changed = next !== before;
    const logStart = log.length;
    // A command that changed nothing is not history: replay without it gives the same World.
    if (changed || !undoable || gesture) log.push(command);
    const changes = !history && !gesture ? setWorldFromDiff(next, before) : setWorld(next, patches, before);

    if (gesture) {
      gesture.patches.push(...patches);
      gesture.inverse.unshift(...inverse);
      gesture.commands.push(command);
      if (!undoable) gesture.barrier = true;
    } else if (!undoable) {
      // A roll cannot be taken back: nothing before it can be undone either.
      undoStack = [];
      redoStack = [];
    } else if (changed && history) {
      pushGroup({ patches, inverse, commands: [command], logStart });
    }
    notify(changes, events, 'dispatch');
    return { ok: true, events, changes, undoable };
  }

  function applyGroup(patches: Patch[], cause: ChangeCause): ChangeSet {
    const before = current;
    const next = applyPatches(current, patches);
    const changes = setWorld(next, patches, before);
    notify(changes, [], cause);
    return changes;
  }

  const session: Session<C> = {
    get world() {
      return current;
    },
    get initialWorld() {
      return initial;
    },
    get query() {
      return cache.spatial(current);
    },
    rulesCache: cache,
    get log() {
      return log;
    },
    dispatch,
    replay(commands) {
      for (let i = 0; i < commands.length; i++) {
        const r = dispatch(commands[i] as C);
        if (!r.ok) return { ok: false, index: i, violation: r.violation };
      }
      return { ok: true };
    },
    undo() {
      if (gesture) session.commitGesture();
      const g = undoStack.pop();
      if (!g) return false;
      log = log.slice(0, g.logStart);
      redoStack.push(g);
      applyGroup(g.inverse, 'undo');
      return true;
    },
    redo() {
      if (gesture) session.commitGesture();
      const g = redoStack.pop();
      if (!g) return false;
      g.logStart = log.length;
      log.push(...g.commands);
      undoStack.push(g);
      applyGroup(g.patches, 'redo');
      return true;
    },
    canUndo: () => undoStack.length > 0,
    canRedo: () => redoStack.length > 0,
    beginGesture() {
      if (gesture) session.commitGesture();
      gesture = { patches: [], inverse: [], commands: [], logStart: log.length, barrier: false };
    },
    commitGesture() {
      const g = gesture;
      gesture = null;
      if (!g) return;
      if (g.barrier) {
        undoStack = [];
        redoStack = [];
      } else if (g.patches.length > 0) pushGroup(g);
      else log = log.slice(0, g.logStart);
    },
    cancelGesture() {
      const g = gesture;
      gesture = null;
      if (!g || g.commands.length === 0) return;
      // A gesture holding a roll cannot be cancelled any more than undone: keep it.
      if (g.barrier) {
        undoStack = [];
        redoStack = [];
        return;
      }
      log = log.slice(0, g.logStart);
      if (g.inverse.length) applyGroup(g.inverse, 'cancel');
    },
    inGesture: () => gesture !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(next) {
      const before = current;
      current = next;
      initial = next;
      log = [];
      undoStack = [];
      redoStack = [];
      gesture = null;
      cache.reset(next);
      const changes = changeSetFromPatches([{ op: 'replace', path: [], value: next }], before, next, emptyChangeSet());
      notify(changes, [], 'load');
    },
    setAllowUndoRolls(allow) {
      allowUndoRolls = allow;
    },
  };
  return session;
}
