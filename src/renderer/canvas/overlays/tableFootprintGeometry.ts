// Issue 16 fix 6: the table TV's footprint on the GM map — the part of the
// map the TV shows at true scale, in its rotation — and where a drag of it
// puts the TV's centre. Pure (inches, no Pixi), so the GM's outline, the drag
// and the table's own frame (canvas/table/frame.ts) agree and are tested without a GPU.
import { mapExtentInches } from '../../../core/geometry/grid';
import type { GridKind } from '../../../core/model/schema';
import type { TableStatus, TableViewOptions } from '../../../shared/table';

export interface PointInches {
  x: number;
  y: number;
}

/** Which side of the footprint (in map axes) is the top of the TV picture. */
export type MapEdge = 'top' | 'right' | 'bottom' | 'left';

export interface TableFootprint {
  /** Top-left corner on the map, inches (map axes: x right, y down). */
  leftInches: number;
  topInches: number;
  /** Extent along the map's axes (the TV's sides swap at 90° and 270°). */
  widthInches: number;
  heightInches: number;
  centreInches: PointInches;
  rotationDeg: TableViewOptions['rotation'];
  /** The map edge the TV shows at its top (the players' far side when it lies flat). */
  tvTopEdge: MapEdge;
}

const TOP_EDGE: Record<TableViewOptions['rotation'], MapEdge> = {
  // The table turns the map clockwise by its rotation: at 90° the map's left edge is at the TV's top.
  0: 'top',
  90: 'left',
  180: 'bottom',
  270: 'right',
};

/** Map inches the TV shows across and down, before rotation: its window over the pixels it draws per inch. */
export function tvViewInches(status: Pick<TableStatus, 'widthCss' | 'heightCss' | 'pxPerInch'>, view: Pick<TableViewOptions, 'zoomLocked' | 'zoom'>): { acrossInches: number; downInches: number } {
  // The same zoom rule as tableFrame: true scale unless the GM unlocked it.
  const zoom = view.zoomLocked ? 1 : Math.max(0.05, Math.min(20, view.zoom));
  const pxPerInch = status.pxPerInch * zoom;
  return { acrossInches: status.widthCss / pxPerInch, downInches: status.heightCss / pxPerInch };
}

/** The footprint of a TV (its window px ÷ px per inch, in squares) centred on `centreInches`, turned by the view's rotation. */
export function tableFootprint(
  status: Pick<TableStatus, 'widthCss' | 'heightCss' | 'pxPerInch'>,
  view: Pick<TableViewOptions, 'zoomLocked' | 'zoom' | 'rotation'>,
  centreInches: PointInches,
): TableFootprint {
  const { acrossInches, downInches } = tvViewInches(status, view);
  const turned = view.rotation === 90 || view.rotation === 270;
  const widthInches = turned ? downInches : acrossInches;
  const heightInches = turned ? acrossInches : downInches;
  return {
    leftInches: centreInches.x - widthInches / 2,
    topInches: centreInches.y - heightInches / 2,
    widthInches,
    heightInches,
    centreInches: { ...centreInches },
    rotationDeg: view.rotation,
    tvTopEdge: TOP_EDGE[view.rotation],
  };
}

/**
 * Keeps the footprint over the map: along an axis where the TV is smaller
 * than the map it stays inside, where it is larger the map sits in its middle
 * (the whole map is on the TV; moving it would only show more black).
 */
export function clampCentre(centre: PointInches, size: { widthInches: number; heightInches: number }, map: { widthCells: number; heightCells: number; grid: GridKind }): PointInches {
  const { widthInches, heightInches } = mapExtentInches(map.grid, map.widthCells, map.heightCells);
  const clamp = (v: number, half: number, extent: number) => (2 * half >= extent ? extent / 2 : Math.min(extent - half, Math.max(half, v)));
  return { x: clamp(centre.x, size.widthInches / 2, widthInches), y: clamp(centre.y, size.heightInches / 2, heightInches) };
}

/**
 * Where a drag of the footprint from `fromInches` to `toInches` puts the TV's
 * centre: moved by whole squares (the grid keeps its place on the TV, as the
 * pan does), then kept over the map.
 */
export function draggedCentre(
  startCentre: PointInches,
  fromInches: PointInches,
  toInches: PointInches,
  footprint: Pick<TableFootprint, 'widthInches' | 'heightInches'>,
  map: { widthCells: number; heightCells: number; grid: GridKind },
): PointInches {
  const moved = { x: startCentre.x + Math.round(toInches.x - fromInches.x), y: startCentre.y + Math.round(toInches.y - fromInches.y) };
  return clampCentre(moved, footprint, map);
}

/** The label tab in the footprint's top-left corner (map axes), inches: the grip the GM drags. */
export const FOOTPRINT_TAB = { widthInches: 3.4, heightInches: 0.8 } as const;

/**
 * True when a point (inches) is on the footprint's grip: its label tab, or
 * its outline within `edgeToleranceInches` (a few screen pixels at the GM's
 * zoom). The inside is left to the tools: a TV may cover most of the map.
 */
export function onFootprintGrip(fp: TableFootprint, point: PointInches, edgeToleranceInches: number): boolean {
  const { leftInches: l, topInches: t, widthInches: w, heightInches: h } = fp;
  const tabW = Math.min(FOOTPRINT_TAB.widthInches, w),
    tabH = Math.min(FOOTPRINT_TAB.heightInches, h);
  if (point.x >= l && point.x <= l + tabW && point.y >= t && point.y <= t + tabH) return true;
  const tol = edgeToleranceInches;
  const inOuter = point.x >= l - tol && point.x <= l + w + tol && point.y >= t - tol && point.y <= t + h + tol;
  const inInner = point.x > l + tol && point.x < l + w - tol && point.y > t + tol && point.y < t + h - tol;
  return inOuter && !inInner;
}
