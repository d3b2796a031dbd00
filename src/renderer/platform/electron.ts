// Electron: everything goes through the preload bridge (window.gritApi).
import { GRIT_API_GLOBAL, type GritApi } from '../../shared/ipc';
import type { Platform } from './platform';
import { createRecentFiles } from './recent';

export function findPreloadApi(): GritApi | null {
  const api = (window as unknown as Record<string, unknown>)[GRIT_API_GLOBAL];
  return api && typeof api === 'object' ? (api as GritApi) : null;
}

export function createElectronPlatform(api: GritApi): Platform {
  const recent = createRecentFiles();
  // The preload has no saveGame message yet: a game is saved through the same
  // save dialog as a scenario (its text says which it is). When the preload
  // gains saveGame, it is used.
  const withSaveGame = api as GritApi & { saveGame?: GritApi['saveScenario'] };
  return {
    kind: 'electron',
    async openScenarioFile() {
      const file = await api.openScenario();
      if (file) recent.remember(file);
      return file;
    },
    saveScenario: (request) => api.saveScenario(request),
    saveGame: (request) => (withSaveGame.saveGame ? withSaveGame.saveGame(request) : api.saveScenario(request)),
    listRecent: async () => recent.list(),
    openRecent: async (id) => recent.open(id),
    listShippedScenarios: () => api.listShippedScenarios(),
    readShippedScenario: (fileName) => api.readShippedScenario(fileName),
  };
}
