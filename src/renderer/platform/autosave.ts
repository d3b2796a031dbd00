// Autosave for the renderer (DESIGN "Files"): the browser's timers around the
// one scheduler in core/session/autosave (debounce + interval), reporting
// each status change for the indicator in the panels.
import { createAutosaveScheduler, type AutosaveTimers } from '../../core/session/autosave';
import { serializeSave, type SavedGame } from '../../core/io/save';
import type { AutosaveRequest } from '../../shared/ipc';
import { IMAGE_REF, imageKey } from '../../core/io/imageRefs';

export { restoreImages } from '../../core/io/imageRefs';

export type { AutosaveTimers };

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
  const status = options.onStatus ?? (() => {});
  // A save finishing after dispose (the page is going) reports nothing.
  const scheduler = createAutosaveScheduler({
    save: options.save,
    debounceMs: options.debounceMs ?? 1000,
    intervalMs: options.intervalMs ?? 30_000,
    timers: options.timers ?? systemTimers,
    onSaving: () => status('saving'),
    onSaved: () => {
      if (!scheduler.disposed) status('saved');
    },
    onError: (err) => {
      if (!scheduler.disposed) status('error', err);
    },
  });
  return scheduler;
}

/**
 * An autosave of `save` whose text holds a short reference instead of the
 * scenario's embedded background image (a data: URL of many MB); the image
 * travels beside it, keyed, so storage keeps it once and the text stays small.
 */
export function autosaveRequestOf(label: string, save: SavedGame): AutosaveRequest {
  const background = save.scenario.map.background;
  if (!background?.src.startsWith('data:')) return { label, content: serializeSave(save) };
  const key = imageKey(background.src);
  const scenario = { ...save.scenario, map: { ...save.scenario.map, background: { ...background, src: IMAGE_REF + key } } };
  return { label, content: serializeSave({ ...save, scenario }), images: { [key]: background.src } };
}
