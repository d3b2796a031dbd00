// Opening games: from a file, a shipped scenario or a recent file. A file
// that fails to load never closes the open game: its errors go to the panel.
import type { OpenedFile, Platform } from '../platform';
import { openGameText } from '../state/gameFile';
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import { message, type GameLifecycle } from './game';

export class Opening {
  constructor(
    private readonly platform: Platform,
    private readonly screen: Store<AppViewState>,
    private readonly game: GameLifecycle,
    /** ?seed=N: the dice seed of a freshly opened scenario. */
    private readonly seed: number | null,
  ) {}

  fail = (err: unknown): void => this.screen.set({ screen: this.game.world ? 'map' : 'start', errors: [message(err)] });

  /** `remember`: a file the user picked (or reopened) joins Recent files once it opened without errors. */
  show = (file: OpenedFile, remember = false): void => {
    const result = openGameText(file.text, file.fileName, this.seed);
    if (!result.ok) {
      this.screen.set({ screen: this.game.world ? 'map' : 'start', errors: result.errors });
      return;
    }
    if (remember) this.platform.rememberRecent(file);
    for (const w of result.warnings) console.warn(w);
    this.game.fileName = file.fileName;
    document.title = `${result.title} — GRIT Table`;
    // One render: the map screen with the started game; then the panels are in the DOM and the map is framed between them.
    this.screen.batch(() => {
      this.screen.set({ screen: 'map', title: result.title, errors: [] });
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
      this.show(file, true);
      this.refreshRecent();
    }, this.fail);
  };

  openShipped = (name: string): void => {
    this.screen.set({ screen: 'loading', errors: [] });
    this.platform.readShippedScenario(name).then((file) => this.show(file), this.fail);
  };

  openRecent = (id: string): void => {
    this.platform.openRecent(id).then((file) => {
      this.show(file, true);
      this.refreshRecent();
    }, this.fail);
  };
}
