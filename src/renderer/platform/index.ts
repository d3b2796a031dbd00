import { createElectronPlatform, findPreloadApi } from './electron';
import type { Platform } from './platform';
import { createWebPlatform } from './web';

export type { Platform, OpenedFile, SaveRequest, SaveResult, ShippedScenario, RecoveryEntry, RecentFile } from './platform';
export { autosaveRequestOf, createBrowserAutosave, type BrowserAutosave, type AutosaveStatus } from './autosave';

/** Electron when the preload bridge is present, otherwise the browser fallback. */
export function detectPlatform(): Platform {
  const api = findPreloadApi();
  return api ? createElectronPlatform(api) : createWebPlatform();
}
