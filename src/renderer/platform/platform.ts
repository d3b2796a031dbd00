// What the app needs from its host (Electron or a plain browser). Only this
// folder touches the preload API (DESIGN "Rooms of the code").
import type { AutosaveRequest, OpenedFile, RecoveryEntry, SaveRequest, SaveResult, ShippedScenario } from '../../shared/ipc';

export type { AutosaveRequest, OpenedFile, RecoveryEntry, SaveRequest, SaveResult, ShippedScenario };
export type { RecentFile } from './recent';
import type { RecentFile } from './recent';

export interface Platform {
  readonly kind: 'web' | 'electron';
  /** Lets the user pick a scenario file; null when cancelled. */
  openScenarioFile(): Promise<OpenedFile | null>;
  saveScenario(request: SaveRequest): Promise<SaveResult>;
  listShippedScenarios(): Promise<ShippedScenario[]>;
  /** Rejects with a readable message when the name is not a shipped scenario. */
  readShippedScenario(fileName: string): Promise<OpenedFile>;
  /** Saves a game (scenario + seed + command log): a download in web mode, a save dialog in Electron. */
  saveGame(request: SaveRequest): Promise<SaveResult>;
  /** Recently opened files, newest first (files opened through openScenarioFile that opened without errors). */
  listRecent(): Promise<RecentFile[]>;
  /** Adds a file that opened without errors to the recent files (a failed open is not remembered: issue 16 fix 7). */
  rememberRecent(file: OpenedFile): void;
  /** Rejects with a readable message when the file cannot be reopened. */
  openRecent(id: string): Promise<OpenedFile>;
  /** Keeps the crash-recovery copy of the open game (web: localStorage; Electron: a file in the app's data folder). */
  autosave(request: AutosaveRequest): Promise<void>;
  /** The game left by a session that did not close cleanly, or null. */
  pendingRecovery(): Promise<RecoveryEntry | null>;
  /** The user took or refused the offered game. */
  clearRecovery(): Promise<void>;
  /** Marks this session open; a clean close (window closed normally) removes the recovery copy. */
  startSession(): void;
}
