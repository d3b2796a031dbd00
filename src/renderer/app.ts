// Wires platform, ui and canvas together (canvas and ui never import each
// other). The pieces, one job each, are in shell/: the open game's lifecycle
// (game), opening files (opening), autosave (autosaveLink), the table TV link
// (tableWiring), recovery, keys and the e2e test handle. The screen state is
// one Store; the panels re-render from it. Loading a file never crashes the
// app: errors go to the panel and the previous map stays.
import { MapCanvas } from './canvas';
import { FogTint } from './canvas/table';
import { TableFootprintLayer } from './canvas/overlays/tableFootprint';
import { GRID_LINE_ALPHA } from './canvas';
import { loadGridOpacity, saveGridOpacity } from './shell/viewSettings';
import { detectPlatform, type Platform } from './platform';
import { renderUi, type AppActions, type AppViewState } from './ui';
import { createHandOverGate } from './table';
import { Store } from './tools/store';
import { GameLifecycle } from './shell/game';
import { installKeys } from './shell/keys';
import { Opening } from './shell/opening';
import { Recovery } from './shell/recovery';
import { TableWiring } from './shell/tableWiring';
import { installTestHandle } from './shell/testHandle';
import { testCloseGame, testOpen } from './shell/testOpen';
import { installRefit } from './shell/refit';
import { urlSettings } from './shell/urlSettings';
import { EditorShell } from './editor/editorShell';

export type { GritTestHandle } from './shell/testHandle';

export async function startApp(root: HTMLElement): Promise<void> {
  const platform: Platform = detectPlatform();
  const uiRoot = document.createElement('div');
  uiRoot.className = 'ui-root';
  const mapHost = document.createElement('div');
  mapHost.className = 'map-host';
  root.append(mapHost, uiRoot);

  const settings = urlSettings();
  const screen = new Store<AppViewState>({ screen: 'start', title: null, shipped: [], errors: [], recovery: null, keysOpen: false, handOverTo: null });
  const handOver = createHandOverGate();
  const canvas = await MapCanvas.create(mapHost);
  canvas.setGridOpacity(loadGridOpacity(GRID_LINE_ALPHA));
  screen.set({ gridOpacity: loadGridOpacity(GRID_LINE_ALPHA) });
  // The players' fog (from the latest table projection) as a light tint on the GM map.
  const tint = new FogTint();
  canvas.addAboveFigures(tint);
  // The table TV's footprint (issue 16 fix 6), above the tint; the GM drags it to move the TV view.
  const footprint = new TableFootprintLayer();
  canvas.addAboveFigures(footprint);

  const table = new TableWiring(
    tint,
    settings.tablePanel,
    (bridge) => {
      const world = game.play?.session.world;
      screen.set({ table: table.controls(), handOverTo: world ? handOver.update(world, bridge.options().handOver) : screen.get().handOverTo });
    },
    {
      view: footprint,
      host: { holdPan: (hold) => canvas.holdPan(hold), cameraScale: () => canvas.cameraScale(), setCursor: (cursor) => (mapHost.style.cursor = cursor), setHint: (text) => (mapHost.title = text) },
    },
  );
  // The table view draws its grid as the GM map does (issue 16 map art).
  table.setGridOpacity(loadGridOpacity(GRID_LINE_ALPHA));
  const game = new GameLifecycle({ platform, canvas, mapHost, screen, table, handOver, fast: settings.fast });
  const editor = new EditorShell({ platform, canvas, mapHost, screen, game, seed: settings.seed });
  const opening = new Opening(platform, screen, game, settings.seed, editor);
  const recovery = new Recovery(platform, screen, opening.show, opening.edit);

  const actions: AppActions = {
    openFile: opening.openFile,
    openShipped: opening.openShipped,
    openRecent: opening.openRecent,
    dismissErrors: () => screen.set({ errors: [] }),
    recover: recovery.recover,
    discardRecovery: recovery.discard,
    toggleTablePanel: () => {
      table.togglePanel();
      screen.set({ table: table.controls() });
    },
    toggleKeys: () => screen.set({ keysOpen: !screen.get().keysOpen }),
    setGridOpacity: (alpha) => {
      canvas.setGridOpacity(alpha);
      table.setGridOpacity(alpha);
      saveGridOpacity(alpha);
      screen.set({ gridOpacity: alpha });
    },
    showNewScenario: (open) => screen.set({ newScenarioOpen: open }),
    newScenario: opening.newScenario,
    editShipped: opening.editShipped,
    editRecent: opening.editRecent,
    backToEditor: editor.backToEditor,
    continueHandOver: () => {
      handOver.dismiss();
      screen.set({ handOverTo: null });
    },
  };
  screen.subscribe((state) => renderUi(uiRoot, state, actions));

  const testDeps = { opening, game, editor, screen, table, handOver };
  installTestHandle(canvas, game, { open: (query) => testOpen(testDeps, query), closeGame: () => testCloseGame(testDeps) }, editor, table);
  window.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement | null;
    if (e.defaultPrevented || screen.get().screen !== 'map' || (t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName)))) return;
    if (table.footprintKey(e)) e.preventDefault();
  });
  canvas.onPointer((ev) => {
    if (screen.get().screen === 'editor') editor.onPointer(ev);
    else if (!screen.get().handOverTo) {
      const forTools = table.footprintPointer(ev);
      if (forTools) game.play?.onPointer(forTools);
    }
  });
  installKeys(screen, game, actions.toggleKeys!);
  installRefit(mapHost, uiRoot, () => {
    if (game.play && screen.get().screen === 'map') game.frame();
  });

  // Recovery: read what the last session left before this one marks itself open.
  await recovery.start();
  // It never rejects: a failure goes to the error panel.
  if (settings.scenario) void opening.openShipped(settings.scenario);
  else screen.touch();
  platform.listShippedScenarios().then((shipped) => screen.set({ shipped }), opening.fail);
  opening.refreshRecent();
  root.dataset.ready = 'true';
}
