// Read-only questions rules ask about where things are (DESIGN "spatial").
import type { Area, Cell, Figure, MapObject, Point, Wall, World } from '../model/schema';

/** Axis-aligned box in inches. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface WorldQuery {
  /** The World the index currently describes. */
  readonly world: World;
  /** Walls (any kind, doors in any state) that touch or cross segment a-b, in inches. */
  wallsCrossingSegment(a: Point, b: Point): Wall[];
  /** Walls whose segment touches the box. */
  wallsInBox(box: Box): Wall[];
  /** Figures on the map whose footprint comes within radiusInches of the point (G-AREA-1: footprint within the radius). */
  figuresWithinRadius(point: Point, radiusInches: number): Figure[];
  /** Figures whose footprint bounding box overlaps the box. */
  figuresInBox(box: Box): Figure[];
  /** Objects whose footprint bounding box overlaps the box. */
  objectsInBox(box: Box): MapObject[];
  /** The figure whose footprint covers the cell, if any. */
  figureAtCell(cell: Cell): Figure | undefined;
  /** Lasting areas whose circle contains the point. */
  areasAtPoint(point: Point): Area[];
}
