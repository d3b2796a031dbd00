// Crash recovery (DESIGN "Files"): the autosave also writes `recovery.json`
// in the app's data folder; a clean close removes it, so finding it at the
// next start means the last session ended badly and can be offered back.
import { existsSync, mkdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { atomicWrite } from './atomic';

export interface RecoveryRecord {
  /** ISO time of the write. */
  savedAt: string;
  /** What to show the user, e.g. the scenario title. */
  label: string;
  /** The file the session was opened from, if any. */
  sourcePath?: string;
  /** Saved-game or scenario text (core/io serialisers). */
  content: string;
}

export interface RecoveryStore {
  readonly path: string;
  write(record: Omit<RecoveryRecord, 'savedAt'>, now?: Date): Promise<void>;
  /** The record left by a session that did not close cleanly, or null. */
  pendingRecovery(): RecoveryRecord | null;
  /** Call on clean close, or once the user has taken or refused the recovery. */
  clear(): void;
}

export function createRecoveryStore(dir: string): RecoveryStore {
  const path = join(dir, 'recovery.json');
  return {
    path,
    async write(record, now = new Date()) {
      mkdirSync(dir, { recursive: true });
      const full: RecoveryRecord = { savedAt: now.toISOString(), ...record };
      await atomicWrite(path, JSON.stringify(full), { keepBackup: false });
    },
    pendingRecovery() {
      if (!existsSync(path)) return null;
      try {
        const r = JSON.parse(readFileSync(path, 'utf8')) as RecoveryRecord;
        if (typeof r.content !== 'string' || typeof r.savedAt !== 'string') throw new Error('not a recovery record');
        return { savedAt: r.savedAt, label: String(r.label ?? ''), content: r.content, ...(r.sourcePath ? { sourcePath: String(r.sourcePath) } : {}) };
      } catch {
        // Unreadable: move it aside so it is not offered forever, but keep it for a human.
        try {
          renameSync(path, `${path}.corrupt`);
        } catch {
          /* nothing more to do */
        }
        return null;
      }
    },
    clear() {
      if (existsSync(path)) unlinkSync(path);
    },
  };
}
