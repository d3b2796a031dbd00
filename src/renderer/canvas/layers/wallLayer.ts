// Walls drawn per chunk of the map (see WallLayer); the look tells kinds apart at a glance:
// walls dark and thick, doors brown (a swung leaf when open), windows light
// blue in a dark frame, low walls grey and thinner, fences dashed.
import { Container, Graphics } from 'pixi.js';
import type { Wall, World } from '../../../core/model/schema';
import { PX_PER_INCH } from '../units';
import { idsToSync, type Layer } from './layer';

export const WALL_COLOUR = 0x1e1b18;
export const DOOR_COLOUR = 0x8b5a2b;
const OPEN_DOOR_COLOUR = 0xc8874a;
export const WINDOW_COLOUR = 0x9fd8ff;
const LOW_WALL_COLOUR = 0x8c8c8c;
const FENCE_COLOUR = 0x3f2b18;

const WALL_WIDTH_PX = 0.2 * PX_PER_INCH;
const FENCE_DASH_PX = 0.25 * PX_PER_INCH;
/** An open door's leaf stands this far from the closed line (radians). */
const OPEN_DOOR_ANGLE = Math.PI / 2.6;

/** Walls are drawn in square chunks of this many cells: one Graphics per chunk, not per wall. */
const CHUNK_CELLS = 16;

function chunkKeyOf(wall: Wall): string {
  const mx = (wall.a.x + wall.b.x) / 2,
    my = (wall.a.y + wall.b.y) / 2;
  return `${Math.floor(mx / CHUNK_CELLS)},${Math.floor(my / CHUNK_CELLS)}`;
}

/**
 * A map of 10 000 walls as 10 000 Graphics costs every frame (issue 6 frame
 * time); chunks keep the scene graph small and still redraw only the chunks
 * whose walls a change set touched.
 */
export class WallLayer implements Layer {
  readonly container = new Container({ label: 'walls', eventMode: 'none' });
  private readonly chunks = new Map<string, { g: Graphics; ids: Set<string> }>();
  private readonly chunkOf = new Map<string, string>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    const dirty = new Set<string>();
    for (const id of idsToSync(world.walls, this.chunkOf, touchedIds)) {
      const wall = world.walls[id];
      const before = this.chunkOf.get(id);
      const after = wall ? chunkKeyOf(wall) : undefined;
      if (before !== undefined) {
        dirty.add(before);
        if (before !== after) {
          this.chunks.get(before)?.ids.delete(id);
          this.chunkOf.delete(id);
        }
      }
      if (after !== undefined) {
        let chunk = this.chunks.get(after);
        if (!chunk) {
          chunk = { g: new Graphics({ label: `walls-${after}`, cullable: true }), ids: new Set() };
          this.chunks.set(after, chunk);
          this.container.addChild(chunk.g);
        }
        chunk.ids.add(id);
        this.chunkOf.set(id, after);
        dirty.add(after);
      }
    }
    for (const key of dirty) {
      const chunk = this.chunks.get(key);
      if (!chunk) continue;
      if (chunk.ids.size === 0) {
        chunk.g.destroy();
        this.chunks.delete(key);
        continue;
      }
      const g = chunk.g.clear();
      for (const id of [...chunk.ids].sort()) {
        const wall = world.walls[id];
        if (wall) drawWall(g, wall);
      }
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

function drawWall(g: Graphics, wall: Wall): void {
  const ax = wall.a.x * PX_PER_INCH;
  const ay = wall.a.y * PX_PER_INCH;
  const bx = wall.b.x * PX_PER_INCH;
  const by = wall.b.y * PX_PER_INCH;
  switch (wall.kind) {
    case 'wall':
      g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX, color: WALL_COLOUR, cap: 'square' });
      return;
    case 'window':
      g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX, color: WALL_COLOUR, cap: 'square' });
      g.moveTo(ax, ay)
        .lineTo(bx, by)
        .stroke({ width: WALL_WIDTH_PX * 0.5, color: WINDOW_COLOUR });
      return;
    case 'low-wall':
      g.moveTo(ax, ay)
        .lineTo(bx, by)
        .stroke({ width: WALL_WIDTH_PX * 0.6, color: LOW_WALL_COLOUR, cap: 'round' });
      return;
    case 'fence':
      drawDashed(g, ax, ay, bx, by);
      g.stroke({ width: WALL_WIDTH_PX * 0.45, color: FENCE_COLOUR });
      return;
    case 'door':
      drawDoor(g, wall, ax, ay, bx, by);
      return;
  }
}

function drawDashed(g: Graphics, ax: number, ay: number, bx: number, by: number): void {
  const length = Math.hypot(bx - ax, by - ay);
  const dashes = Math.max(1, Math.round(length / (FENCE_DASH_PX * 2)));
  const step = length / dashes;
  const ux = (bx - ax) / length;
  const uy = (by - ay) / length;
  for (let i = 0; i < dashes; i++) {
    const s = i * step;
    g.moveTo(ax + ux * s, ay + uy * s).lineTo(ax + ux * (s + step / 2), ay + uy * (s + step / 2));
  }
}

function drawDoor(g: Graphics, wall: Wall, ax: number, ay: number, bx: number, by: number): void {
  const state = wall.door ?? 'closed';
  // Door posts at both ends so an open doorway still reads as part of a wall.
  const post = WALL_WIDTH_PX;
  g.rect(ax - post / 2, ay - post / 2, post, post)
    .rect(bx - post / 2, by - post / 2, post, post)
    .fill(WALL_COLOUR);
  if (state === 'open') {
    const angle = Math.atan2(by - ay, bx - ax) - OPEN_DOOR_ANGLE;
    const length = Math.hypot(bx - ax, by - ay);
    const ex = ax + Math.cos(angle) * length;
    const ey = ay + Math.sin(angle) * length;
    // A dark edge keeps the leaf visible on plank floors of similar brown.
    g.moveTo(ax, ay)
      .lineTo(ex, ey)
      .stroke({ width: WALL_WIDTH_PX * 0.6, color: WALL_COLOUR, cap: 'round' });
    g.moveTo(ax, ay)
      .lineTo(ex, ey)
      .stroke({ width: WALL_WIDTH_PX * 0.35, color: OPEN_DOOR_COLOUR, cap: 'round' });
    return;
  }
  g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX, color: DOOR_COLOUR });
  if (state === 'locked') {
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    g.circle(mx, my, WALL_WIDTH_PX * 0.35).fill(WALL_COLOUR);
  }
}
