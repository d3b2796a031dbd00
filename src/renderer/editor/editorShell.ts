// The editor on the app's screen: opening a World in the editor (new, file,
// shipped, recent, UVTT), its keys and pointer, and Test play — a game
// started from the editor's World through the same path as opening a
// scenario (openGameText + GameLifecycle.start), and Back to editor, which
// returns to the same controller: World, selection and undo history intact.
import { scenarioProblems } from '../../core/rules/problems/problems';
import type { World } from '../../core/model/schema';
import { serializeScenario } from '../../core/io/scenario';
import type { MapCanvas, MapPointerEvent } from '../canvas';
import type { Platform } from '../platform';
import { openGameText } from '../state/gameFile';
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import type { GameLifecycle } from '../shell/game';
import { mapInsets } from '../shell/mapInsets';
import { EditorController } from './editorController';
import { linkEditorAutosave } from './editorAutosave';
import type { BrowserAutosave } from '../platform';

export interface EditorShellDeps {
  platform: Platform;
  canvas: MapCanvas;
  mapHost: HTMLElement;
  screen: Store<AppViewState>;
  game: GameLifecycle;
  /** ?seed=N for Test play games. */
  seed: number | null;
}

export class EditorShell {
  controller: EditorController | null = null;
  /** The edited scenario's autosave for crash recovery (editorAutosave). */
  private autosave: BrowserAutosave | null = null;

  constructor(private readonly deps: EditorShellDeps) {
    window.addEventListener('keydown', this.onKeyDown);
  }

  /** Opens `world` in the editor (a game on the map is closed). */
  open(world: World, fileName: string | null, warnings: readonly string[] = []): void {
    const { screen, canvas, game, platform } = this.deps;
    game.stop();
    this.controller?.dispose();
    const controller = new EditorController(world, fileName, {
      canvas,
      saveScenario: (request) => platform.saveScenario(request),
      render: (view, actions) => {
        if (this.controller === controller) screen.set({ editor: { view, actions }, title: view.world.scenario.title });
      },
      testPlay: (w) => this.testPlay(w),
      toggleKeys: () => screen.set({ keysOpen: !screen.get().keysOpen }),
      error: (message) => screen.set({ errors: [message] }),
    });
    this.controller = controller;
    this.autosave?.dispose();
    this.autosave = linkEditorAutosave(
      platform,
      () => controller.world,
      (listener) => controller.session.subscribe(listener),
    );
    for (const w of warnings) console.warn(w);
    document.title = `${world.scenario.title} (editing) — GRIT Table`;
    screen.batch(() => {
      screen.set({ screen: 'editor', errors: [], testPlay: false, play: undefined, newScenarioOpen: false, keysOpen: false });
      controller.show();
    });
    this.frame();
  }

  private frame(): void {
    this.deps.canvas.setInsets(mapInsets(this.deps.mapHost));
    this.deps.canvas.fit();
  }

  /** Starts a game on the editor's World; the editor waits unchanged. */
  testPlay(world: World): void {
    const { screen, game } = this.deps;
    const controller = this.controller;
    if (!controller) return;
    if (Object.values(world.figures).every((f) => !f.cell)) {
      controller.store.set({ message: 'Test play needs figures on the map: add sides and figures first.' });
      return;
    }
    // A scenario with errors can be saved as a draft but not played (the Problems tab lists them).
    const errors = scenarioProblems(world).filter((p) => p.level === 'error');
    if (errors.length) {
      controller.store.set({ message: `Test play needs the scenario's errors fixed first (${errors.length}; see the Problems tab): ${errors[0]!.message}` });
      return;
    }
    const result = openGameText(serializeScenario(world), controller.fileName, this.deps.seed);
    if (!result.ok) {
      screen.set({ errors: result.errors });
      return;
    }
    controller.suspend();
    // The scenario stays the recovery record: the test game is not autosaved over it.
    void this.autosave?.flush();
    game.fileName = controller.fileName;
    document.title = `${result.title} (test play) — GRIT Table`;
    screen.batch(() => {
      screen.set({ screen: 'map', title: result.title, errors: [], testPlay: true, keysOpen: false });
      game.start(result, { autosave: false });
    });
    game.frame();
  }

  /** Ends Test play: the game is dropped, the editor shows again as it was. */
  backToEditor = (): void => {
    const controller = this.controller;
    if (!controller) return;
    const { screen, game } = this.deps;
    game.stop();
    document.title = `${controller.world.scenario.title} (editing) — GRIT Table`;
    screen.batch(() => {
      screen.set({ screen: 'editor', testPlay: false, play: undefined, keysOpen: false, errors: [] });
      controller.show();
    });
    this.frame();
  };

  onPointer(ev: MapPointerEvent): void {
    if (this.deps.screen.get().screen === 'editor') this.controller?.onPointer(ev);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const { screen } = this.deps;
    const state = screen.get();
    if (state.screen !== 'editor' || !this.controller) return;
    const target = event.target as HTMLElement | null;
    const typing = !!target && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
    if ((event.key === 'F1' || (event.key === '?' && !typing)) && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      screen.set({ keysOpen: !state.keysOpen });
      return;
    }
    if (event.key === 'Escape' && state.keysOpen) {
      screen.set({ keysOpen: false });
      return;
    }
    // Text fields keep their own keys (Ctrl+Z in a name field undoes the typing).
    if (typing) return;
    if (this.controller.onKey(event)) event.preventDefault();
  };
}
