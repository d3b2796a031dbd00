// Saved games and crash recovery over IPC (DESIGN "Files"): the renderer's
// autosave is written atomically to <userData>/recovery/recovery.json; a
// clean close of the GM window removes it, so finding it at the next start
// means the last session ended badly. Every handler checks its sender (handleTrusted).
import { app } from 'electron';
import { join } from 'node:path';
import { IPC, MAX_AUTOSAVE_CHARS, type AutosaveRequest, type RecoveryEntry, type SaveRequest, type SaveResult } from '../shared/ipc';
import { isImageKey } from '../core/io/imageRefs';
import { createRecoveryStore, type RecoveryStore } from './files/recovery';
import { handleTrusted, saveTextWithDialog } from './ipcHandle';

const SAVE_FILTERS = [{ name: 'GRIT saved game', extensions: ['grit.json', 'json'] }];

/** Checks an autosave request from the renderer (untrusted shape). */
export function checkAutosaveRequest(request: unknown): AutosaveRequest {
  const r = request as Partial<AutosaveRequest> | null;
  if (!r || typeof r !== 'object' || typeof r.content !== 'string' || typeof r.label !== 'string') throw new Error('autosave: bad request (expected { label, content } strings)');
  if (r.content.length > MAX_AUTOSAVE_CHARS) throw new Error(`autosave: ${r.content.length} characters, more than the ${MAX_AUTOSAVE_CHARS} allowed`);
  const images: Record<string, string> = {};
  if (r.images !== undefined) {
    if (!r.images || typeof r.images !== 'object' || Array.isArray(r.images)) throw new Error('autosave: bad request (images must be an object of key -> data: URL)');
    for (const [key, url] of Object.entries(r.images)) {
      if (!isImageKey(key) || typeof url !== 'string' || !url.startsWith('data:image/'))
        throw new Error(`autosave: bad image ${JSON.stringify(key).slice(0, 40)} (expected a key and a data:image/ URL)`);
      if (url.length > MAX_AUTOSAVE_CHARS) throw new Error(`autosave: image ${key} has ${url.length} characters, more than the ${MAX_AUTOSAVE_CHARS} allowed`);
      images[key] = url;
    }
  }
  return { label: r.label.slice(0, 200), content: r.content, ...(r.images !== undefined ? { images } : {}) };
}

/** The store in <userData>/recovery, made on first use (app paths are ready only after start). */
export function userDataRecoveryStore(): RecoveryStore {
  let store: RecoveryStore | null = null;
  const get = () => (store ??= createRecoveryStore(join(app.getPath('userData'), 'recovery')));
  return {
    get path() {
      return get().path;
    },
    write: (record, now) => get().write(record, now),
    pendingRecovery: () => get().pendingRecovery(),
    clear: () => get().clear(),
  };
}

export function registerRecoveryIpc(store: RecoveryStore = userDataRecoveryStore()): RecoveryStore {
  handleTrusted(IPC.saveGame, (event, request: SaveRequest): Promise<SaveResult> => saveTextWithDialog(event, request, SAVE_FILTERS, 'saveGame'));
  handleTrusted(IPC.autosave, (_event, request: unknown): Promise<void> => store.write(checkAutosaveRequest(request)));
  handleTrusted(IPC.pendingRecovery, (): RecoveryEntry | null => {
    const r = store.pendingRecovery();
    return r ? { savedAt: r.savedAt, label: r.label, content: r.content } : null;
  });
  handleTrusted(IPC.clearRecovery, (): void => store.clear());
  return store;
}
