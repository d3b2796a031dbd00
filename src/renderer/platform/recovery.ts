// Crash recovery in web mode (DESIGN "Files"): the autosave keeps the game in
// IndexedDB (localStorage holds about 5 MB and threw QuotaExceededError on a
// 24 MB imported map), with a "session open" flag in localStorage, which can
// be cleared synchronously while the page unloads. A clean close removes both,
// so finding the flag at the next start means the last session ended badly
// and its game can be offered back. A background image is stored once, by
// key, beside the game (autosaveRequestOf), not inside every autosave.
import type { AutosaveRequest, RecoveryEntry } from '../../shared/ipc';
import { restoreImages } from './autosave';

export type { RecoveryEntry };

const OPEN_KEY = 'grit.sessionOpen.v1';
/** The localStorage record of earlier versions: removed, it only used up the quota. */
const OLD_RECORD_KEY = 'grit.recovery.v1';
const RECORD_KEY = 'recovery';
const IMAGE_KEY_PREFIX = 'image:';

/** Asynchronous key-value storage (idb-keyval in the browser, a Map in tests). */
export interface RecoveryKv {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Small synchronous storage for the open flag (localStorage). */
export interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface StoredRecord {
  savedAt: string;
  label: string;
  content: string;
  imageKeys: string[];
}

export interface WebRecovery {
  /** The game left by a session that did not close cleanly (decided by the flag as it was at creation). */
  pending(): Promise<RecoveryEntry | null>;
  write(entry: AutosaveRequest): Promise<void>;
  /** The user took or refused the offer. */
  clear(): Promise<void>;
  /** This session is running: a start without clean close will offer its record. */
  markOpen(): void;
  /** Clean close: nothing to recover. */
  closeCleanly(): void;
}

function parseRecord(value: unknown): StoredRecord | null {
  const r = value as Partial<StoredRecord> | null;
  if (!r || typeof r !== 'object' || typeof r.content !== 'string' || typeof r.savedAt !== 'string') return null;
  return { savedAt: r.savedAt, label: String(r.label ?? ''), content: r.content, imageKeys: Array.isArray(r.imageKeys) ? r.imageKeys.map(String) : [] };
}

export function createWebRecovery(kv: RecoveryKv | null, flags: FlagStore | null, now: () => Date = () => new Date()): WebRecovery {
  // Read once, at creation, before markOpen() sets the flag for this session.
  const lastSessionCrashed = !!flags?.getItem(OPEN_KEY);
  flags?.removeItem(OLD_RECORD_KEY);
  /** Image keys this session has stored, so an unchanged image is not written again. */
  const storedImages = new Set<string>();
  let closed = false;

  const removeAll = async () => {
    const record = parseRecord(await kv?.get(RECORD_KEY));
    await kv?.del(RECORD_KEY);
    for (const key of record?.imageKeys ?? []) await kv?.del(IMAGE_KEY_PREFIX + key);
    storedImages.clear();
  };

  return {
    async pending() {
      if (!kv) return null;
      if (!lastSessionCrashed) {
        // A clean close whose deletes did not finish before the page went: tidy up.
        await removeAll();
        return null;
      }
      const record = parseRecord(await kv.get(RECORD_KEY));
      if (!record) return null;
      const images: Record<string, string> = {};
      for (const key of record.imageKeys) {
        const url = await kv.get(IMAGE_KEY_PREFIX + key);
        if (typeof url !== 'string') return null; // half a record is no record
        images[key] = url;
      }
      return { savedAt: record.savedAt, label: record.label, content: restoreImages(record.content, images) };
    },
    async write(entry) {
      if (!kv) throw new Error('autosave: this browser keeps no IndexedDB storage');
      if (closed) return;
      const images = entry.images ?? {};
      for (const [key, url] of Object.entries(images)) {
        if (storedImages.has(key)) continue;
        await kv.set(IMAGE_KEY_PREFIX + key, url);
        storedImages.add(key);
      }
      const previous = parseRecord(await kv.get(RECORD_KEY));
      const record: StoredRecord = { savedAt: now().toISOString(), label: entry.label, content: entry.content, imageKeys: Object.keys(images) };
      await kv.set(RECORD_KEY, record);
      flags?.setItem(OPEN_KEY, '1');
      // An image no longer in the game (another map was opened) is dropped after the new record is safe.
      for (const key of previous?.imageKeys ?? []) {
        if (!(key in images)) {
          await kv.del(IMAGE_KEY_PREFIX + key);
          storedImages.delete(key);
        }
      }
    },
    async clear() {
      await removeAll();
    },
    markOpen() {
      flags?.setItem(OPEN_KEY, '1');
    },
    closeCleanly() {
      closed = true;
      // The flag goes synchronously; the record's deletes may not finish while the
      // page unloads, and the next start tidies them up (pending() above).
      flags?.removeItem(OPEN_KEY);
      void removeAll().catch(() => {});
    },
  };
}

export function browserFlags(): FlagStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
