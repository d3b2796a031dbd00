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
  /**
   * Issue 16 map art: the GM map's grid line opacity, 0 (no grid) to 1, so the
   * TV draws the grid as the GM set it. Absent: the default line opacity.
   */
  gridOpacity?: number;
  /** Show the calibration screen on the table (so the GM can start it remotely). */
  calibrate?: boolean;
  /**
   * Issue 16 fix 6: the map point (inches) at the TV's centre, set by the GM
   * dragging the table's footprint on the GM map; the pan applies on top.
   * Absent or null: where the view opened (the players' figures, or the map centre).
   */
  centreInches?: { x: number; y: number } | null;
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

export const TABLE_STATUS_KIND = 'grit-table-status';

/**
 * What the table window tells the GM window (issue 16 fix 6): its own size,
 * calibration and where its view is, so the GM map can outline the TV's
 * footprint. Nothing of the game travels this way (17.2).
 */
export interface TableStatus {
  kind: typeof TABLE_STATUS_KIND;
  /** The table window's size in CSS pixels. */
  widthCss: number;
  heightCss: number;
  /** Calibrated CSS pixels per inch (true scale). */
  pxPerInch: number;
  /** The map point (inches) at the TV's centre as last drawn; null before a projection arrived. */
  centreInches: { x: number; y: number } | null;
}

const finite = (v: unknown, min = -Infinity): v is number => typeof v === 'number' && Number.isFinite(v) && v > min;

/**
 * The status rebuilt from exactly its own fields, or null when any is missing
 * or not a finite number: what crosses from the table window is checked and
 * copied, never passed on as received.
 */
export function cleanTableStatus(value: unknown): TableStatus | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Record<keyof TableStatus, unknown>>;
  if (v.kind !== TABLE_STATUS_KIND || !finite(v.widthCss, 0) || !finite(v.heightCss, 0) || !finite(v.pxPerInch, 0)) return null;
  let centreInches: TableStatus['centreInches'] = null;
  if (v.centreInches !== null) {
    const c = v.centreInches as { x?: unknown; y?: unknown } | undefined;
    if (!c || typeof c !== 'object' || !finite(c.x) || !finite(c.y)) return null;
    centreInches = { x: c.x, y: c.y };
  }
  return { kind: TABLE_STATUS_KIND, widthCss: v.widthCss, heightCss: v.heightCss, pxPerInch: v.pxPerInch, centreInches };
}

/** Cheap shape check for messages arriving on the channel. */
export function isTableProjection(value: unknown): value is TableProjection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<TableProjection>;
  return v.kind === TABLE_PROJECTION_KIND && v.version === 1 && typeof v.seq === 'number' && !!v.world && !!v.fog && !!v.view;
}
