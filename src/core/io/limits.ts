// Size and count limits for every GRIT file, wherever it is read: app
// (Electron and web), `grit` and autosave. No imports, so shared/ipc (and the
// Vite config that reads it) can name them without pulling in the schema.

/** Files above this are refused before JSON.parse. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Caps checked right after JSON.parse, before any per-record work, so a hostile file is refused fast. */
export const MAX_WALLS = 100_000;
export const MAX_OBJECTS = 20_000;
