// The e2e handle's in-page open: a shipped scenario opened in the running app
// as a fresh load of `?<query>` would open it. The end-to-end specs share one
// page per worker through it: under SwiftShader a page load cost about 3
// CPU-seconds (bundle, WebGL contexts, the first static picture) and an open
// in a loaded page about 0.6 (issue 17 item 14, test/e2e/fixtures.ts).
import type { Store } from '../tools/store';
import type { AppViewState } from '../ui';
import type { HandOverGate } from '../table';
import type { EditorShell } from '../editor/editorShell';
import type { GameLifecycle } from './game';
import type { Opening } from './opening';
import type { TableWiring } from './tableWiring';
import { urlSettings } from './urlSettings';

export interface TestOpenDeps {
  opening: Opening;
  game: GameLifecycle;
  editor: EditorShell;
  screen: Store<AppViewState>;
  table: TableWiring;
  handOver: HandOverGate;
}

/** `opened: false` says why the page must be loaded instead (a load then starts afresh). */
export type TestOpenResult = { opened: true } | { opened: false; why: string };

export async function testOpen(deps: TestOpenDeps, query: string): Promise<TestOpenResult> {
  const { opening, game, editor, screen, table, handOver } = deps;
  const settings = urlSettings(`?${query}`);
  // What a load sets up once and an open does not undo: those queries load.
  if (!settings.scenario) return { opened: false, why: 'no ?scenario= (the start screen is shown by a load)' };
  if (editor.controller) return { opened: false, why: 'the editor holds a scenario (and its recovery record)' };
  opening.setSeed(settings.seed);
  game.setFast(settings.fast);
  // The old game's table link goes first: shown, the panel would wake it and a table page would get that game.
  testCloseGame(deps);
  // ?table=1 shows the Table TV panel (the new game's table link then starts at once); each game's link starts with the default view.
  if (settings.tablePanel !== table.panelShown()) table.togglePanel();
  handOver.dismiss();
  screen.set({ keysOpen: false, newScenarioOpen: false, handOverTo: null, recovery: null });
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // A reload in the test reloads this game, as after a load.
  history.replaceState(null, '', `?${query}`);
  await opening.openShipped(settings.scenario);
  const after = screen.get();
  if (after.screen !== 'map' || after.errors.length > 0) return { opened: false, why: `${settings.scenario} did not open: ${after.errors.join('; ') || after.screen}` };
  return { opened: true };
}

/**
 * Closes the open game: no controller and no table link is left, as in a
 * page not yet loaded (a table page opened next gets no game until one
 * opens). The e2e fixtures call it before a table page opens beside the
 * shared page.
 */
export function testCloseGame({ game, screen }: Pick<TestOpenDeps, 'game' | 'screen'>): void {
  game.stop();
  screen.set({ screen: 'loading', play: undefined, errors: [] });
}
