// The IPC contract between Electron main, the preload bridge and the renderer
// (DESIGN "Rooms of the code": shared holds only types and constants).
// One channel per message; the preload exposes one typed function per channel.
import type { TableDisplay, TableProjection, TableStatus } from './table';
import { MAX_FILE_BYTES } from '../core/io/limits';

export type { TableDisplay, TableProjection, TableStatus };

export const IPC = {
  openScenario: 'grit:open-scenario',
  saveScenario: 'grit:save-scenario',
  listShippedScenarios: 'grit:list-shipped-scenarios',
  readShippedScenario: 'grit:read-shipped-scenario',
  // Table view (issue 7): GM window -> main -> table window, one way.
  tableSend: 'grit:table-send',
  openTableWindow: 'grit:open-table-window',
  listDisplays: 'grit:list-displays',
  // Saved games and crash recovery (DESIGN "Files").
  saveGame: 'grit:save-game',
  autosave: 'grit:autosave',
  pendingRecovery: 'grit:pending-recovery',
  clearRecovery: 'grit:clear-recovery',
} as const;
export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/**
 * The one channel only the table window may call (issue 16 fix 6): its size,
 * calibration and view centre, so the GM map outlines the TV's footprint.
 * Apart from IPC because every IPC channel refuses the table window (17.2).
 */
export const IPC_FROM_TABLE = {
  tableStatus: 'grit:table-status',
} as const;

/** Messages main pushes to a renderer (not invoked, so no handler in main). */
export const IPC_PUSH = {
  /** A projection forwarded to the table window. */
  tableProjection: 'grit:table-projection',
  /** The table window's status forwarded to the GM window (null: the table window closed). */
  tableStatus: 'grit:table-status-changed',
} as const;

/** A file picked by the user: its text and a label for error messages. */
export interface OpenedFile {
  fileName: string;
  text: string;
}

/** One entry of the shipped scenario list (maps/index.json in web mode). */
export interface ShippedScenario {
  fileName: string;
  title: string;
}

export interface SaveRequest {
  /** Suggested file name, e.g. "dusty-street.grit.json". */
  suggestedName: string;
  text: string;
  /** Keep a large background image inside the file (one file to share) instead of beside it. */
  bundle?: boolean;
}

export type SaveResult = { saved: true; fileName: string } | { saved: false };

/** An autosave to keep for crash recovery: a saved game (core/io serializeSave) and a label to offer it by. */
export interface AutosaveRequest {
  label: string;
  content: string;
  /** Background images the content refers to by key (renderer/platform autosaveRequestOf), kept once by the store. */
  images?: Record<string, string>;
}

/** A game left by a session that did not close cleanly. */
export interface RecoveryEntry {
  /** ISO time of the autosave. */
  savedAt: string;
  label: string;
  content: string;
}

/** Autosaves larger than a file GRIT Table would open are refused: one limit, core/io MAX_FILE_BYTES. */
export const MAX_AUTOSAVE_CHARS = MAX_FILE_BYTES;

/** The API the preload puts on `window.gritApi`; only renderer/platform uses it. */
export interface GritApi {
  /** Shows an open dialog; null when the user cancels. */
  openScenario(): Promise<OpenedFile | null>;
  saveScenario(request: SaveRequest): Promise<SaveResult>;
  /** The scenarios shipped in maps/. */
  listShippedScenarios(): Promise<ShippedScenario[]>;
  readShippedScenario(fileName: string): Promise<OpenedFile>;
  /** GM window: hands a filtered projection to main for the table window. */
  sendTableProjection(projection: TableProjection): void;
  /** Table window: projections forwarded by main; returns an unsubscribe. */
  onTableProjection(callback: (projection: TableProjection) => void): () => void;
  /** GM window: the table window's size, calibration and view centre (null once it closed); returns an unsubscribe. */
  onTableStatus(callback: (status: TableStatus | null) => void): () => void;
  /** Opens (or moves) the table window; default display: the first non-primary. */
  openTableWindow(displayId?: string): Promise<{ displayId: string }>;
  listDisplays(): Promise<TableDisplay[]>;
  /** Shows a save dialog for a saved game (scenario + seed + command log). */
  saveGame(request: SaveRequest): Promise<SaveResult>;
  /** Writes the crash-recovery copy (atomic, in the app's data folder). */
  autosave(request: AutosaveRequest): Promise<void>;
  /** The game left by a session that did not close cleanly, or null. */
  pendingRecovery(): Promise<RecoveryEntry | null>;
  /** The user took or refused the recovered game. */
  clearRecovery(): Promise<void>;
}

/** Name of the global the preload exposes through contextBridge. */
export const GRIT_API_GLOBAL = 'gritApi';

/**
 * All the table window's preload exposes (17.2): it receives projections and
 * reports its own size, calibration and view centre (issue 16 fix 6), nothing
 * else; its calibration stays in its own localStorage. Main refuses every IPC
 * channel from that window but IPC_FROM_TABLE's.
 */
export interface GritTableApi {
  onTableProjection(callback: (projection: TableProjection) => void): () => void;
  /** Tells the GM window this window's size, calibration and view centre (IPC_FROM_TABLE.tableStatus). */
  sendTableStatus(status: TableStatus): void;
}

/** The global the table window's preload exposes (a different name: code finding `gritApi` there finds nothing). */
export const GRIT_TABLE_API_GLOBAL = 'gritTableView';

/** Shipped scenario names are plain file names: no folders, no escaping maps/. */
export function isShippedScenarioName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.grit\.json$/.test(name) && !name.includes('..');
}
