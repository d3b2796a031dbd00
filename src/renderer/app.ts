// Wires platform, ui and canvas together (canvas and ui never import each
// other). Loading a scenario never crashes the app: errors go to the panel
// and the previous map stays.
import type { World } from '../core/model/schema';
import { parseScenarioText } from '../core/io/scenario';
import { MapCanvas, type ClientPoint } from './canvas';
import { detectPlatform, type OpenedFile } from './platform';
import { renderUi, type AppActions, type AppViewState } from './ui';
import { createSession } from '../core/session';
import { savedGameOf } from '../core/session';
import { serializeSave } from '../core/io/save';
import { createRng } from '../core/dice';
import { playEngine, type Command } from '../core/rules';
import { PlayController } from './state/playController';
import type { PlayActions, PlayViewState } from './state/contract';

/** Read-only handle for end-to-end tests and debugging (window.grit). */
export interface GritTestHandle {
  world(): World | null;
  cellToClient(c: number, r: number): ClientPoint;
  rendererName(): string;
  cameraScale(): number;
  /** The play view (a serialisable copy), or null before a game is open. */
  view(): PlayViewState | null;
}

/** AppViewState plus the play screen (the panels read `play` when their App knows it). */
type AppStateWithPlay = AppViewState & { play?: { view: PlayViewState; actions: PlayActions } };

/**
 * URL switches (web mode and tests): ?scenario=<shipped file> opens it,
 * ?seed=N seeds the dice of a freshly opened scenario (deterministic e2e),
 * ?fast=1 turns token animations off.
 */
function urlSettings() {
  const params = new URLSearchParams(window.location.search);
  const seedText = params.get('seed');
  const seed = seedText !== null && /^\d+$/.test(seedText) ? Number(seedText) : null;
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { scenario: params.get('scenario'), seed, fast: params.get('fast') === '1' || reducedMotion };
}

declare global {
  interface Window {
    grit?: GritTestHandle;
  }
}

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

export async function startApp(root: HTMLElement): Promise<void> {
  const platform = detectPlatform();
  const uiRoot = document.createElement('div');
  uiRoot.className = 'ui-root';
  const mapHost = document.createElement('div');
  mapHost.className = 'map-host';
  root.append(mapHost, uiRoot);

  const settings = urlSettings();
  let state: AppStateWithPlay = { screen: 'start', title: null, shipped: [], errors: [] };
  let world: World | null = null;
  let play: PlayController | null = null;
  let fileName = 'game';
  const canvas = await MapCanvas.create(mapHost);

  const update = (patch: Partial<AppStateWithPlay>) => {
    state = { ...state, ...patch };
    renderUi(uiRoot, state, actions);
  };

  const save = async (saveAs: boolean) => {
    if (!play) return;
    play.autosave = 'saving';
    play.refresh();
    try {
      const text = serializeSave(savedGameOf(play.session));
      const suggestedName = fileName.replace(/(\.save)?\.grit\.json$|\.json$/, '') + '.save.grit.json';
      const extra = platform as unknown as { saveGame?: (r: { suggestedName: string; text: string; saveAs?: boolean }) => Promise<unknown> };
      if (typeof extra.saveGame === 'function') await extra.saveGame({ suggestedName, text, saveAs });
      else await platform.saveScenario({ suggestedName, text });
      play.autosave = 'saved';
    } catch (err) {
      play.autosave = 'error';
      state = { ...state, errors: [err instanceof Error ? err.message : String(err)] };
    }
    play.refresh();
  };

  /** Starts play on a freshly loaded World: Session + controller, encounter started. */
  const startPlay = (loaded: World) => {
    play?.dispose();
    const seeded = settings.seed !== null ? { ...loaded, rng: createRng(settings.seed) } : loaded;
    const session = createSession<Command, never>(seeded, playEngine as never);
    world = session.world;
    canvas.showWorld(world);
    play = new PlayController(session, {
      canvas,
      fast: settings.fast,
      save,
      render: (view) => {
        world = view.world;
        update({ play: { view, actions: play!.actions } });
      },
    });
    if (session.world.turn.round < 1 || session.world.turn.order.length === 0) {
      const r = play.dispatch({ type: 'startEncounter' });
      if (!r.ok) update({ errors: [r.violation.message] });
    } else play.refresh();
    // The panels are in the DOM now: frame the map in the space they leave.
    canvas.setInsets(panelInsets(mapHost));
    canvas.fit();
  };

  const fail = (err: unknown) => update({ screen: world ? 'map' : 'start', errors: [err instanceof Error ? err.message : String(err)] });

  const show = (file: OpenedFile) => {
    const result = parseScenarioText(file.text, file.fileName);
    if (!result.ok) {
      update({ screen: world ? 'map' : 'start', errors: result.errors });
      return;
    }
    fileName = file.fileName;
    state = { ...state, screen: 'map', title: result.world.scenario.title, errors: [] };
    document.title = `${result.world.scenario.title} — GRIT Table`;
    startPlay(result.world);
  };

  const actions: AppActions = {
    openFile: () => {
      platform.openScenarioFile().then((file) => file && show(file), fail);
    },
    openShipped: (fileName) => {
      update({ screen: 'loading', errors: [] });
      platform.readShippedScenario(fileName).then(show, fail);
    },
    dismissErrors: () => update({ errors: [] }),
  };

  window.grit = Object.freeze({
    world: () => (world ? structuredClone(world) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    cameraScale: () => canvas.cameraScale(),
    view: () => (play ? (JSON.parse(JSON.stringify(play.view())) as PlayViewState) : null),
  });

  canvas.onPointer((ev) => play?.onPointer(ev));
  window.addEventListener('keydown', (event) => {
    if (!play || state.screen !== 'map') return;
    if (play.onKey(event)) event.preventDefault();
  });

  const requested = settings.scenario;
  if (requested) {
    actions.openShipped(requested);
  } else {
    update({});
  }
  platform.listShippedScenarios().then((shipped) => update({ shipped }), fail);
  root.dataset.ready = 'true';
}
