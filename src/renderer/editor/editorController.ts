// The scenario editor's shell: one Session (the only writer of the World),
// the editor tool machine, the UI store, keys, clipboard, save and the hand
// over to Test play. The canvas redraws from each dispatch's change set; the
// screen re-renders from the store. Nothing here draws or knows Preact.
import type { ChangeSet } from '../../core/model/changes';
import type { Cell, World } from '../../core/model/schema';
import type { EditorCommand } from '../../core/rules/editor/types';
import { createSession, type Session } from '../../core/session';
import { serializeScenario } from '../../core/io/scenario';
import type { EditorOverlaySpec } from '../canvas/editor/types';
import type { MapPointerEvent } from '../canvas';
import { Store } from '../tools/store';
import { EditorToolMachine, type EditResult } from '../tools/editor/editorTool';
import { INITIAL_EDITOR_UI, type EditorUi } from '../tools/editor/editorUi';
import { EDITOR_TOOLS, EDITOR_TOOLS_BY_ID } from '../tools/editor/registry';
import { selectionKeyCommands } from '../tools/editor/selectTool';
import { baseTerrainId } from '../tools/editor/terrainTools';
import { copyRecords, deleteCommands, isEmptyClipboard, pasteCommands, type Clipboard } from './clipboard';
import type { EditorActions, EditorViewState } from './contract';
import { scenarioFileName } from './openForEdit';

/** The part of MapCanvas the editor uses (tests pass a stub). */
export interface EditorCanvas {
  showWorld(world: World): void;
  applyChanges(world: World, changes: ChangeSet): void;
  setEditorOverlay(spec: EditorOverlaySpec): void;
  setLeftButtonPans(enabled: boolean): void;
  centreOn(cell: Cell): void;
}

export interface EditorHost {
  canvas: EditorCanvas;
  /** Writes a scenario file (platform.saveScenario: atomic in Electron, a download in web mode). */
  saveScenario(request: { suggestedName: string; text: string }): Promise<{ saved: true; fileName: string } | { saved: false }>;
  render(view: EditorViewState, actions: EditorActions): void;
  testPlay(world: World): void;
  toggleKeys(): void;
  /** A save that failed: shown in the error panel. */
  error(message: string): void;
}

const FLASH_MS = 1500;

export class EditorController {
  readonly session: Session;
  readonly store: Store<EditorUi>;
  readonly machine: EditorToolMachine;
  readonly actions: EditorActions;
  fileName: string;
  private savedWorld: World;
  private clipboard: Clipboard = { walls: [], objects: [], figures: [] };
  private readonly unsubscribe: () => void;
  private flashTimer: ReturnType<typeof setTimeout> | null = null;
  private active = true;

  constructor(
    world: World,
    fileName: string | null,
    private readonly host: EditorHost,
  ) {
    this.session = createSession(world);
    this.savedWorld = world;
    this.fileName = scenarioFileName(world.scenario.title, fileName);
    const firstType = Object.keys(world.terrainTypes).find((id) => id !== baseTerrainId(world)) ?? baseTerrainId(world);
    this.store = new Store<EditorUi>({ ...INITIAL_EDITOR_UI, terrainTypeId: firstType, entrySideId: Object.keys(world.sides)[0] ?? null });
    this.machine = new EditorToolMachine(EDITOR_TOOLS_BY_ID, {
      store: this.store,
      world: () => this.session.world,
      dispatch: (commands) => this.dispatch(commands),
      beginGesture: () => this.session.beginGesture(),
      commitGesture: () => this.session.commitGesture(),
      cancelGesture: () => this.session.cancelGesture(),
      setLeftButtonPans: (enabled) => host.canvas.setLeftButtonPans(enabled),
    });
    this.unsubscribe = this.session.subscribe((w, changes) => {
      if (!this.active) return;
      host.canvas.applyChanges(w, changes);
      this.store.touch();
    });
    this.store.subscribe(() => this.render());
    this.actions = this.makeActions();
  }

  /** Shows the editor's World on the canvas (at start and when coming back from Test play). */
  show(): void {
    this.active = true;
    this.host.canvas.showWorld(this.session.world);
    this.host.canvas.setLeftButtonPans(!this.machine.tool().drawsWithLeftDrag);
    this.render();
  }

  /** Stops drawing (Test play took the canvas); World, selection and history stay. */
  suspend(): void {
    this.session.commitGesture();
    this.active = false;
    this.host.canvas.setEditorOverlay({});
  }

  dispose(): void {
    this.suspend();
    this.unsubscribe();
    if (this.flashTimer) clearTimeout(this.flashTimer);
  }

  get world(): World {
    return this.session.world;
  }

  /** The lock is saved with the image (map.background.locked), so it survives save, reopen and undo. */
  private get backgroundLocked(): boolean {
    return !!this.world.map.background?.locked;
  }

  /** One command, or several as one undo step (a refusal undoes the ones before it). */
  dispatch(commands: EditorCommand | EditorCommand[]): EditResult {
    const list = Array.isArray(commands) ? commands : [commands];
    if (list.length === 0) return { ok: true };
    const own = list.length > 1 && !this.session.inGesture();
    if (own) this.session.beginGesture();
    for (const command of list) {
      const r = this.session.dispatch(command);
      if (!r.ok) {
        if (own) this.session.cancelGesture();
        return { ok: false, error: r.violation.message };
      }
    }
    if (own) this.session.commitGesture();
    return { ok: true };
  }

  onPointer(ev: MapPointerEvent): void {
    if (!this.active) return;
    this.machine.pointer({ ...ev, altKey: !!ev.altKey, ctrlKey: !!ev.ctrlKey, click: !!ev.click });
  }

  /** A key on the editor screen; true when it was used. */
  onKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
    if (!this.active) return false;
    const ctrl = e.ctrlKey || e.metaKey;
    const k = e.key.length === 1 ? e.key.toUpperCase() : e.key.toUpperCase();
    if (ctrl) {
      if (k === 'Z' && !e.shiftKey) this.undo();
      else if ((k === 'Z' && e.shiftKey) || k === 'Y') this.redo();
      else if (k === 'C') this.copy();
      else if (k === 'V') this.paste();
      else if (k === 'S') void this.save(e.shiftKey);
      else return false;
      return true;
    }
    if (e.altKey) return false;
    if (k === 'ESCAPE') {
      if (!this.machine.cancel()) {
        if (this.store.get().tool !== 'editor.select') this.machine.setTool('editor.select');
        else this.store.set({ selection: [] });
      }
      return true;
    }
    if (k === 'DELETE' || k === 'BACKSPACE') {
      this.deleteSelection();
      return true;
    }
    if (this.machine.keyDown(k)) return true;
    const cmds = selectionKeyCommands(this.machine.context, k);
    if (cmds && cmds.length) {
      this.dispatch(cmds);
      return true;
    }
    const tool = EDITOR_TOOLS.find((t) => t.key === k);
    if (tool) {
      this.machine.setTool(tool.id);
      return true;
    }
    return false;
  }

  undo(): void {
    this.session.undo();
  }

  redo(): void {
    this.session.redo();
  }

  deleteSelection(): void {
    const cmds = deleteCommands(this.world, this.store.get().selection);
    if (!cmds.length) return;
    const r = this.dispatch(cmds);
    // A figure an objective still names is kept (core/rules/editor/references): say why.
    this.store.set(r.ok ? { selection: [], message: null } : { message: `Delete: ${r.error}` });
  }

  copy(): void {
    const clip = copyRecords(this.world, this.store.get().selection);
    if (!isEmptyClipboard(clip)) this.clipboard = clip;
  }

  paste(): void {
    if (isEmptyClipboard(this.clipboard)) return;
    const before = new Set([...Object.keys(this.world.walls), ...Object.keys(this.world.objects), ...Object.keys(this.world.figures)]);
    const r = this.dispatch(pasteCommands(this.clipboard, this.world.map.grid));
    if (!r.ok) return this.store.set({ message: `Paste: ${r.error}` });
    const w = this.world;
    const added = [...Object.keys(w.walls), ...Object.keys(w.objects), ...Object.keys(w.figures)].filter((id) => !before.has(id));
    // The next paste lands another inch further on.
    this.clipboard = copyRecords(w, added);
    this.store.set({ selection: added, message: null });
  }

  async save(saveAs: boolean): Promise<void> {
    void saveAs;
    const world = this.world;
    try {
      const result = await this.host.saveScenario({ suggestedName: scenarioFileName(world.scenario.title, this.fileName), text: serializeScenario(world) });
      if (result.saved) {
        this.fileName = result.fileName;
        this.savedWorld = world;
        this.render();
      }
    } catch (err) {
      this.host.error(`Save failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  focusCell(cell: Cell): void {
    this.host.canvas.centreOn(cell);
    this.store.set({ flash: cell });
    if (this.flashTimer) clearTimeout(this.flashTimer);
    this.flashTimer = setTimeout(() => this.store.set({ flash: null }), FLASH_MS);
  }

  private overlay(ui: EditorUi): EditorOverlaySpec {
    const w = this.world;
    const preview = this.machine.preview();
    const sel = ui.selection;
    const entries = w.scenario.entryPoints.map((e) => ({ cell: e.cell, colour: w.sides[e.sideId]?.colour ?? '#ffffff', label: e.name || w.sides[e.sideId]?.name || e.sideId }));
    return {
      ...preview,
      entries,
      lights: (w.lights ?? []).map((l) => ({ at: l.position, rangeInches: l.rangeInches, colour: l.colour })),
      flash: ui.flash,
      selectedWalls: [...sel.filter((id) => w.walls[id]), ...(preview.selectedWalls ?? [])],
      selectedObjects: sel.filter((id) => w.objects[id]),
      selectedFigures: sel.filter((id) => w.figures[id]),
    };
  }

  view(): EditorViewState {
    const ui = this.store.get();
    return {
      world: this.world,
      ui,
      tools: EDITOR_TOOLS.map(({ id, label, hint, key }) => ({ id, label, hint, key })),
      canUndo: this.session.canUndo(),
      canRedo: this.session.canRedo(),
      fileName: this.fileName,
      dirty: this.world !== this.savedWorld,
      backgroundLocked: this.backgroundLocked,
    };
  }

  private render(): void {
    if (!this.active) return;
    this.host.canvas.setEditorOverlay(this.overlay(this.store.get()));
    this.host.render(this.view(), this.actions);
  }

  private makeActions(): EditorActions {
    return {
      setTool: (id, settings) => {
        if (id === 'editor.align' && this.backgroundLocked) return this.store.set({ message: 'The background image is locked: unlock it to align it.' });
        this.machine.setTool(id, settings);
      },
      setOptions: (patch) => this.store.set(patch),
      dispatch: (commands) => this.dispatch(commands),
      select: (ids) => this.store.set({ selection: [...ids] }),
      focusCell: (cell) => this.focusCell(cell),
      undo: () => this.undo(),
      redo: () => this.redo(),
      deleteSelection: () => this.deleteSelection(),
      copy: () => this.copy(),
      paste: () => this.paste(),
      save: (saveAs) => void this.save(saveAs),
      testPlay: () => this.host.testPlay(this.world),
      setBackground: (src, widthPx, heightPx) => {
        const widthInches = this.world.map.widthCells;
        const r = this.dispatch({
          type: 'updateMap',
          changes: { background: { src, originInches: { x: 0, y: 0 }, widthInches, heightInches: Math.round((widthInches * heightPx * 10000) / widthPx) / 10000 } },
        });
        if (!r.ok) this.store.set({ message: r.error });
      },
      setPixelsPerInch: (ppi, widthPx, heightPx) => {
        const bg = this.world.map.background;
        if (!bg || !(ppi > 0) || this.backgroundLocked) return;
        const r4 = (v: number) => Math.round(v * 10000) / 10000;
        this.dispatch({ type: 'updateMap', changes: { background: { ...bg, widthInches: r4(widthPx / ppi), heightInches: r4(heightPx / ppi) } } });
      },
      setBackgroundLocked: (locked) => {
        const bg = this.world.map.background;
        if (!bg || locked === this.backgroundLocked) return;
        const { locked: _was, ...image } = bg;
        const r = this.dispatch({ type: 'updateMap', changes: { background: locked ? { ...image, locked: true } : image } });
        if (!r.ok) return this.store.set({ message: r.error });
        if (locked && this.store.get().tool === 'editor.align') this.machine.setTool('editor.select');
      },
      removeBackground: () => {
        if (this.backgroundLocked) return;
        this.dispatch({ type: 'updateMap', changes: { background: undefined } });
      },
      toggleKeys: () => this.host.toggleKeys(),
    };
  }
}
