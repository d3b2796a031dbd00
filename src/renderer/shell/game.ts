// The open game's lifecycle: starting play on an opened game (controller,
// autosave, table link, first render and framing), saving it, and what the
// rest of the app reads of it (the World, the controller, the last view).
import type { World } from '../../core/model/schema';
import { savedGameOf } from '../../core/session';
import { serializeSave } from '../../core/io/save';
import type { MapCanvas } from '../canvas';
import type { Platform } from '../platform';
import type { PlayViewState } from '../state/contract';
import { saveNameFor, type OpenedGame } from '../state/gameFile';
import { PlayController } from '../state/playController';
import { overlaysFromPlayView, type HandOverGate } from '../table';
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import { linkAutosave, type AutosaveLink } from './autosaveLink';
import { mapInsets } from './mapInsets';
import { onlyPreviewsChanged, type PlayPatch } from './hoverRender';
import { LiveView } from '../state/liveView';
import type { TableWiring } from './tableWiring';

export const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface GameDeps {
  platform: Platform;
  canvas: MapCanvas;
  mapHost: HTMLElement;
  screen: Store<AppViewState>;
  table: TableWiring;
  handOver: HandOverGate;
  /** No token animation; the computer plays without pauses. */
  fast: boolean;
}

export class GameLifecycle {
  play: PlayController | null = null;
  world: World | null = null;
  /** The file name a save suggests (the opened one, then the one saved to). */
  fileName = 'game';
  private lastView: PlayViewState | null = null;
  /** The view as the latest pointer move left it, for the panels that show the previews (state/liveView.ts). */
  private readonly live = new LiveView<PlayViewState>();
  private autosave: AutosaveLink | null = null;

  constructor(private readonly deps: GameDeps) {}

  save = async (saveAs: boolean): Promise<void> => {
    const play = this.play;
    if (!play) return;
    try {
      const text = serializeSave(savedGameOf(play.session));
      // Electron shows its save dialog either way; the web download always asks where (saveAs alike).
      void saveAs;
      const result = await this.deps.platform.saveGame({ suggestedName: saveNameFor(this.fileName), text });
      if (result.saved) this.fileName = result.fileName;
    } catch (err) {
      this.deps.screen.set({ errors: [`Save failed: ${message(err)}`] });
    }
  };

  /** Starts play on an opened game: controller, table link, autosave (then `frame`, once the panels rendered). */
  /** `autosave: false` for a Test play game: the editor's scenario stays the recovery record. */
  start(game: OpenedGame, { autosave = true }: { autosave?: boolean } = {}): void {
    const { canvas, screen, table, handOver } = this.deps;
    this.play?.dispose();
    table.detach();
    this.autosave?.dispose();
    const session = game.session;
    this.world = session.world;
    this.lastView = null;
    canvas.showWorld(this.world);
    const overlays = () => (this.play && this.lastView ? overlaysFromPlayView(this.lastView, this.play.reachCells()) : undefined);
    // Subscribed before the controller, so the render a change causes already shows it unsaved.
    this.autosave = autosave ? linkAutosave(this.deps.platform, game, () => this.play) : null;
    const play = new PlayController(
      session,
      {
        canvas,
        fast: this.deps.fast,
        save: this.save,
        // The computer waits while the hotseat hand-over cover is up.
        busy: () => !!screen.get().handOverTo,
        render: (view) => {
          this.lastView = view;
          this.world = view.world;
          table.afterPlayRender(view, overlays);
          const next = handOver.update(view.world, table.handOverWanted());
          const patch: PlayPatch = { play: { view, actions: play.actions, live: this.live }, table: table.controls(), handOverTo: next };
          // A pointer move: only the panels showing a preview render (hoverRender.ts); otherwise the whole tree, reading the same view.
          if (onlyPreviewsChanged(screen.get(), patch)) this.live.publish(view);
          else {
            this.live.put(view);
            screen.set(patch);
          }
          // Module S: a resolved round plays out in view; the cover for the next side's plots comes up after it.
          const wait = handOver.heldMs();
          if (wait > 0) setTimeout(() => this.world && screen.set({ handOverTo: handOver.update(this.world, table.handOverWanted()) }), wait + 10);
        },
      },
      game.history,
    );
    this.play = play;
    if (!autosave) play.autosave = 'off';
    table.attach(session, overlays);
    if (!game.restored && (session.world.turn.round < 1 || session.world.turn.order.length === 0)) {
      const r = play.dispatch({ type: 'startEncounter' });
      if (!r.ok) screen.set({ errors: [r.violation.message] });
    } else {
      play.refresh();
      // A restored game is kept for recovery from the start, not only after the next move.
      this.autosave?.markDirty();
    }
  }

  /** Closes the open game (the editor took the map, or Test play ended): no controller, autosave or table link left. */
  stop(): void {
    this.play?.dispose();
    this.play = null;
    this.deps.table.detach();
    this.autosave?.dispose();
    this.autosave = null;
    this.world = null;
    this.lastView = null;
  }

  /** Token animations off (or on) for games started from now on (the e2e handle's in-page open, testOpen.ts). */
  setFast(fast: boolean): void {
    this.deps.fast = fast;
  }

  /** Frames the map in the space the play panels leave (once they are in the DOM). */
  frame(): void {
    this.deps.canvas.setInsets(mapInsets(this.deps.mapHost));
    this.deps.canvas.fit();
  }
}
