// The panels around the map. Pure view of AppViewState; app.ts owns the state
// and the actions (the ui room never touches Pixi or the platform).
import type { ShippedScenario } from '../../shared/ipc';
import type { PlayActions, PlayViewState } from '../state/contract';
import type { LiveView } from '../state/liveView';
import type { TableControlsActions, TableControlsState } from '../table/controlsContract';
import { ExportMenu } from './export/ExportMenu';
import { KeyHelp } from './play/KeyHelp';
import { PlayScreen, Toolbar } from './play/PlayScreen';
import { HandOverScreen, TableControls } from './table-controls/TableControls';
import type { EditorActions, EditorViewState } from '../editor/contract';
import type { NewScenarioOptions } from '../editor/openForEdit';
import { EditorScreen, EditorTopBar } from './editor/EditorScreen';
import { EditorKeyHelp } from './editor/EditorKeyHelp';
import { NewScenarioDialog } from './editor/NewScenarioDialog';

/** A recently opened file as the start screen lists it. */
export interface RecentEntry {
  /** Opaque key the platform reopens it by. */
  id: string;
  fileName: string;
  /** ISO time of the last opening. */
  openedAt: string;
  /** False when only the name is remembered (web mode, too big to keep). */
  canReopen: boolean;
}

export interface AppViewState {
  screen: 'start' | 'loading' | 'map' | 'editor';
  /** Scenario title when a map is shown. */
  title: string | null;
  shipped: ShippedScenario[];
  /** Load or parse errors, each "file: path: message". */
  errors: string[];
  /** Present while a game is being played: the panels around the map. */
  play?: { view: PlayViewState; actions: PlayActions; live?: LiveView<PlayViewState> };
  /** Recently opened files, newest first (platform.listRecent()). */
  recent?: RecentEntry[];
  /** A game left by a session that did not close cleanly: offered on the start screen. */
  recovery?: { label: string; savedAt: string } | null;
  /** The table TV controls (present while a game is open). */
  table?: { state: TableControlsState; actions: TableControlsActions; open: boolean };
  /** Hotseat secrecy: the side the GM window is handed over to (the cover is up while set). */
  handOverTo?: string | null;
  /** The keyboard help panel is shown. */
  keysOpen?: boolean;
  /** Grid line opacity on the GM map, 0 to 1 (a view setting, persisted). */
  gridOpacity?: number;
  /** The scenario editor (screen 'editor'); kept during Test play to go back to. */
  editor?: { view: EditorViewState; actions: EditorActions } | null;
  /** The game on the map is a Test play of the editor's scenario: "Back to editor" shows. */
  testPlay?: boolean;
  /** The start screen's New scenario dialog is open. */
  newScenarioOpen?: boolean;
}

export interface AppActions {
  openFile(): void;
  openShipped(fileName: string): void;
  dismissErrors(): void;
  /** Reopens a recent file (platform.openRecent(id)). */
  openRecent?(id: string): void;
  recover?(): void;
  discardRecovery?(): void;
  toggleTablePanel?(): void;
  toggleKeys?(): void;
  setGridOpacity?(alpha: number): void;
  continueHandOver?(): void;
  /** Start screen: open the New scenario dialog (true) or close it. */
  showNewScenario?(open: boolean): void;
  newScenario?(options: NewScenarioOptions): void;
  editShipped?(fileName: string): void;
  editRecent?(id: string): void;
  /** Ends Test play and returns to the editor as it was. */
  backToEditor?(): void;
}

export function App({ state, actions }: { state: AppViewState; actions: AppActions }) {
  return (
    <>
      <header class={state.screen === 'map' && state.testPlay ? 'top-bar crowded' : 'top-bar'}>
        <span class="app-name">GRIT Table</span>
        <span class="scenario-title" data-testid="scenario-title">
          {state.title ?? ''}
        </span>
        {state.screen === 'map' && state.play?.view.world.rng && (
          // The game's dice seed (G-GAME-2): `?seed=N` or `grit play --seed N` replays the same rolls.
          <span class="game-seed" data-testid="game-seed" title="Dice seed of this game; it is stored in the save">
            seed {state.play.view.world.rng.seed}
          </span>
        )}
        {state.screen === 'map' && state.play && (
          <Toolbar
            view={state.play.view}
            actions={state.play.actions}
            extras={{
              keysOpen: !!state.keysOpen,
              onKeys: actions.toggleKeys,
              tableOpen: !!state.table?.open,
              onTable: state.table ? actions.toggleTablePanel : undefined,
              gridOpacity: state.gridOpacity,
              onGridOpacity: actions.setGridOpacity,
            }}
          />
        )}
        {state.screen === 'map' && state.play && <ExportMenu world={state.play.view.world} />}
        {state.screen === 'map' && state.testPlay && actions.backToEditor && (
          <button type="button" class="primary" title="End the test game and return to the editor as you left it" onClick={actions.backToEditor} data-testid="back-to-editor">
            Back to editor
          </button>
        )}
        {state.screen === 'editor' && state.editor && <EditorTopBar view={state.editor.view} actions={state.editor.actions} />}
        {/* In Test play the editor's scenario waits: Back to editor takes Open file's place. */}
        {!(state.screen === 'map' && state.testPlay) && (
          <button type="button" class="open-file" onClick={actions.openFile}>
            Open file…
          </button>
        )}
      </header>
      {state.screen === 'start' && !state.newScenarioOpen && <StartScreen shipped={state.shipped} recent={state.recent ?? []} recovery={state.recovery ?? null} actions={actions} />}
      {state.screen === 'start' && state.newScenarioOpen && actions.newScenario && (
        <section class="overlay start-screen">
          <NewScenarioDialog onCreate={actions.newScenario} onCancel={() => actions.showNewScenario?.(false)} />
        </section>
      )}
      {state.screen === 'map' && state.play && <PlayScreen view={state.play.view} actions={state.play.actions} live={state.play.live} toolbar={false} />}
      {state.screen === 'map' && state.play && state.table?.open && (
        <details class="table-controls-float" data-testid="table-controls-float" open>
          <summary>Table TV</summary>
          <TableControls state={state.table.state} actions={state.table.actions} />
        </details>
      )}
      {state.screen === 'map' && state.play && state.keysOpen && actions.toggleKeys && <KeyHelp onClose={actions.toggleKeys} />}
      {state.screen === 'editor' && state.editor && <EditorScreen view={state.editor.view} actions={state.editor.actions} />}
      {state.screen === 'editor' && state.keysOpen && actions.toggleKeys && <EditorKeyHelp onClose={actions.toggleKeys} />}
      {state.screen === 'map' && state.handOverTo && actions.continueHandOver && <HandOverScreen nextSideName={state.handOverTo} onContinue={actions.continueHandOver} />}
      {state.screen === 'loading' && <div class="overlay loading">Loading…</div>}
      {state.errors.length > 0 && <ErrorPanel errors={state.errors} onDismiss={actions.dismissErrors} />}
    </>
  );
}

function StartScreen({ shipped, recent, recovery, actions }: { shipped: ShippedScenario[]; recent: RecentEntry[]; recovery: AppViewState['recovery']; actions: AppActions }) {
  return (
    <section class="overlay start-screen" data-testid="start-screen">
      <h1>GRIT Table</h1>
      {recovery && (
        <div class="recovery-offer" role="alert" data-testid="recovery-offer">
          <p>
            Recover unsaved game — <strong>{recovery.label || 'untitled'}</strong>, {formatWhen(recovery.savedAt)}
          </p>
          <button type="button" class="primary" data-testid="recovery-recover" onClick={actions.recover}>
            Recover
          </button>{' '}
          <button type="button" data-testid="recovery-discard" onClick={actions.discardRecovery}>
            Discard
          </button>
        </div>
      )}
      <p>Open a scenario or a saved game to start, or design your own.</p>
      {actions.showNewScenario && (
        <button
          type="button"
          class="primary"
          title="Design a scenario on an empty map: title, size, grid and base terrain"
          onClick={() => actions.showNewScenario?.(true)}
          data-testid="new-scenario-open"
        >
          New scenario…
        </button>
      )}
      <h2>Shipped scenarios</h2>
      {shipped.length === 0 ? (
        <p class="muted">No shipped scenarios found.</p>
      ) : (
        <ul class="shipped-list">
          {shipped.map((entry) => (
            <li key={entry.fileName}>
              <button type="button" onClick={() => actions.openShipped(entry.fileName)}>
                {entry.title}
              </button>
              <span class="muted"> {entry.fileName}</span>
              {actions.editShipped && (
                <button type="button" class="edit-button" title={`Open ${entry.title} in the scenario editor`} onClick={() => actions.editShipped?.(entry.fileName)}>
                  Edit
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>Recent files</h2>
      {recent.length === 0 ? (
        <p class="muted" data-testid="recent-empty">
          No recent files yet.
        </p>
      ) : (
        <ul class="shipped-list recent-list" data-testid="recent-list">
          {recent.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-disabled={entry.canReopen && actions.openRecent ? undefined : 'true'}
                title={entry.canReopen ? `Open ${entry.fileName} again` : `${entry.fileName}: pick it again with Open file… (the browser cannot reopen it by name)`}
                onClick={() => entry.canReopen && actions.openRecent?.(entry.id)}
              >
                {entry.fileName}
              </button>
              <span class="muted"> {formatWhen(entry.openedAt)}</span>
              {entry.canReopen && actions.editRecent && (
                <button type="button" class="edit-button" title={`Open ${entry.fileName} in the scenario editor`} onClick={() => actions.editRecent?.(entry.id)}>
                  Edit
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" class="open-file-big" onClick={actions.openFile}>
        Open file…
      </button>
    </section>
  );
}

function ErrorPanel({ errors, onDismiss }: { errors: string[]; onDismiss: () => void }) {
  return (
    <section class="error-panel" role="alert" data-testid="error-panel">
      <h2>Could not open the file</h2>
      <ul>
        {errors.slice(0, 50).map((e, i) => (
          <li key={i}>{e}</li>
        ))}
        {errors.length > 50 && <li>… and {errors.length - 50} more</li>}
      </ul>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}

function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
