// The sandboxed preload: one typed function per IPC message, nothing else.
// The renderer never sees ipcRenderer itself (Electron security checklist).
import { contextBridge, ipcRenderer } from 'electron';
import { GRIT_API_GLOBAL, IPC, type GritApi } from '../shared/ipc';

const api: GritApi = {
  openScenario: () => ipcRenderer.invoke(IPC.openScenario),
  saveScenario: (request) => ipcRenderer.invoke(IPC.saveScenario, { suggestedName: String(request.suggestedName), text: String(request.text) }),
  listShippedScenarios: () => ipcRenderer.invoke(IPC.listShippedScenarios),
  readShippedScenario: (fileName) => ipcRenderer.invoke(IPC.readShippedScenario, String(fileName)),
};

contextBridge.exposeInMainWorld(GRIT_API_GLOBAL, api);
