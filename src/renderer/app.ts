// Wires platform, ui and canvas together (canvas and ui never import each
// other). Loading a file never crashes the app: errors go to the panel and
// the previous map stays.
import type { World } from '../core/model/schema';
import { savedGameOf } from '../core/session';
import { serializeSave } from '../core/io/save';
import { MapCanvas, type ClientPoint } from './canvas';
import { FogTint } from './canvas/table';
import { autosaveRequestOf, createBrowserAutosave, detectPlatform, type BrowserAutosave, type OpenedFile, type Platform } from './platform';
import { renderUi, type AppActions, type AppViewState } from './ui';
import { PlayController } from './state/playController';
import { openGameText, saveNameFor, type OpenedGame } from './state/gameFile';
import type { PlayViewState } from './state/contract';
import { attachTableLink, createHandOverGate, overlaysFromPlayView, type TableBridge } from './table';

/** Read-only handle for end-to-end tests and debugging (window.grit). */
export interface GritTestHandle {
  world(): World | null;
  cellToClient(c: number, r: number): ClientPoint;
  rendererName(): string;
  cameraScale(): number;
  /** The play view (a serialisable copy), or null before a game is open. */
  view(): PlayViewState | null;
}

/**
 * URL switches (web mode and tests): ?scenario=<shipped file> opens it,
 * ?seed=N seeds the dice of a freshly opened scenario (deterministic e2e),
 * ?fast=1 turns token animations off, ?table=1 opens the Table TV panel.
 */
function urlSettings() {
  const params = new URLSearchParams(window.location.search);
  const seedText = params.get('seed');
  const seed = seedText !== null && /^\d+$/.test(seedText) ? Number(seedText) : null;
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { scenario: params.get('scenario'), seed, fast: params.get('fast') === '1' || reducedMotion, tablePanel: params.get('table') === '1' };
}

declare global {
  interface Window {
    grit?: GritTestHandle;
  }
}

/** Autosave: quiet time after a change, and the longest wait while changes keep coming. */
const AUTOSAVE_DEBOUNCE_MS = 800;
const AUTOSAVE_INTERVAL_MS = 30_000;

/** Screen pixels of the map host covered by the play panels along each edge. */
function panelInsets(host: HTMLElement) {
  const h = host.getBoundingClientRect();
  const rect = (selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : null;
  };
  const left = rect('.play-left'), right = rect('.play-right'), top = rect('.play-toolbar'), bottom = rect('.play-bottom');
  return {
    left: left ? Math.max(0, left.right - h.left) : 0,
    right: right ? Math.max(0, h.right - right.left) : 0,
    top: top ? Math.max(0, top.bottom - h.top) : 0,
    bottom: bottom ? Math.max(0, h.bottom - bottom.top) : 0,
  };
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function startApp(root: HTMLElement): Promise<void> {
  const platform: Platform = detectPlatform();
  const uiRoot = document.createElement('div');
  uiRoot.className = 'ui-root';
  const mapHost = document.createElement('div');
  mapHost.className = 'map-host';
  root.append(mapHost, uiRoot);

  const settings = urlSettings();
  let state: AppViewState = { screen: 'start', title: null, shipped: [], errors: [], recovery: null, keysOpen: false, handOverTo: null };
  let world: World | null = null;
  let play: PlayController | null = null;
  let lastView: PlayViewState | null = null;
  let table: TableBridge | null = null;
  let tablePanelOpen = settings.tablePanel;
  let offTableChange: () => void = () => {};
  let autosave: BrowserAutosave | null = null;
  let offAutosave: () => void = () => {};
  let pendingRecovery: { label: string; savedAt: string; content: string } | null = null;
  const handOver = createHandOverGate();
  let fileName = 'game';
  const canvas = await MapCanvas.create(mapHost);
  // The players' fog (from the latest table projection) as a light tint on the GM map.
  const tint = new FogTint();
  canvas.addAboveFigures(tint);

  const render = () => renderUi(uiRoot, state, actions);
  const update = (patch: Partial<AppViewState>) => {
    state = { ...state, ...patch };
    render();
  };
  const tableState = () => (table ? { state: table.controlsState(), actions: table.controlsActions(), open: tablePanelOpen } : undefined);

  const setAutosaveStatus = (status: PlayViewState['autosave']) => {
    if (!play) return;
    play.autosave = status;
    play.refresh();
  };

  const save = async (saveAs: boolean) => {
    if (!play) return;
    try {
      const text = serializeSave(savedGameOf(play.session));
      // Electron shows its save dialog either way; the web download always asks where (saveAs alike).
      void saveAs;
      const result = await platform.saveGame({ suggestedName: saveNameFor(fileName), text });
      if (result.saved) fileName = result.fileName;
    } catch (err) {
      update({ errors: [`Save failed: ${message(err)}`] });
    }
  };

  /** Starts play on an opened game: controller, table link, autosave. */
  const startPlay = (game: OpenedGame) => {
    play?.dispose();
    table?.detach();
    offTableChange();
    autosave?.dispose();
    offAutosave();
    const session = game.session;
    world = session.world;
    lastView = null;
    canvas.showWorld(world);
    let lastWorld: World | null = null;
    let lastOverlaysText = '';
    const overlays = () => (play && lastView ? overlaysFromPlayView(lastView, play.reachCells()) : undefined);
    autosave = createBrowserAutosave({
      debounceMs: AUTOSAVE_DEBOUNCE_MS,
      intervalMs: AUTOSAVE_INTERVAL_MS,
      // Without the snapshot: the log replays to the same game, and localStorage is small.
      save: () => platform.autosave(autosaveRequestOf(game.title, savedGameOf(session, { snapshot: false }))),
      onStatus: (status, err) => {
        if (err) console.warn('autosave:', err);
        setAutosaveStatus(status);
      },
    });
    const dirty = autosave;
    // Subscribed before the controller, so the render a change causes already shows it unsaved.
    offAutosave = session.subscribe(() => {
      if (play?.autosave === 'saved') play.autosave = 'idle';
      dirty.markDirty();
    });
    play = new PlayController(
      session,
      {
        canvas,
        fast: settings.fast,
        save,
        // The computer waits while the hotseat hand-over cover is up.
        busy: () => !!state.handOverTo,
        render: (view) => {
          lastView = view;
          world = view.world;
          // Previews changed but not the World: the table gets new overlays only
          // (a World change reaches it through its own Session subscription).
          if (table?.active && lastWorld === view.world && Object.values(table.options().show).some(Boolean)) {
            const text = JSON.stringify(overlays() ?? null);
            if (text !== lastOverlaysText) {
              lastOverlaysText = text;
              table.refreshOverlays();
            }
          }
          lastWorld = view.world;
          const next = handOver.update(view.world, table?.options().handOver ?? false);
          update({ play: { view, actions: play!.actions }, table: tableState(), handOverTo: next });
        },
      },
      game.history,
    );
    // Lazy: no fog is computed until a table view asks, opens, or the Table TV panel is shown.
    const bridge = attachTableLink(session, overlays, { lazy: true });
    if (tablePanelOpen) bridge.activate();
    table = bridge;
    // The players' fog on the GM map while the GM wants it (on once the table view opens).
    const showTint = () => tint.show(bridge.controlsState().gmTint ? (bridge.lastProjection()?.fog ?? null) : null);
    bridge.onProjection(showTint);
    offTableChange = bridge.onChange(() => {
      showTint();
      state = { ...state, table: tableState(), handOverTo: handOver.update(session.world, bridge.options().handOver) };
      render();
    });
    showTint();
    if (!game.restored && (session.world.turn.round < 1 || session.world.turn.order.length === 0)) {
      const r = play.dispatch({ type: 'startEncounter' });
      if (!r.ok) update({ errors: [r.violation.message] });
    } else {
      play.refresh();
      // A restored game is kept for recovery from the start, not only after the next move.
      autosave.markDirty();
    }
    // The panels are in the DOM now: frame the map in the space they leave.
    canvas.setInsets(panelInsets(mapHost));
    canvas.fit();
  };

  const refreshRecent = () => {
    platform.listRecent().then((recent) => update({ recent }), (err: unknown) => console.warn('recent files:', err));
  };

  const fail = (err: unknown) => update({ screen: world ? 'map' : 'start', errors: [message(err)] });

  const show = (file: OpenedFile) => {
    const result = openGameText(file.text, file.fileName, settings.seed);
    if (!result.ok) {
      update({ screen: world ? 'map' : 'start', errors: result.errors });
      return;
    }
    for (const w of result.warnings) console.warn(w);
    fileName = file.fileName;
    state = { ...state, screen: 'map', title: result.title, errors: [] };
    document.title = `${result.title} — GRIT Table`;
    startPlay(result);
  };

  const actions: AppActions = {
    openFile: () => {
      platform.openScenarioFile().then((file) => {
        if (!file) return;
        show(file);
        refreshRecent();
      }, fail);
    },
    openShipped: (name) => {
      update({ screen: 'loading', errors: [] });
      platform.readShippedScenario(name).then(show, fail);
    },
    openRecent: (id) => {
      platform.openRecent(id).then(show, fail);
    },
    dismissErrors: () => update({ errors: [] }),
    recover: () => {
      const r = pendingRecovery;
      if (!r) return;
      pendingRecovery = null;
      update({ recovery: null });
      // The record stays until this game's own autosave replaces it.
      show({ fileName: r.label ? `${r.label} (recovered)` : 'recovered game', text: r.content });
    },
    discardRecovery: () => {
      pendingRecovery = null;
      update({ recovery: null });
      platform.clearRecovery().catch((err: unknown) => console.warn('recovery:', err));
    },
    toggleTablePanel: () => {
      tablePanelOpen = !tablePanelOpen;
      if (tablePanelOpen) table?.activate();
      update({ table: tableState() });
    },
    toggleKeys: () => update({ keysOpen: !state.keysOpen }),
    continueHandOver: () => {
      handOver.dismiss();
      update({ handOverTo: null });
    },
  };

  window.grit = Object.freeze({
    world: () => (world ? structuredClone(world) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    cameraScale: () => canvas.cameraScale(),
    view: () => (play ? (JSON.parse(JSON.stringify(play.view())) as PlayViewState) : null),
  });

  canvas.onPointer((ev) => {
    if (!state.handOverTo) play?.onPointer(ev);
  });
  window.addEventListener('keydown', (event) => {
    if (!play || state.screen !== 'map') return;
    const target = event.target as HTMLElement | null;
    const typing = !!target && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
    if ((event.key === 'F1' || (event.key === '?' && !typing)) && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      actions.toggleKeys!();
      return;
    }
    if (event.key === 'Escape' && state.keysOpen) {
      update({ keysOpen: false });
      return;
    }
    // Hotseat secrecy: nothing acts behind the hand-over cover.
    if (state.handOverTo) {
      event.preventDefault();
      return;
    }
    if (play.onKey(event)) event.preventDefault();
  });

  // Recovery: read what the last session left before this one marks itself open.
  try {
    pendingRecovery = await platform.pendingRecovery();
  } catch (err) {
    console.warn('recovery:', err);
  }
  platform.startSession();
  state = { ...state, recovery: pendingRecovery ? { label: pendingRecovery.label, savedAt: pendingRecovery.savedAt } : null };

  const requested = settings.scenario;
  if (requested) {
    actions.openShipped(requested);
  } else {
    update({});
  }
  platform.listShippedScenarios().then((shipped) => update({ shipped }), fail);
  refreshRecent();
  root.dataset.ready = 'true';
}
