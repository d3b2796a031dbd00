// One Graphics per wall record; the look tells kinds apart at a glance:
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

export class WallLayer implements Layer {
  readonly container = new Container({ label: 'walls' });
  private readonly views = new Map<string, Graphics>();

  sync(world: World, touchedIds?: Iterable<string>): void {
    for (const id of idsToSync(world.walls, this.views, touchedIds)) {
      const wall = world.walls[id];
      let g = this.views.get(id);
      if (!wall) {
        g?.destroy();
        this.views.delete(id);
        continue;
      }
      if (!g) {
        g = new Graphics({ label: `wall-${id}`, cullable: true });
        this.views.set(id, g);
        this.container.addChild(g);
      }
      drawWall(g.clear(), wall);
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
      g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX * 0.5, color: WINDOW_COLOUR });
      return;
    case 'low-wall':
      g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX * 0.6, color: LOW_WALL_COLOUR, cap: 'round' });
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
  g.rect(ax - post / 2, ay - post / 2, post, post).rect(bx - post / 2, by - post / 2, post, post).fill(WALL_COLOUR);
  if (state === 'open') {
    const angle = Math.atan2(by - ay, bx - ax) - OPEN_DOOR_ANGLE;
    const length = Math.hypot(bx - ax, by - ay);
    const ex = ax + Math.cos(angle) * length;
    const ey = ay + Math.sin(angle) * length;
    // A dark edge keeps the leaf visible on plank floors of similar brown.
    g.moveTo(ax, ay).lineTo(ex, ey).stroke({ width: WALL_WIDTH_PX * 0.6, color: WALL_COLOUR, cap: 'round' });
    g.moveTo(ax, ay).lineTo(ex, ey).stroke({ width: WALL_WIDTH_PX * 0.35, color: OPEN_DOOR_COLOUR, cap: 'round' });
    return;
  }
  g.moveTo(ax, ay).lineTo(bx, by).stroke({ width: WALL_WIDTH_PX, color: DOOR_COLOUR });
  if (state === 'locked') {
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    g.circle(mx, my, WALL_WIDTH_PX * 0.35).fill(WALL_COLOUR);
  }
}
