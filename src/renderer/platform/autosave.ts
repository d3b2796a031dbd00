// Autosave for the renderer (DESIGN "Files"): save shortly after the last
// change (debounced) and, while changes keep coming, at least once per
// interval. The browser twin of src/main/files/autosave.ts (that one is for
// Electron main; the renderer may not import main). Timers are injected so
// unit tests run without waiting.
export interface AutosaveTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const systemTimers: AutosaveTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface BrowserAutosaveOptions {
  save: () => void | Promise<void>;
  /** Quiet time after the last change before saving. */
  debounceMs?: number;
  /** Longest wait for unsaved changes while changes keep coming. */
  intervalMs?: number;
  /** Every status change, for the indicator in the panels. */
  onStatus?: (status: AutosaveStatus, error?: unknown) => void;
  timers?: AutosaveTimers;
}

export interface BrowserAutosave {
  markDirty(): void;
  /** Save now if dirty. */
  flush(): Promise<void>;
  dispose(): void;
  readonly dirty: boolean;
}

export function createBrowserAutosave(options: BrowserAutosaveOptions): BrowserAutosave {
  const timers = options.timers ?? systemTimers;
  const debounceMs = options.debounceMs ?? 1000;
  let dirty = false;
  let disposed = false;
  let saving: Promise<void> | null = null;
  let again = false;
  let debounce: unknown = null;

  const run = (): Promise<void> => {
    if (!dirty || disposed) return saving ?? Promise.resolve();
    if (saving) {
      again = true;
      return saving;
    }
    dirty = false;
    options.onStatus?.('saving');
    saving = (async () => {
      await Promise.resolve();
      try {
        await options.save();
        if (!disposed) options.onStatus?.('saved');
      } catch (err) {
        dirty = true;
        if (!disposed) options.onStatus?.('error', err);
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

  const interval = timers.setInterval(() => void run(), options.intervalMs ?? 30_000);
  return {
    markDirty() {
      if (disposed) return;
      dirty = true;
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = timers.setTimeout(() => {
        debounce = null;
        void run();
      }, debounceMs);
    },
    async flush() {
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = null;
      if (saving) await saving;
      await run();
    },
    dispose() {
      disposed = true;
      if (debounce !== null) timers.clearTimeout(debounce);
      timers.clearInterval(interval);
    },
    get dirty() {
      return dirty;
    },
  };
}
