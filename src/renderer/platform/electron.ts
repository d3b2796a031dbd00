// Electron: everything goes through the preload bridge (window.gritApi).
import { GRIT_API_GLOBAL, type GritApi } from '../../shared/ipc';
import type { Platform } from './platform';
import { createRecentFiles } from './recent';
import { restoreImages } from './autosave';

export function findPreloadApi(): GritApi | null {
  const api = (window as unknown as Record<string, unknown>)[GRIT_API_GLOBAL];
  return api && typeof api === 'object' ? (api as GritApi) : null;
}

export function createElectronPlatform(api: GritApi): Platform {
  const recent = createRecentFiles();
  return {
    kind: 'electron',
    async openScenarioFile() {
      const file = await api.openScenario();
      return file;
    },
    rememberRecent: (file) => recent.remember(file),
    saveScenario: (request) => api.saveScenario(request),
    saveGame: (request) => api.saveGame(request),
    listRecent: async () => recent.list(),
    openRecent: async (id) => recent.open(id),
    // Main writes one file in the app's data folder (no quota): the images go back into the text.
    autosave: (request) => api.autosave({ label: request.label, content: restoreImages(request.content, request.images ?? {}) }),
    pendingRecovery: () => api.pendingRecovery(),
    clearRecovery: () => api.clearRecovery(),
    // Main removes the recovery copy when the GM window closes normally.
    startSession() {},
    listShippedScenarios: () => api.listShippedScenarios(),
    readShippedScenario: (fileName) => api.readShippedScenario(fileName),
  };
}
