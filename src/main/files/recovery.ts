// Crash recovery (DESIGN "Files"): the autosave also writes `recovery.json`
// in the app's data folder; a clean close removes it, so finding it at the
// next start means the last session ended badly and can be offered back.
// A background image is kept once in `images/<key>`, beside the record: the
// record's text refers to it by key, so a 24 MB imported map is not written
// again on every autosave (issue: autosave on real imported maps).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { isImageKey, referencedImageKeys, restoreImages } from '../../core/io/imageRefs';
import { atomicWrite } from './atomic';

export interface RecoveryRecord {
  /** ISO time of the write. */
  savedAt: string;
  /** What to show the user, e.g. the scenario title. */
  label: string;
  /** The file the session was opened from, if any. */
  sourcePath?: string;
  /** Saved-game or scenario text (core/io serialisers); background images as `grit-image:<key>` references. */
  content: string;
}

export interface RecoveryWrite {
  label: string;
  content: string;
  sourcePath?: string;
  /** Images the content refers to, by key; a key already stored may be left out. */
  images?: Record<string, string>;
}

export interface RecoveryStore {
  readonly path: string;
  /** Refused (nothing written) when the content refers to an image neither sent nor stored. */
  write(record: RecoveryWrite, now?: Date): Promise<void>;
  /** The record left by a session that did not close cleanly (images put back into its text), or null. */
  pendingRecovery(): RecoveryRecord | null;
  /** Call on clean close, or once the user has taken or refused the recovery. */
  clear(): void;
}

export function createRecoveryStore(dir: string): RecoveryStore {
  const path = join(dir, 'recovery.json');
  const imagesDir = join(dir, 'images');
  const imagePath = (key: string) => {
    if (!isImageKey(key)) throw new Error(`recovery: bad image key ${JSON.stringify(key)}`);
    return join(imagesDir, key);
  };

  function moveAside(): null {
    // Unreadable: move it aside so it is not offered forever, but keep it for a human.
    try {
      renameSync(path, `${path}.corrupt`);
    } catch {
      /* nothing more to do */
    }
    return null;
  }

  return {
    path,
    async write({ images = {}, ...record }, now = new Date()) {
      const keys = referencedImageKeys(record.content);
      const missing = keys.filter((k) => !(k in images) && !existsSync(imagePath(k)));
      if (missing.length) throw new Error(`autosave: image ${missing.join(', ')} was not sent and is not stored`);
      mkdirSync(imagesDir, { recursive: true });
      for (const key of keys) if (key in images && !existsSync(imagePath(key))) await atomicWrite(imagePath(key), images[key]!, { keepBackup: false });
      const full: RecoveryRecord = { savedAt: now.toISOString(), ...record };
      await atomicWrite(path, JSON.stringify(full), { keepBackup: false });
      // Images of an earlier map are dropped once the record no longer needs them.
      for (const name of readdirSync(imagesDir)) if (isImageKey(name) && !keys.includes(name)) rmSync(join(imagesDir, name), { force: true });
    },
    pendingRecovery() {
      if (!existsSync(path)) return null;
      let r: RecoveryRecord;
      try {
        r = JSON.parse(readFileSync(path, 'utf8')) as RecoveryRecord;
        if (typeof r.content !== 'string' || typeof r.savedAt !== 'string') throw new Error('not a recovery record');
      } catch {
        return moveAside();
      }
      const images: Record<string, string> = {};
      for (const key of referencedImageKeys(r.content)) {
        try {
          images[key] = readFileSync(imagePath(key), 'utf8');
        } catch {
          return moveAside();
        }
      }
      return {
        savedAt: r.savedAt,
        label: String(r.label ?? ''),
        content: restoreImages(r.content, images),
        ...(r.sourcePath ? { sourcePath: String(r.sourcePath) } : {}),
      };
    },
    clear() {
      if (existsSync(path)) unlinkSync(path);
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}
