// The table view's host functions (Electron preload or plain browser).
// Lives in renderer/platform: DESIGN says only platform uses the preload API.
import { GRIT_TABLE_API_GLOBAL, type GritApi, type GritTableApi } from '../../shared/ipc';
import type { TableDisplay } from '../../shared/table';
import { findPreloadApi } from './electron';

export interface TableHost {
  readonly kind: 'web' | 'electron';
  /** Electron GM window: the preload API; web and the table window: null. */
  readonly api: GritApi | null;
  /** Electron table window: its own preload's API, which only receives projections (17.2). */
  readonly tableApi?: GritTableApi | null;
  openTableWindow(displayId?: string | null): Promise<{ displayId: string | null }>;
  listDisplays(): Promise<TableDisplay[]>;
}

export const WEB_TABLE_WINDOW_NAME = 'grit-table-view';

/** The table window's preload API (Electron), or null. */
export function findTablePreloadApi(): GritTableApi | null {
  const api = (window as unknown as Record<string, unknown>)[GRIT_TABLE_API_GLOBAL];
  return api && typeof api === 'object' && typeof (api as GritTableApi).onTableProjection === 'function' ? (api as GritTableApi) : null;
}

export function tableHost(): TableHost {
  const tableApi = findTablePreloadApi();
  if (tableApi) {
    const refuse = () => Promise.reject(new Error('the table view cannot open or list windows'));
    return { kind: 'electron', api: null, tableApi, openTableWindow: refuse, listDisplays: refuse };
  }
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
