// Crash recovery in web mode (DESIGN "Files"): the autosave keeps the game in
// localStorage with a "session open" flag; a clean close (beforeunload)
// removes both, so finding them at the next start means the last session
// ended badly and its game can be offered back. Several tabs share the store:
// the last one to autosave owns the record.
import type { KeyValueStore } from './recent';
import type { RecoveryEntry } from '../../shared/ipc';

export type { RecoveryEntry };

const RECORD_KEY = 'grit.recovery.v1';
const OPEN_KEY = 'grit.sessionOpen.v1';

export interface RecoveryKeyValueStore extends KeyValueStore {
  removeItem(key: string): void;
}

export interface WebRecovery {
  /** The record left by a session that did not close cleanly (read before this session marked itself open). */
  pending(): RecoveryEntry | null;
  write(entry: { label: string; content: string }): void;
  /** The user took or refused the offer. */
  clear(): void;
  /** This session is running: a start without clean close will offer its record. */
  markOpen(): void;
  /** Clean close: nothing to recover. */
  closeCleanly(): void;
}

function parse(text: string | null): RecoveryEntry | null {
  if (!text) return null;
  try {
    const r = JSON.parse(text) as Partial<RecoveryEntry>;
    if (typeof r.content !== 'string' || typeof r.savedAt !== 'string') return null;
    return { savedAt: r.savedAt, label: String(r.label ?? ''), content: r.content };
  } catch {
    return null;
  }
}

export function createWebRecovery(store: RecoveryKeyValueStore | null, now: () => Date = () => new Date()): WebRecovery {
  // Read once, at startup, before markOpen() sets the flag for this session.
  let pending: RecoveryEntry | null = store && store.getItem(OPEN_KEY) ? parse(store.getItem(RECORD_KEY)) : null;
  // After a clean close a late autosave (a debounce firing while the page unloads) must not bring the record back.
  let closed = false;
  return {
    pending: () => pending,
    write(entry) {
      if (!store) throw new Error('autosave: this browser keeps no local storage');
      if (closed) return;
      // A full store throws (QuotaExceededError): the indicator shows the error.
      store.setItem(RECORD_KEY, JSON.stringify({ savedAt: now().toISOString(), label: entry.label, content: entry.content }));
      store.setItem(OPEN_KEY, '1');
    },
    clear() {
      pending = null;
      store?.removeItem(RECORD_KEY);
    },
    markOpen() {
      store?.setItem(OPEN_KEY, '1');
    },
    closeCleanly() {
      closed = true;
      store?.removeItem(OPEN_KEY);
      store?.removeItem(RECORD_KEY);
    },
  };
}

export function browserStore(): RecoveryKeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
