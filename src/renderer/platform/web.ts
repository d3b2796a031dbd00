// Browser fallback: open through a file input, save as a download, shipped
// scenarios fetched from maps/ next to the bundle.
import { isShippedScenarioName } from '../../shared/ipc';
import type { OpenedFile, Platform, SaveRequest, SaveResult, ShippedScenario } from './platform';
import { createRecentFiles } from './recent';
import { createStore, del, get, set } from 'idb-keyval';
import { browserFlags, createWebRecovery, type RecoveryKv } from './recovery';
import { fileTooBigMessage, MAX_FILE_BYTES } from '../../core/io/scenario';

export function createWebPlatform(baseUrl: string = document.baseURI): Platform {
  const mapsUrl = (name: string) => new URL(`maps/${encodeURIComponent(name)}`, baseUrl).toString();
  const recent = createRecentFiles();
  const recovery = createWebRecovery(indexedDbKv(), browserFlags());
  return {
    kind: 'web',
    async openScenarioFile() {
      const file = await pickFile();
      return file;
    },
    rememberRecent: (file) => recent.remember(file),
    saveScenario: async (request) => download(request),
    saveGame: async (request) => download(request),
    listRecent: async () => recent.list(),
    openRecent: async (id) => recent.open(id),
    autosave: (request) => recovery.write(request),
    pendingRecovery: () => recovery.pending(),
    clearRecovery: () => recovery.clear(),
    startSession() {
      recovery.markOpen();
      // A closed tab or a navigation away is a clean close; a crash or a killed browser is not.
      window.addEventListener('beforeunload', () => recovery.closeCleanly());
    },
    async listShippedScenarios(): Promise<ShippedScenario[]> {
      const response = await fetch(new URL('maps/index.json', baseUrl).toString());
      if (!response.ok) throw new Error(`maps/index.json: HTTP ${response.status}`);
      const list = (await response.json()) as ShippedScenario[];
      return list.filter((entry) => isShippedScenarioName(entry.fileName));
    },
    async readShippedScenario(fileName: string): Promise<OpenedFile> {
      if (!isShippedScenarioName(fileName)) throw new Error(`${fileName}: not a shipped scenario name (expected a file name like "name.grit.json" in maps/)`);
      const response = await fetch(mapsUrl(fileName));
      if (!response.ok) throw new Error(`maps/${fileName}: not found (HTTP ${response.status})`);
      return { fileName, text: await response.text() };
    },
  };
}

/** Crash recovery lives in IndexedDB (room for big maps), null where the browser has none. */
function indexedDbKv(): RecoveryKv | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('grit-table', 'recovery');
  return { get: (key) => get(key, store), set: (key, value) => set(key, value, store), del: (key) => del(key, store) };
}

function download(request: SaveRequest): SaveResult {
  const blob = new Blob([request.text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = request.suggestedName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { saved: true, fileName: request.suggestedName };
}

function pickFile(): Promise<OpenedFile | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json,.dd2vtt,.uvtt,.df2vtt';
    input.style.display = 'none';
    document.body.appendChild(input);
    const done = () => input.remove();
    input.addEventListener('cancel', () => {
      done();
      resolve(null);
    });
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      done();
      if (!file) return resolve(null);
      // Refuse absurd files before reading them into memory: the one limit, as in `grit` and Electron.
      if (file.size > MAX_FILE_BYTES) return reject(new Error(fileTooBigMessage(file.name, file.size)));
      file.text().then((text) => resolve({ fileName: file.name, text }), reject);
    });
    input.click();
  });
}
