// What of the map and of the GM's previews the players may be sent (issue
// 17 items 1 and 3, G-LOS-5): a record leaves the GM window only when some
// part of it lies on a cell the players see or have seen, and an overlay
// only when every point it reveals is seen now and under no hidden figure.
// Pure: cell masks in, filtered copies out.
import { cellAtPoint, figureCells } from '../../core/geometry/grid';
import type { Cell, GridKind, Light, MapObject, Point, Wall, World } from '../../core/model/schema';
import type { TableOverlays } from '../../shared/table';
import type { OverlaySwitches } from './controlsContract';

export interface CellMask {
  grid: GridKind;
  widthCells: number;
  heightCells: number;
  /** Row-major, 1 = set. */
  cells: Uint8Array;
}

/** Sampling step along walls and object outlines: under half a cell, so no cell a record crosses is skipped. */
const SAMPLE_STEP_INCHES = 0.25;
/** Walls lie on cell edges: look this far to each side to find the cells on both sides. */
const EDGE_NUDGE_INCHES = 0.05;

export function maskHas(mask: CellMask, cell: Cell | null): boolean {
  return !!cell && mask.cells[cell.r * mask.widthCells + cell.c] === 1;
}

/** The cell exactly under a point is in the mask. */
export function pointIn(mask: CellMask, p: Point): boolean {
  return maskHas(mask, cellAtPoint(mask.grid, p, mask.widthCells, mask.heightCells));
}

/** Some cell touching the point (either side of an edge or corner) is in the mask. */
function pointTouches(mask: CellMask, p: Point): boolean {
  for (const dx of [-EDGE_NUDGE_INCHES, EDGE_NUDGE_INCHES]) {
    for (const dy of [-EDGE_NUDGE_INCHES, EDGE_NUDGE_INCHES]) if (pointIn(mask, { x: p.x + dx, y: p.y + dy })) return true;
  }
  return false;
}

function segmentTouches(mask: CellMask, a: Point, b: Point): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / SAMPLE_STEP_INCHES));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    if (pointTouches(mask, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })) return true;
  }
  return false;
}

export function wallTouches(mask: CellMask, wall: Wall): boolean {
  return segmentTouches(mask, wall.a, wall.b);
}

function insidePolygon(points: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i],
      b = points[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Its outline crosses a cell of the mask, or it covers one whole (a big rock seen from inside a room). */
export function objectTouches(mask: CellMask, object: MapObject): boolean {
  const shape = object.shape;
  if (shape.kind === 'circle') {
    const { center, radiusInches } = shape;
    const n = Math.max(8, Math.ceil((2 * Math.PI * radiusInches) / SAMPLE_STEP_INCHES));
    let prev = { x: center.x + radiusInches, y: center.y };
    for (let i = 1; i <= n; i++) {
      const a = (2 * Math.PI * i) / n;
      const next = { x: center.x + radiusInches * Math.cos(a), y: center.y + radiusInches * Math.sin(a) };
      if (segmentTouches(mask, prev, next)) return true;
      prev = next;
    }
    return pointTouches(mask, center);
  }
  const pts = shape.points;
  for (let i = 0; i < pts.length; i++) if (segmentTouches(mask, pts[i], pts[(i + 1) % pts.length])) return true;
  // Wholly inside: some masked cell's sample point within the polygon (bounding box only).
  const xs = pts.map((p) => p.x),
    ys = pts.map((p) => p.y);
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
    for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
      const p = { x: x + 0.5, y: y + 0.5 };
      if (pointIn(mask, p) && insidePolygon(pts, p)) return true;
    }
  }
  return false;
}

export function lightTouches(mask: CellMask, light: Light): boolean {
  return pointTouches(mask, light.position);
}

/** G-LOS-5 memory: walls, objects and lights the players see or have seen; nothing else leaves the GM window. */
export function knownMapRecords(world: World, known: CellMask): Pick<World, 'walls' | 'objects' | 'lights'> {
  const walls: World['walls'] = {};
  for (const w of Object.values(world.walls)) if (wallTouches(known, w)) walls[w.id] = structuredClone(w);
  const objects: World['objects'] = {};
  for (const o of Object.values(world.objects)) if (objectTouches(known, o)) objects[o.id] = structuredClone(o);
  const out: Pick<World, 'walls' | 'objects' | 'lights'> = { walls, objects };
  if (world.lights) out.lights = world.lights.filter((l) => lightTouches(known, l)).map((l) => structuredClone(l));
  return out;
}

/** Cells under GM-only (hidden) figures, as a mask: overlays touching them would place the figure. */
export function hiddenFigureCells(world: World): CellMask {
  const { grid, widthCells, heightCells } = world.map;
  const cells = new Uint8Array(widthCells * heightCells);
  for (const f of Object.values(world.figures)) {
    if (!f.hidden || !f.cell) continue;
    for (const cell of figureCells(grid, f.cell, f.sizeCells)) {
      if (cell.c >= 0 && cell.r >= 0 && cell.c < widthCells && cell.r < heightCells) cells[cell.r * widthCells + cell.c] = 1;
    }
  }
  return { grid, widthCells, heightCells, cells };
}

/** The figures an overlay comes from (GM side only: never copied into a projection). */
export interface OverlaySources {
  reach?: string[];
  path?: string[];
  templates?: string[];
  los?: string[];
}

/** The play screen's previews as the GM window holds them: the overlays and the figures they come from. */
export interface GmOverlays extends TableOverlays {
  sources?: OverlaySources;
}

/**
 * 17.1: an overlay reaches the table only when switched on, when every
 * figure it comes from is shown on the table, and when every point it
 * reveals is seen now and under no hidden figure. Reach and path are cut to
 * such cells (they run into the fog by nature); a template or a LOS line is
 * all or nothing.
 */
export function filterOverlays(overlays: GmOverlays, show: OverlaySwitches, shownFigureIds: ReadonlySet<string>, visible: CellMask, hidden: CellMask): TableOverlays {
  const out: TableOverlays = {};
  const fromShown = (name: keyof OverlaySources) => (overlays.sources?.[name] ?? []).every((id) => shownFigureIds.has(id));
  const clear = (cell: Cell) => cell.c >= 0 && cell.r >= 0 && cell.c < visible.widthCells && cell.r < visible.heightCells && maskHas(visible, cell) && !maskHas(hidden, cell);
  const clearPoint = (p: Point) => pointIn(visible, p) && !pointIn(hidden, p);
  const cut = (cells: Cell[]) => cells.filter(clear).map((cell) => ({ c: cell.c, r: cell.r }));
  if (show.reach && overlays.reach && fromShown('reach')) out.reach = cut(overlays.reach);
  if (show.path && overlays.path && fromShown('path')) out.path = cut(overlays.path);
  if (show.templates && overlays.templates && fromShown('templates')) {
    const templates = overlays.templates.filter((t) => clearPoint(t.center)).map((t) => ({ center: { ...t.center }, radiusInches: t.radiusInches }));
    if (templates.length > 0) out.templates = templates;
  }
  const los = overlays.los;
  if (show.los && los && fromShown('los') && clearPoint(los.from) && clearPoint(los.to)) out.los = { from: { ...los.from }, to: { ...los.to }, clear: los.clear };
  return out;
}
