// Wires platform, ui and canvas together (canvas and ui never import each
// other). Loading a scenario never crashes the app: errors go to the panel
// and the previous map stays.
import type { World } from '../core/model/schema';
import { parseScenarioText } from '../core/io/scenario';
import { MapCanvas, type ClientPoint } from './canvas';
import { detectPlatform, type OpenedFile } from './platform';
import { renderUi, type AppActions, type AppViewState } from './ui';

/** Read-only handle for end-to-end tests and debugging (window.grit). */
export interface GritTestHandle {
  world(): World | null;
  cellToClient(c: number, r: number): ClientPoint;
  rendererName(): string;
  cameraScale(): number;
}

declare global {
  interface Window {
    grit?: GritTestHandle;
  }
}

export async function startApp(root: HTMLElement): Promise<void> {
  const platform = detectPlatform();
  const uiRoot = document.createElement('div');
  uiRoot.className = 'ui-root';
  const mapHost = document.createElement('div');
  mapHost.className = 'map-host';
  root.append(mapHost, uiRoot);

  let state: AppViewState = { screen: 'start', title: null, shipped: [], errors: [] };
  let world: World | null = null;
  const canvas = await MapCanvas.create(mapHost);

  const update = (patch: Partial<AppViewState>) => {
    state = { ...state, ...patch };
    renderUi(uiRoot, state, actions);
  };

  const fail = (err: unknown) => update({ screen: world ? 'map' : 'start', errors: [err instanceof Error ? err.message : String(err)] });

  const show = (file: OpenedFile) => {
    const result = parseScenarioText(file.text, file.fileName);
    if (!result.ok) {
      update({ screen: world ? 'map' : 'start', errors: result.errors });
      return;
    }
    world = result.world;
    canvas.showWorld(world);
    document.title = `${world.scenario.title} — GRIT Table`;
    update({ screen: 'map', title: world.scenario.title, errors: [] });
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
  });

  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (requested) {
    actions.openShipped(requested);
  } else {
    update({});
  }
  platform.listShippedScenarios().then((shipped) => update({ shipped }), fail);
  root.dataset.ready = 'true';
}
