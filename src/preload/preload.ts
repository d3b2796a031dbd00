// The sandboxed preload: one typed function per IPC message, nothing else.
// The renderer never sees ipcRenderer itself (Electron security checklist).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { GRIT_API_GLOBAL, IPC, IPC_PUSH, type GritApi, type TableProjection, type TableStatus } from '../shared/ipc';

const api: GritApi = {
  openScenario: () => ipcRenderer.invoke(IPC.openScenario),
  saveScenario: (request) => ipcRenderer.invoke(IPC.saveScenario, { suggestedName: String(request.suggestedName), text: String(request.text), bundle: request.bundle === true }),
  listShippedScenarios: () => ipcRenderer.invoke(IPC.listShippedScenarios),
  readShippedScenario: (fileName) => ipcRenderer.invoke(IPC.readShippedScenario, String(fileName)),
  sendTableProjection: (projection) => {
    ipcRenderer.invoke(IPC.tableSend, projection).catch((err: unknown) => console.warn('table view:', err));
  },
  onTableProjection: (callback) => {
    const listener = (_event: IpcRendererEvent, projection: TableProjection) => callback(projection);
    ipcRenderer.on(IPC_PUSH.tableProjection, listener);
    return () => void ipcRenderer.removeListener(IPC_PUSH.tableProjection, listener);
  },
  onTableStatus: (callback) => {
    const listener = (_event: IpcRendererEvent, status: TableStatus | null) => callback(status);
    ipcRenderer.on(IPC_PUSH.tableStatus, listener);
    return () => void ipcRenderer.removeListener(IPC_PUSH.tableStatus, listener);
  },
  openTableWindow: (displayId) => ipcRenderer.invoke(IPC.openTableWindow, displayId === undefined ? undefined : String(displayId)),
  listDisplays: () => ipcRenderer.invoke(IPC.listDisplays),
  saveGame: (request) => ipcRenderer.invoke(IPC.saveGame, { suggestedName: String(request.suggestedName), text: String(request.text), bundle: request.bundle === true }),
  autosave: (request) => ipcRenderer.invoke(IPC.autosave, { label: String(request.label), content: String(request.content), ...(request.images ? { images: { ...request.images } } : {}) }),
  pendingRecovery: () => ipcRenderer.invoke(IPC.pendingRecovery),
  clearRecovery: () => ipcRenderer.invoke(IPC.clearRecovery),
};

contextBridge.exposeInMainWorld(GRIT_API_GLOBAL, api);
