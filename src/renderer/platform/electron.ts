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
  const sentImages = new Set<string>();
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
    // Main keeps each background image once beside the recovery record: an image goes over IPC the first
    // time only; if main no longer has it (the record was cleared), it says so and the image is sent again.
    async autosave(request) {
      const unsent = Object.fromEntries(Object.entries(request.images ?? {}).filter(([key]) => !sentImages.has(key)));
      try {
        await api.autosave({ ...request, images: unsent });
      } catch (err) {
        if (!String(err).includes('was not sent')) throw err;
        await api.autosave(request);
      }
      for (const key of Object.keys(request.images ?? {})) sentImages.add(key);
    },
    pendingRecovery: () => api.pendingRecovery(),
    async clearRecovery() {
      sentImages.clear();
      await api.clearRecovery();
    },
    // Main removes the recovery copy when the GM window closes normally.
    startSession() {},
    listShippedScenarios: () => api.listShippedScenarios(),
    readShippedScenario: (fileName) => api.readShippedScenario(fileName),
  };
}
