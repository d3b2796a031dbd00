// Recently opened files, kept in localStorage (web mode and the Electron
// renderer alike: the preload has no recent-files message yet). A browser
// cannot reopen a file by name, so small files keep their text; big ones are
// remembered by name only and must be picked again.
import type { OpenedFile } from '../../shared/ipc';

export interface RecentFile {
  id: string;
  fileName: string;
  openedAt: string;
  canReopen: boolean;
}

interface Stored {
  id: string;
  fileName: string;
  openedAt: string;
  text?: string;
}

const KEY = 'grit.recentFiles.v1';
const MAX_ENTRIES = 8;
/** Texts larger than this are not kept (localStorage holds about 5 MB in all). */
const MAX_KEPT_CHARS = 512 * 1024;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings): no recent list
  }
}

function read(store: KeyValueStore): Stored[] {
  try {
    const list = JSON.parse(store.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((e): e is Stored => !!e && typeof e === 'object' && typeof (e as Stored).id === 'string' && typeof (e as Stored).fileName === 'string') : [];
  } catch {
    return [];
  }
}

function write(store: KeyValueStore, list: Stored[]): void {
  // On a full store drop the kept texts, oldest first, until it fits.
  const copy = list.map((e) => ({ ...e }));
  for (let i = copy.length; i >= 0; i--) {
    try {
      store.setItem(KEY, JSON.stringify(copy));
      return;
    } catch {
      if (i > 0) delete copy[i - 1].text;
    }
  }
}

export function createRecentFiles(store: KeyValueStore | null = defaultStore(), now: () => Date = () => new Date()) {
  return {
    list(): RecentFile[] {
      if (!store) return [];
      return read(store).map((e) => ({ id: e.id, fileName: e.fileName, openedAt: e.openedAt, canReopen: typeof e.text === 'string' }));
    },
    remember(file: OpenedFile): void {
      if (!store) return;
      const id = file.fileName;
      const entry: Stored = { id, fileName: file.fileName, openedAt: now().toISOString() };
      if (file.text.length <= MAX_KEPT_CHARS) entry.text = file.text;
      write(store, [entry, ...read(store).filter((e) => e.id !== id)].slice(0, MAX_ENTRIES));
    },
    open(id: string): OpenedFile {
      const e = store ? read(store).find((x) => x.id === id) : undefined;
      if (!e) throw new Error(`${id}: not in the recent files any more`);
      if (typeof e.text !== 'string') throw new Error(`${e.fileName}: too big to keep; pick it again with Open file…`);
      return { fileName: e.fileName, text: e.text };
    },
  };
}
