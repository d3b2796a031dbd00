// Opening games: from a file, a shipped scenario or a recent file. A file
// that fails to load never closes the open game: its errors go to the panel.
import type { OpenedFile, Platform } from '../platform';
import { openGameText } from '../state/gameFile';
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import { message, type GameLifecycle } from './game';
import type { World } from '../../core/model/schema';
import { isUvtt, newScenarioWorld, openForEdit, type NewScenarioOptions } from '../editor/openForEdit';

/** Where a map goes to be edited (editor/EditorShell). */
export interface EditorOpener {
  open(world: World, fileName: string | null, warnings?: readonly string[]): void;
}

export class Opening {
  constructor(
    private readonly platform: Platform,
    private readonly screen: Store<AppViewState>,
    private readonly game: GameLifecycle,
    /** ?seed=N: the dice seed of a freshly opened scenario. */
    private seed: number | null,
    private readonly editor: EditorOpener | null = null,
  ) {}

  /** Opens a file in the scenario editor; a file that fails to load leaves the screen as it was. */
  edit = (file: OpenedFile): void => {
    const result = openForEdit(file.text, file.fileName);
    if (!result.ok || !this.editor) {
      this.screen.set({ screen: this.backScreen(), errors: result.ok ? ['The scenario editor is not available'] : result.errors });
      return;
    }
    this.editor.open(result.world, isUvtt(file.fileName, file.text) ? null : file.fileName, result.warnings);
  };

  private backScreen(): AppViewState['screen'] {
    const s = this.screen.get().screen;
    return s === 'editor' ? 'editor' : this.game.world ? 'map' : 'start';
  }

  newScenario = (options: NewScenarioOptions): void => {
    this.editor?.open(newScenarioWorld(options), null);
  };

  editShipped = (name: string): void => {
    this.screen.set({ screen: 'loading', errors: [] });
    this.platform.readShippedScenario(name).then(this.edit, this.fail);
  };

  editRecent = (id: string): void => {
    this.platform.openRecent(id).then(this.edit, this.fail);
  };

  fail = (err: unknown): void => this.screen.set({ screen: this.backScreen(), errors: [message(err)] });

  /** `remember`: a file the user picked (or reopened) joins Recent files once it opened without errors. */
  show = (file: OpenedFile, remember = false): void => {
    // A Universal VTT map has walls and a picture but no sides: it opens in the editor.
    if (this.editor && isUvtt(file.fileName, file.text)) return this.edit(file);
    const result = openGameText(file.text, file.fileName, this.seed);
    if (!result.ok) {
      this.screen.set({ screen: this.backScreen(), errors: result.errors });
      return;
    }
    if (remember) this.platform.rememberRecent(file);
    // A map with no figures (grit import) cannot be played: design it instead.
    if (this.editor && !result.restored && Object.keys(result.session.world.figures).length === 0) return this.edit(file);
    for (const w of result.warnings) console.warn(w);
    this.game.fileName = file.fileName;
    document.title = `${result.title} — GRIT Table`;
    // One render: the map screen with the started game; then the panels are in the DOM and the map is framed between them.
    this.screen.batch(() => {
      this.screen.set({ screen: 'map', title: result.title, errors: [], testPlay: false });
      this.game.start(result);
    });
    this.game.frame();
  };

  refreshRecent = (): void => {
    this.platform.listRecent().then(
      (recent) => this.screen.set({ recent }),
      (err: unknown) => console.warn('recent files:', err),
    );
  };

  openFile = (): void => {
    this.platform.openScenarioFile().then((file) => {
      if (!file) return;
      // In the editor, Open file… opens the next file to edit.
      if (this.screen.get().screen === 'editor') this.edit(file);
      else this.show(file, true);
      this.refreshRecent();
    }, this.fail);
  };

  /** Resolves once the scenario is on screen or its errors are (the e2e handle waits for it). */
  openShipped = (name: string): Promise<void> => {
    this.screen.set({ screen: 'loading', errors: [] });
    return this.platform.readShippedScenario(name).then((file) => this.show(file), this.fail);
  };

  /** The dice seed of scenarios opened from now on (the e2e handle's in-page open, testOpen.ts). */
  setSeed(seed: number | null): void {
    this.seed = seed;
  }

  openRecent = (id: string): void => {
    this.platform.openRecent(id).then((file) => {
      this.show(file, true);
      this.refreshRecent();
    }, this.fail);
  };
}
