// The table view's host functions (Electron preload or plain browser).
// Lives in renderer/platform: DESIGN says only platform uses the preload API.
import type { GritApi } from '../../shared/ipc';
import type { TableDisplay } from '../../shared/table';
import { findPreloadApi } from './electron';

export interface TableHost {
  readonly kind: 'web' | 'electron';
  /** Electron: the preload API; web: null. */
  readonly api: GritApi | null;
  openTableWindow(displayId?: string | null): Promise<{ displayId: string | null }>;
  listDisplays(): Promise<TableDisplay[]>;
}

export const WEB_TABLE_WINDOW_NAME = 'grit-table-view';

export function tableHost(): TableHost {
  const api = findPreloadApi();
  if (api && typeof api.sendTableProjection === 'function') {
    return {
      kind: 'electron',
      api,
      openTableWindow: (displayId) => api.openTableWindow(displayId ?? undefined),
      listDisplays: () => api.listDisplays(),
    };
  }
  return {
    kind: 'web',
    api: null,
    async openTableWindow() {
      // The GM drags this window to the TV and makes it fullscreen (F11).
      const url = new URL(window.location.href);
      url.search = '?view=table';
      window.open(url.toString(), WEB_TABLE_WINDOW_NAME, 'popup');
      return { displayId: null };
    },
    async listDisplays() {
      const dpr = window.devicePixelRatio || 1;
      return [{ id: 'screen', label: 'This browser window', primary: true, widthPx: Math.round(window.screen.width * dpr), heightPx: Math.round(window.screen.height * dpr), scaleFactor: dpr }];
    },
  };
}
