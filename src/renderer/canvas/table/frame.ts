// Where the table view puts the map: the map centre (plus the GM's pan in
// whole inches) sits at the screen centre, turned by the rotation, at the
// calibrated pixels per inch. Pure, so tests and the Pixi canvas agree.
import { mapExtentInches } from '../../../core/geometry/grid';
import type { GridKind } from '../../../core/model/schema';
import type { TableViewOptions } from '../../../shared/table';

export interface TableFrame {
  /** CSS pixels per inch actually drawn (true scale unless the zoom is unlocked). */
  pxPerInch: number;
  /** The map point (inches) at the screen centre. */
  pivotInches: { x: number; y: number };
  rotationDeg: number;
  centreCss: { x: number; y: number };
}

export function tableFrame(
  screenCss: { width: number; height: number },
  mapCells: { widthCells: number; heightCells: number; grid?: GridKind },
  view: TableViewOptions,
  truePxPerInch: number,
): TableFrame {
  const zoom = view.zoomLocked ? 1 : Math.max(0.05, Math.min(20, view.zoom));
  // Hex maps are not widthCells x heightCells inches: centre on their real extent.
  const { widthInches, heightInches } = mapExtentInches(mapCells.grid ?? 'square', mapCells.widthCells, mapCells.heightCells);
  return {
    pxPerInch: truePxPerInch * zoom,
    pivotInches: { x: widthInches / 2 + Math.round(view.panInches.x), y: heightInches / 2 + Math.round(view.panInches.y) },
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
