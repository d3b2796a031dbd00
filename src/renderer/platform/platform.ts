// What the app needs from its host (Electron or a plain browser). Only this
// folder touches the preload API (DESIGN "Rooms of the code").
import type { OpenedFile, SaveRequest, SaveResult, ShippedScenario } from '../../shared/ipc';

export type { OpenedFile, SaveRequest, SaveResult, ShippedScenario };

export interface Platform {
  readonly kind: 'web' | 'electron';
  /** Lets the user pick a scenario file; null when cancelled. */
  openScenarioFile(): Promise<OpenedFile | null>;
  saveScenario(request: SaveRequest): Promise<SaveResult>;
  listShippedScenarios(): Promise<ShippedScenario[]>;
  /** Rejects with a readable message when the name is not a shipped scenario. */
  readShippedScenario(fileName: string): Promise<OpenedFile>;
}
