// Crash recovery for the editor (DESIGN "Files"): the scenario being edited
// is autosaved like a game (same platform store, same debounce), as a
// scenario file rather than a saved game, so the recovery offer can tell the
// two apart and reopen it in the editor. The background image travels beside
// the text, keyed, as a game's does (core/io/imageRefs).
import type { World } from '../../core/model/schema';
import { serializeScenario } from '../../core/io/scenario';
import { IMAGE_REF, imageKey } from '../../core/io/imageRefs';
import type { AutosaveRequest } from '../../shared/ipc';
import { createBrowserAutosave, type BrowserAutosave, type Platform } from '../platform';

/** Same rhythm as a game's autosave (shell/autosaveLink). */
const AUTOSAVE_DEBOUNCE_MS = 800;
const AUTOSAVE_INTERVAL_MS = 30_000;

/** The label the recovery offer shows: the title, marked as a scenario being edited. */
export const editorRecoveryLabel = (title: string) => `${title} (scenario in the editor)`;

export function editorAutosaveRequest(world: World): AutosaveRequest {
  const label = editorRecoveryLabel(world.scenario.title);
  const background = world.map.background;
  if (!background?.src.startsWith('data:')) return { label, content: serializeScenario(world) };
  const key = imageKey(background.src);
  const kept = { ...world, map: { ...world.map, background: { ...background, src: IMAGE_REF + key } } };
  return { label, content: serializeScenario(kept), images: { [key]: background.src } };
}

/** True when a recovered text is a scenario (the editor's autosave), not a saved game. */
export function isScenarioText(text: string): boolean {
  try {
    const v = JSON.parse(text) as { format?: unknown } | null;
    return !!v && typeof v === 'object' && v.format === 'grit-scenario';
  } catch {
    return false;
  }
}

/** Autosaves `world()` after each change the `subscribe`d session reports. */
export function linkEditorAutosave(platform: Platform, world: () => World, subscribe: (listener: () => void) => () => void): BrowserAutosave {
  const autosave = createBrowserAutosave({
    debounceMs: AUTOSAVE_DEBOUNCE_MS,
    intervalMs: AUTOSAVE_INTERVAL_MS,
    save: () => platform.autosave(editorAutosaveRequest(world())),
    onStatus: (_status, err) => {
      if (err) console.warn('editor autosave:', err);
    },
  });
  const off = subscribe(() => autosave.markDirty());
  return {
    markDirty: () => autosave.markDirty(),
    flush: () => autosave.flush(),
    dispose: () => {
      off();
      autosave.dispose();
    },
    get dirty() {
      return autosave.dirty;
    },
  };
}
