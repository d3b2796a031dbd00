// Copy and paste of walls, objects and figures: the copies are records, the
// paste is one undo step of add commands, moved one cell (pasteOffset) so
// they do not land on the originals (a figure needs a free square).
import type { Figure, GridKind, MapObject, Wall, World } from '../../core/model/schema';
import type { EditorCommand } from '../../core/rules/editor/types';
import { moveShape } from '../tools/editor/geometry';

export interface Clipboard {
  walls: Wall[];
  objects: MapObject[];
  figures: Figure[];
}

export function copyRecords(world: World, ids: readonly string[]): Clipboard {
  const clip: Clipboard = { walls: [], objects: [], figures: [] };
  for (const id of ids) {
    if (world.walls[id]) clip.walls.push(world.walls[id]);
    else if (world.objects[id]) clip.objects.push(world.objects[id]);
    else if (world.figures[id]) clip.figures.push(world.figures[id]);
  }
  return clip;
}

export const isEmptyClipboard = (c: Clipboard) => c.walls.length + c.objects.length + c.figures.length === 0;

/**
 * How far a paste moves: 1" right and down on squares; on hex maps one hex
 * along a row (pointy) or a column (flat), a step of the hex lattice, so
 * pasted walls stay on hex corners and figures on whole hexes.
 */
export function pasteOffset(grid: GridKind): { x: number; y: number; c: number; r: number } {
  if (grid === 'hex-pointy') return { x: 1, y: 0, c: 1, r: 0 };
  if (grid === 'hex-flat') return { x: 0, y: 1, c: 0, r: 1 };
  return { x: 1, y: 1, c: 1, r: 1 };
}

/** The add commands of a paste moved by pasteOffset; ids are left to the commands. */
export function pasteCommands(clip: Clipboard, grid: GridKind = 'square'): EditorCommand[] {
  const out: EditorCommand[] = [];
  const d = pasteOffset(grid);
  const shift = (p: { x: number; y: number }) => ({ x: p.x + d.x, y: p.y + d.y });
  for (const { id: _id, ...w } of clip.walls) out.push({ type: 'addWall', wall: { ...w, a: shift(w.a), b: shift(w.b) } });
  for (const { id: _id, ...o } of clip.objects) out.push({ type: 'addObject', object: { ...o, shape: moveShape(o.shape, d.x, d.y) } });
  for (const { id: _id, ...f } of clip.figures) out.push({ type: 'placeFigure', figure: { ...f, cell: f.cell ? { c: f.cell.c + d.c, r: f.cell.r + d.r } : null } });
  return out;
}

/** Commands removing the given records (walls, objects, figures, zones); one undo step when dispatched together. */
export function deleteCommands(world: World, ids: readonly string[]): EditorCommand[] {
  const out: EditorCommand[] = [];
  let zones: World['scenario']['zones'] | null = null;
  for (const id of ids) {
    if (world.walls[id]) out.push({ type: 'removeWall', wallId: id });
    else if (world.objects[id]) out.push({ type: 'removeObject', objectId: id });
    else if (world.figures[id]) out.push({ type: 'removeFigure', figureId: id });
    else if (world.scenario.zones[id]) {
      zones ??= { ...world.scenario.zones };
      delete zones[id];
    }
  }
  if (zones) out.push({ type: 'updateScenario', changes: { zones } });
  return out;
}
