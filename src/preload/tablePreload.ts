// The table window's preload (17.2): it only receives the projections main
// forwards. No invoke of any channel, so no saves, no autosave, no recovery,
// no scenario reading from the window the players look at.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { GRIT_TABLE_API_GLOBAL, IPC_PUSH, type GritTableApi, type TableProjection } from '../shared/ipc';

const api: GritTableApi = {
  onTableProjection: (callback) => {
    const listener = (_event: IpcRendererEvent, projection: TableProjection) => callback(projection);
    ipcRenderer.on(IPC_PUSH.tableProjection, listener);
    return () => void ipcRenderer.removeListener(IPC_PUSH.tableProjection, listener);
  },
};

contextBridge.exposeInMainWorld(GRIT_TABLE_API_GLOBAL, api);
