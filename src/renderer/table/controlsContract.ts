// The contract between the GM's table bridge and the TableControls panel
// (ui/table-controls): the panel is a pure view of the state and calls the
// actions. No Pixi, no DOM: ui may import it.
import type { TableDisplay, TableViewOptions } from '../../shared/table';

/** Which shared overlays the GM shows on the table. */
export interface OverlaySwitches {
  reach: boolean;
  path: boolean;
  templates: boolean;
  los: boolean;
}

/** The view state TableControls draws. */
export interface TableControlsState {
  platform: 'web' | 'electron';
  opened: boolean;
  displays: TableDisplay[];
  displayId: string | null;
  view: TableViewOptions;
  show: OverlaySwitches;
  sides: { id: string; name: string; colour: string }[];
  playerSideIds: string[];
  handOver: boolean;
  /** The GM's map shows the players' fog as a tint. */
  gmTint: boolean;
  /** The TV's footprint is outlined on the GM map (issue 16 fix 6). */
  footprint: boolean;
  /** Map inches (squares) the table window shows across and down; null while no table reported its size. */
  tableSize: { acrossInches: number; downInches: number } | null;
  /** Milliseconds the last projection + fog took (issue 7 asks for it). */
  lastBuildMs: number | null;
}

export interface TableControlsActions {
  openTable(): void;
  chooseDisplay(displayId: string): void;
  refreshDisplays(): void;
  toggleCalibration(): void;
  /** Whole inches. */
  pan(dxInches: number, dyInches: number): void;
  centre(): void;
  setZoomLocked(locked: boolean): void;
  zoomBy(factor: number): void;
  rotate(stepDeg: 90 | -90): void;
  setOverlay(name: keyof OverlaySwitches, shown: boolean): void;
  setBlackout(on: boolean): void;
  setShowExplored(on: boolean): void;
  /** Fog mode: the whole map, only out-of-sight figures hidden (issue 16 fix 6). */
  setWholeMap(on: boolean): void;
  setPlayerSide(sideId: string, isPlayer: boolean): void;
  setHandOver(on: boolean): void;
  setGmTint(on: boolean): void;
  /** Show or hide the TV's footprint on the GM map. */
  setFootprint(on: boolean): void;
  /** Moves the TV view by whole squares (map axes), kept over the map; a view setting, not a game command. */
  nudgeView(dxSquares: number, dySquares: number): void;
}
