// Autosave during play and editing (DESIGN "Files"): a save shortly after the
// last change (debounced) and, while changes keep coming, at least once per
// interval. The clock is injected so tests run without waiting.
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

export interface AutosaveOptions {
  save: () => void | Promise<void>;
  /** Quiet time after the last change before saving (default 2 s). */
  debounceMs?: number;
  /** Longest time unsaved changes may wait while changes keep coming (default 60 s). */
  intervalMs?: number;
  clock?: Clock;
  onError?: (err: unknown) => void;
}

export interface Autosave {
  /** Call on every World change (e.g. from a Session subscriber). */
  markDirty(): void;
  /** Save now if dirty (on close, before quitting). */
  flush(): Promise<void>;
  dispose(): void;
  readonly dirty: boolean;
  readonly saveCount: number;
}

export function createAutosave(options: AutosaveOptions): Autosave {
  const clock = options.clock ?? systemClock;
  const debounceMs = options.debounceMs ?? 2000;
  let dirty = false;
  let saving: Promise<void> | null = null;
  let again = false;
  let saveCount = 0;
  let debounce: unknown = null;
  let disposed = false;

  async function doSave(): Promise<void> {
    if (!dirty || disposed) return;
    if (saving) {
      again = true;
      return saving;
    }
    dirty = false;
    saving = (async () => {
      // Yield first so `saving` is assigned before the finally below can clear it.
      await Promise.resolve();
      try {
        await options.save();
        saveCount++;
      } catch (err) {
        dirty = true;
        options.onError?.(err);
      } finally {
        saving = null;
      }
      if (again) {
        again = false;
        await doSave();
      }
    })();
    return saving;
  }

  const interval = clock.setInterval(() => void doSave(), options.intervalMs ?? 60000);

  return {
    markDirty() {
      if (disposed) return;
      dirty = true;
      if (debounce !== null) clock.clearTimeout(debounce);
      debounce = clock.setTimeout(() => {
        debounce = null;
        void doSave();
      }, debounceMs);
    },
    async flush() {
      if (debounce !== null) clock.clearTimeout(debounce);
      debounce = null;
      if (saving) await saving;
      await doSave();
    },
    dispose() {
      disposed = true;
      if (debounce !== null) clock.clearTimeout(debounce);
      clock.clearInterval(interval);
    },
    get dirty() {
      return dirty;
    },
    get saveCount() {
      return saveCount;
    },
  };
}
