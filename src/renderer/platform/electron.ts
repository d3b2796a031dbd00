// Electron: everything goes through the preload bridge (window.gritApi).
import { GRIT_API_GLOBAL, type GritApi } from '../../shared/ipc';
import type { Platform } from './platform';

export function findPreloadApi(): GritApi | null {
  const api = (window as unknown as Record<string, unknown>)[GRIT_API_GLOBAL];
  return api && typeof api === 'object' ? (api as GritApi) : null;
}

export function createElectronPlatform(api: GritApi): Platform {
  return {
    kind: 'electron',
    openScenarioFile: () => api.openScenario(),
    saveScenario: (request) => api.saveScenario(request),
    listShippedScenarios: () => api.listShippedScenarios(),
    readShippedScenario: (fileName) => api.readShippedScenario(fileName),
  };
}
