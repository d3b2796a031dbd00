// Autosave scheduler (DESIGN "Files"): a save shortly after the last change
// (debounced) and, while changes keep coming, at least once per interval.
// Pure: the timers are injected, so Electron main (src/main/files/autosave)
// and the browser (src/renderer/platform/autosave) wrap this one scheduler
// with their host timers, and tests run without waiting.
export interface AutosaveTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AutosaveSchedulerOptions {
  save: () => void | Promise<void>;
  /** Quiet time after the last change before saving. */
  debounceMs: number;
  /** Longest time unsaved changes may wait while changes keep coming. */
  intervalMs: number;
  timers: AutosaveTimers;
  /** A save starts. */
  onSaving?: () => void;
  /** A save finished. */
  onSaved?: () => void;
  /** A save threw; the changes stay dirty for the next try. */
  onError?: (err: unknown) => void;
}

export interface AutosaveScheduler {
  /** Call on every World change (e.g. from a Session subscriber). */
  markDirty(): void;
  /** Save now if dirty (on close, before quitting). */
  flush(): Promise<void>;
  dispose(): void;
  readonly dirty: boolean;
  readonly disposed: boolean;
  readonly saveCount: number;
}

export function createAutosaveScheduler(options: AutosaveSchedulerOptions): AutosaveScheduler {
  const { timers } = options;
  let dirty = false;
  let disposed = false;
  let saving: Promise<void> | null = null;
  let again = false;
  let saveCount = 0;
  let debounce: unknown = null;

  const run = (): Promise<void> => {
    if (!dirty || disposed) return saving ?? Promise.resolve();
    if (saving) {
      again = true;
      return saving;
    }
    dirty = false;
    options.onSaving?.();
    saving = (async () => {
      // Yield first so `saving` is assigned before the finally below can clear it.
      await Promise.resolve();
      try {
        await options.save();
        saveCount++;
        options.onSaved?.();
      } catch (err) {
        dirty = true;
        options.onError?.(err);
      } finally {
        saving = null;
      }
      if (again) {
        again = false;
        await run();
      }
    })();
    return saving;
  };

  const clearDebounce = () => {
    if (debounce !== null) timers.clearTimeout(debounce);
    debounce = null;
  };
  const interval = timers.setInterval(() => void run(), options.intervalMs);

  return {
    markDirty() {
      if (disposed) return;
      dirty = true;
      clearDebounce();
      debounce = timers.setTimeout(() => {
        debounce = null;
        void run();
      }, options.debounceMs);
    },
    async flush() {
      clearDebounce();
      if (saving) await saving;
      await run();
    },
    dispose() {
      disposed = true;
      clearDebounce();
      timers.clearInterval(interval);
    },
    get dirty() {
      return dirty;
    },
    get disposed() {
      return disposed;
    },
    get saveCount() {
      return saveCount;
    },
  };
}
