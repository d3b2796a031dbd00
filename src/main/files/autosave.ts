// Autosave for Electron main (DESIGN "Files"): Node's timers around the one
// scheduler in core/session/autosave (debounce + interval).
import { createAutosaveScheduler, type AutosaveTimers } from '../../core/session/autosave';

export type Clock = AutosaveTimers;

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
  return createAutosaveScheduler({
    save: options.save,
    debounceMs: options.debounceMs ?? 2000,
    intervalMs: options.intervalMs ?? 60000,
    timers: options.clock ?? systemClock,
    onError: options.onError,
  });
}
