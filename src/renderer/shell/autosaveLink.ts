// Autosave of the open game (moved as-is from app.ts): a quiet time after a
// change, and a save at least every interval while changes keep coming.
import { savedGameOf } from '../../core/session';
import { autosaveRequestOf, createBrowserAutosave, type Platform } from '../platform';
import type { OpenedGame } from '../state/gameFile';
import type { PlayController } from '../state/playController';

/** Autosave: quiet time after a change, and the longest wait while changes keep coming. */
const AUTOSAVE_DEBOUNCE_MS = 800;
const AUTOSAVE_INTERVAL_MS = 30_000;

export interface AutosaveLink {
  markDirty(): void;
  dispose(): void;
}

/**
 * Call before the game's PlayController is made: its Session subscription
 * then comes first, so the render a change causes already shows it unsaved.
 */
export function linkAutosave(platform: Platform, game: OpenedGame, play: () => PlayController | null): AutosaveLink {
  const session = game.session;
  const autosave = createBrowserAutosave({
    debounceMs: AUTOSAVE_DEBOUNCE_MS,
    intervalMs: AUTOSAVE_INTERVAL_MS,
    // Without the snapshot: the log replays to the same game, and localStorage is small.
    save: () => platform.autosave(autosaveRequestOf(game.title, savedGameOf(session, { snapshot: false }))),
    onStatus: (status, err) => {
      if (err) console.warn('autosave:', err);
      const p = play();
      if (!p) return;
      p.autosave = status;
      p.refresh();
    },
  });
  const off = session.subscribe(() => {
    const p = play();
    // A change since the last autosave: the toolbar must not keep saying "Autosaved".
    if (p?.autosave === 'saved') {
      p.autosave = 'idle';
      p.refresh();
    }
    autosave.markDirty();
  });
  return {
    markDirty: () => autosave.markDirty(),
    dispose: () => {
      autosave.dispose();
      off();
    },
  };
}
