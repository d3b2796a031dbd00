// The table view's contract (issue 7): what the GM window sends to the table
// window. Plain structured-clone data (BroadcastChannel in web mode, Electron
// IPC through main); built only by renderer/table/projection, which filters
// out everything the players may not know (G-LOS-5, DESIGN user 2).
import type { Cell, Point, World } from '../core/model/schema';

export const TABLE_PROJECTION_KIND = 'grit-table-projection';
export const TABLE_CHANNEL = 'grit-table';

export type TableRotation = 0 | 90 | 180 | 270;

/** How the table window frames the map; set by the GM's table controls. */
export interface TableViewOptions {
  rotation: TableRotation;
  /** Map offset in whole inches (map x right, y down), applied before rotation. */
  panInches: { x: number; y: number };
  /** True scale (one square = one physical inch) unless the GM unlocks it. */
  zoomLocked: boolean;
  /** Extra zoom factor used only while unlocked. */
  zoom: number;
  blackout: boolean;
  /** Dim explored-but-not-visible cells instead of hiding them. */
  showExplored: boolean;
  /**
   * Issue 16 fix 6 fog mode: the whole map is shown (terrain, walls, objects,
   * areas) and only the figures the players cannot see are left out (G-LOS-5
   * still decides which enemies are drawn). Absent or false: out-of-sight
   * squares are fogged.
   */
  wholeMap?: boolean;
  /** Show the calibration screen on the table (so the GM can start it remotely). */
  calibrate?: boolean;
}

/** Shared overlays the GM may show on the table (each behind its own switch). */
export interface TableOverlays {
  reach?: Cell[];
  path?: Cell[];
  templates?: { center: Point; radiusInches: number }[];
  los?: { from: Point; to: Point; clear: boolean };
}

export interface TableFog {
  widthCells: number;
  heightCells: number;
  /** Row-major, 1 = some player figure sees the cell now. */
  visible: Uint8Array;
  /** Row-major, 1 = seen earlier; null when the option is off. */
  explored: Uint8Array | null;
}

/**
 * What changed since the projection `sinceSeq` of the same stream (issue
 * 11.8): the Session's change set carried over the link, cut to what the
 * projection holds, plus records that came into or fell out of the players'
 * knowledge. A table that drew exactly that projection redraws only these;
 * any other table (just opened, missed one) draws everything.
 */
export interface TableChanges {
  sinceSeq: number;
  figures: string[];
  walls: string[];
  objects: string[];
  areas: string[];
  sides: string[];
  /** Map size or grid, terrain cells or terrain types changed. */
  map: boolean;
  /** The players' fog (visible or explored cells) changed. */
  fog: boolean;
}

export interface TableProjection {
  kind: typeof TABLE_PROJECTION_KIND;
  version: 1;
  /** Increases with every projection the GM sends. */
  seq: number;
  /** One GM bridge's projections (seq restarts with a new game): changes apply only within a stream. */
  stream?: string;
  /** Absent: draw everything. */
  changes?: TableChanges;
  playerSideIds: string[];
  /** A World holding only what the players may see (drawable by the canvas layers). */
  world: World;
  fog: TableFog;
  overlays: TableOverlays;
  view: TableViewOptions;
}

export const DEFAULT_TABLE_VIEW: TableViewOptions = {
  rotation: 0,
  panInches: { x: 0, y: 0 },
  zoomLocked: true,
  zoom: 1,
  blackout: false,
  showExplored: false,
};

/** A display the table window can open on (Electron screen.getAllDisplays). */
export interface TableDisplay {
  id: string;
  label: string;
  primary: boolean;
  /** Size in device pixels and the OS scale factor. */
  widthPx: number;
  heightPx: number;
  scaleFactor: number;
}

/** Cheap shape check for messages arriving on the channel. */
export function isTableProjection(value: unknown): value is TableProjection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<TableProjection>;
  return v.kind === TABLE_PROJECTION_KIND && v.version === 1 && typeof v.seq === 'number' && !!v.world && !!v.fog && !!v.view;
}
