// The table window's preload (17.2): it receives the projections main
// forwards and reports its own size and calibration on the one channel main
// takes from it (issue 16 fix 6). No other channel, so no saves, no autosave,
// no recovery, no scenario reading from the window the players look at.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { GRIT_TABLE_API_GLOBAL, IPC_FROM_TABLE, IPC_PUSH, type GritTableApi, type TableProjection } from '../shared/ipc';
import { cleanTableStatus } from '../shared/table';

const api: GritTableApi = {
  onTableProjection: (callback) => {
    const listener = (_event: IpcRendererEvent, projection: TableProjection) => callback(projection);
    ipcRenderer.on(IPC_PUSH.tableProjection, listener);
    return () => void ipcRenderer.removeListener(IPC_PUSH.tableProjection, listener);
  },
  sendTableStatus: (status) => {
    const clean = cleanTableStatus(status);
    if (clean) ipcRenderer.invoke(IPC_FROM_TABLE.tableStatus, clean).catch((err: unknown) => console.warn('table view:', err));
  },
};

contextBridge.exposeInMainWorld(GRIT_TABLE_API_GLOBAL, api);
