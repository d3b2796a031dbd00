// Small questions the computer player asks about cells and weapons
// (G-GAME-3): where cover is likely, how far a weapon reaches, whether a
// figure still has something to fight with. Square and hex grids: cell
// centres and neighbours come from the geometry grid.
import type { Figure, Point, World } from '../../model/schema';
import { weaponById, type WeaponSpec } from '../deps';
import { optNumber, optNumberList } from '../options';
import { apFromSpan } from '../combat/attack';
import { segmentsTouch } from '../../geometry/reach';
import { cellCenter, neighbours } from '../../geometry/grid';

/** Centre in inches of cell (c, r) on the World's grid. */
export function cellCentre(world: World, c: number, r: number): Point {
  return cellCenter(world.map.grid, { c, r });
}

/** A weapon reaching no farther strikes only in melee (G-ATK-3). */
export const MELEE_INCHES = 1.5;

/** Rounds still to play, this one included, before the scenario's round limit (G-WIN-3). */
export function roundsLeft(world: World): number {
  return (world.scenario.maxRounds ?? optNumber(world, 'maxRounds')) - world.turn.round + 1;
}

/** The figure's held weapon when it is not an area weapon, and the AP one attack with it costs (at least 1), or null. */
export function heldAttack(world: World, f: Figure): { spec: WeaponSpec; ap: number } | null {
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  if (!lw || !spec || spec.area) return null;
  return { spec, ap: Math.max(1, lw.apPerAttack ?? apFromSpan(world, spec)) };
}

/** Farthest distance the weapon may attack at (G-RNG-1 bands; thrown 1x; melee adjacent). */
export function maxReachInches(world: World, spec: WeaponSpec): number {
  if (spec.categories.length === 1 && spec.categories[0] === 'melee') return 1.5;
  const bands = optNumberList(world, 'rangeBands').length;
  const thrownOnly = !spec.categories.includes('shooting') && !spec.categories.includes('hurling');
  const multiple = thrownOnly ? Math.min(bands, optNumber(world, 'thrownMaxRangeMultiple')) : bands;
  return Math.max(1.5, spec.rangeInches * multiple);
}

/** Only carried items (grenades, flasks, knives to throw) run out; magazines and quivers reload (G-OBJ-7). */
function hasShots(lw: Figure['loadout']['weapons'][number], spec: WeaponSpec): boolean {
  return lw.ammo === undefined || spec.ammo !== null || lw.ammo > 0;
}

/** The carried weapon's spec when it is a blast or fire weapon (not smoke) with a use left (G-AREA-1..3), else null. */
export function harmfulArea(lw: Figure['loadout']['weapons'][number] | undefined): (WeaponSpec & { area: NonNullable<WeaponSpec['area']> }) | null {
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  if (!lw || !spec?.area || spec.area.effect === 'smoke' || (lw.ammo !== undefined && lw.ammo <= 0)) return null;
  return spec as WeaponSpec & { area: NonNullable<WeaponSpec['area']> };
}

/** A weapon that can hurt an enemy (smoke cannot). */
export function hasUsableWeapon(f: Figure): boolean {
  return f.loadout.weapons.some((lw) => {
    const spec = weaponById(lw.catalogueId);
    return !!spec && spec.area?.effect !== 'smoke' && hasShots(lw, spec);
  });
}

/** A plain (not area) weapon that attacks at 6" or more: what a figure needs to hold a position. */
export function hasRangedWeapon(f: Figure): boolean {
  return f.loadout.weapons.some((lw) => {
    const spec = weaponById(lw.catalogueId);
    if (!spec || spec.area || !hasShots(lw, spec)) return false;
    return spec.rangeInches >= 6 && spec.categories.some((c) => c === 'shooting' || c === 'thrown' || c === 'hurling');
  });
}

const coverCache = new WeakMap<object, WeakMap<object, Set<string>>>();

/** Cells ("c,r") touching a wall, low wall, fence or object: where cover is likely. */
export function coverCells(world: World): Set<string> {
  let inner = coverCache.get(world.walls);
  if (!inner) coverCache.set(world.walls, (inner = new WeakMap()));
  const hit = inner.get(world.objects);
  if (hit) return hit;
  const out = new Set<string>();
  const hex = world.map.grid !== 'square';
  const W = world.map.widthCells,
    H = world.map.heightCells;
  const mark = (x0: number, y0: number, x1: number, y1: number) => {
    if (hex) {
      // Hexes whose centre lies within 1.2" of the obstacle's box (1" to a neighbour's centre, plus slack).
      const lx = Math.min(x0, x1) - 1.2,
        hx = Math.max(x0, x1) + 1.2,
        ly = Math.min(y0, y1) - 1.2,
        hy = Math.max(y0, y1) + 1.2;
      for (let r = 0; r < H; r++)
        for (let c = 0; c < W; c++) {
          const p = cellCentre(world, c, r);
          if (p.x >= lx && p.x <= hx && p.y >= ly && p.y <= hy) out.add(`${c},${r}`);
        }
      return;
    }
    for (let r = Math.floor(Math.min(y0, y1)) - 1; r <= Math.ceil(Math.max(y0, y1)); r++)
      for (let c = Math.floor(Math.min(x0, x1)) - 1; c <= Math.ceil(Math.max(x0, x1)); c++) if (c >= 0 && r >= 0) out.add(`${c},${r}`);
  };
  for (const w of Object.values(world.walls)) mark(w.a.x, w.a.y, w.b.x, w.b.y);
  for (const o of Object.values(world.objects)) {
    if (o.shape.kind === 'circle')
      mark(o.shape.center.x - o.shape.radiusInches, o.shape.center.y - o.shape.radiusInches, o.shape.center.x + o.shape.radiusInches, o.shape.center.y + o.shape.radiusInches);
    else {
      const xs = o.shape.points.map((p) => p.x),
        ys = o.shape.points.map((p) => p.y);
      mark(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
    }
  }
  inner.set(world.objects, out);
  return out;
}

/** The World with one figure standing on another cell (for "what if it stood there" tests). */
export function standingAt(world: World, f: Figure, c: number, r: number): World {
  return { ...world, figures: { ...world.figures, [f.id]: { ...f, cell: { c, r } } } };
}

const roomCache = new WeakMap<object, Int32Array>();

/**
 * Rooms: cells joined by steps that cross no wall, door or window (low
 * walls and fences do not part rooms); one number per cell, row by row.
 * Cached per walls object (a door opened is a new one).
 */
export function roomOf(world: World): Int32Array {
  const hit = roomCache.get(world.walls);
  if (hit && hit.length === world.map.widthCells * world.map.heightCells) return hit;
  const room = world.map.grid === 'square' ? squareRooms(world) : gridRooms(world);
  roomCache.set(world.walls, room);
  return room;
}

const parts = (w: World['walls'][string]) => w.kind === 'wall' || w.kind === 'door' || w.kind === 'window';

/** Rooms on any grid: flood fill over the grid's neighbours, a step parted when the centre-to-centre line touches a parting wall. */
function gridRooms(world: World): Int32Array {
  const W = world.map.widthCells,
    H = world.map.heightCells,
    grid = world.map.grid;
  const walls = Object.values(world.walls).filter(parts);
  const room = new Int32Array(W * H).fill(-1);
  let next = 0;
  for (let start = 0; start < W * H; start++) {
    if (room[start] !== -1) continue;
    room[start] = next;
    const stack = [start];
    while (stack.length) {
      const i = stack.pop()!;
      const a = cellCentre(world, i % W, Math.floor(i / W));
      for (const n of neighbours(grid, { c: i % W, r: Math.floor(i / W) }, W, H)) {
        const j = n.r * W + n.c;
        if (room[j] !== -1) continue;
        const b = cellCentre(world, n.c, n.r);
        if (walls.some((w) => segmentsTouch(a.x, a.y, b.x, b.y, w.a.x, w.a.y, w.b.x, w.b.y))) continue;
        room[j] = next;
        stack.push(j);
      }
    }
    next++;
  }
  return room;
}

function squareRooms(world: World): Int32Array {
  const W = world.map.widthCells,
    H = world.map.heightCells;
  // Blocked steps, east (bit 1) and south (bit 2) of each square.
  const blocked = new Uint8Array(W * H);
  for (const w of Object.values(world.walls)) {
    if (!parts(w)) continue;
    const c0 = Math.max(0, Math.floor(Math.min(w.a.x, w.b.x)) - 1),
      c1 = Math.min(W - 1, Math.ceil(Math.max(w.a.x, w.b.x)));
    const r0 = Math.max(0, Math.floor(Math.min(w.a.y, w.b.y)) - 1),
      r1 = Math.min(H - 1, Math.ceil(Math.max(w.a.y, w.b.y)));
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        if (c + 1 < W && segmentsTouch(c + 0.5, r + 0.5, c + 1.5, r + 0.5, w.a.x, w.a.y, w.b.x, w.b.y)) blocked[r * W + c] |= 1;
        if (r + 1 < H && segmentsTouch(c + 0.5, r + 0.5, c + 0.5, r + 1.5, w.a.x, w.a.y, w.b.x, w.b.y)) blocked[r * W + c] |= 2;
      }
  }
  const room = new Int32Array(W * H).fill(-1);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < W * H; start++) {
    if (room[start] !== -1) continue;
    room[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const c = i % W;
      const step = (j: number) => {
        if (room[j] === -1) {
          room[j] = next;
          stack.push(j);
        }
      };
      if (c + 1 < W && !(blocked[i]! & 1)) step(i + 1);
      if (c > 0 && !(blocked[i - 1]! & 1)) step(i - 1);
      if (i + W < W * H && !(blocked[i]! & 2)) step(i + W);
      if (i >= W && !(blocked[i - W]! & 2)) step(i - W);
    }
    next++;
  }
  return room;
}
