// Where the table view puts the map: the map centre (plus the GM's pan in
// whole inches) sits at the screen centre, turned by the rotation, at the
// calibrated pixels per inch. Pure, so tests and the Pixi canvas agree.
import { cellCenter, mapExtentInches } from '../../../core/geometry/grid';
import type { GridKind, World } from '../../../core/model/schema';
import type { TableViewOptions } from '../../../shared/table';

/** The grid line opacity the table draws (TableViewOptions.gridOpacity, clamped to 0..1), else `fallback`. */
export function tableGridOpacity(view: Pick<TableViewOptions, 'gridOpacity'>, fallback: number): number {
  const a = view.gridOpacity;
  return typeof a === 'number' && Number.isFinite(a) ? Math.max(0, Math.min(1, a)) : fallback;
}

export interface TableFrame {
  /** CSS pixels per inch actually drawn (true scale unless the zoom is unlocked). */
  pxPerInch: number;
  /** The map point (inches) at the screen centre. */
  pivotInches: { x: number; y: number };
  rotationDeg: number;
  centreCss: { x: number; y: number };
}

/**
 * `focusInches`: the map point the view opens on (openingFocus) before the
 * GM's pan; the map centre when absent. The GM's `view.centreInches` wins.
 */
export function tableFrame(
  screenCss: { width: number; height: number },
  mapCells: { widthCells: number; heightCells: number; grid?: GridKind },
  view: TableViewOptions,
  truePxPerInch: number,
  focusInches?: { x: number; y: number } | null,
): TableFrame {
  const zoom = view.zoomLocked ? 1 : Math.max(0.05, Math.min(20, view.zoom));
  // Hex maps are not widthCells x heightCells inches: centre on their real extent.
  const { widthInches, heightInches } = mapExtentInches(mapCells.grid ?? 'square', mapCells.widthCells, mapCells.heightCells);
  // The GM's footprint drag (issue 16 fix 6) sets the centre outright; else where the view opened.
  const focus = view.centreInches ?? focusInches ?? { x: widthInches / 2, y: heightInches / 2 };
  return {
    pxPerInch: truePxPerInch * zoom,
    pivotInches: { x: focus.x + Math.round(view.panInches.x), y: focus.y + Math.round(view.panInches.y) },
    rotationDeg: view.rotation,
    centreCss: { x: screenCss.width / 2, y: screenCss.height / 2 },
  };
}

/** Screen (CSS px, relative to the canvas) of a map point in inches. */
export function mapToScreen(frame: TableFrame, x: number, y: number): { x: number; y: number } {
  const dx = (x - frame.pivotInches.x) * frame.pxPerInch;
  const dy = (y - frame.pivotInches.y) * frame.pxPerInch;
  const a = (frame.rotationDeg * Math.PI) / 180;
  const cos = Math.round(Math.cos(a) * 1e12) / 1e12,
    sin = Math.round(Math.sin(a) * 1e12) / 1e12;
  return { x: frame.centreCss.x + dx * cos - dy * sin, y: frame.centreCss.y + dx * sin + dy * cos };
}

/** Next rotation clockwise (or anticlockwise with a negative step). */
export function rotate(rotation: TableViewOptions['rotation'], stepDeg: 90 | -90): TableViewOptions['rotation'] {
  return ((((rotation + stepDeg) % 360) + 360) % 360) as TableViewOptions['rotation'];
}

/**
 * Issue 16 fix 5: where the table view opens. A map that fits the screen at
 * true scale (in its rotation) is shown whole, centred; a bigger one opens on
 * the middle of the players' figures, moved inwards so no screen is wasted
 * past the map's edge where the map is big enough. Whole inches, like the pan.
 */
export function openingFocus(
  screenCss: { width: number; height: number },
  world: Pick<World, 'map' | 'figures'>,
  playerSideIds: readonly string[],
  truePxPerInch: number,
  rotationDeg: number,
): { x: number; y: number } {
  const { widthInches, heightInches } = mapExtentInches(world.map.grid, world.map.widthCells, world.map.heightCells);
  const turned = rotationDeg === 90 || rotationDeg === 270;
  const viewW = (turned ? screenCss.height : screenCss.width) / truePxPerInch;
  const viewH = (turned ? screenCss.width : screenCss.height) / truePxPerInch;
  const centre = { x: widthInches / 2, y: heightInches / 2 };
  if (viewW >= widthInches && viewH >= heightInches) return centre;
  const players = new Set(playerSideIds);
  const cells = Object.values(world.figures)
    .filter((f) => f.cell && players.has(f.sideId) && !f.status.dead)
    .map((f) => cellCenter(world.map.grid, f.cell!));
  if (cells.length === 0) return centre;
  const xs = cells.map((p) => p.x),
    ys = cells.map((p) => p.y);
  const clamp = (v: number, half: number, size: number) => (size <= 2 * half ? size / 2 : Math.min(size - half, Math.max(half, v)));
  return {
    x: Math.round(clamp((Math.min(...xs) + Math.max(...xs)) / 2, viewW / 2, widthInches)),
    y: Math.round(clamp((Math.min(...ys) + Math.max(...ys)) / 2, viewH / 2, heightInches)),
  };
}
