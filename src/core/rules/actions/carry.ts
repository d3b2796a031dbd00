// G-WIN-7 carrying and keys: portable items (World.items) are picked up from
// within 1", dropped where the carrier stands, handed to an adjacent friend,
// and keys lock or unlock their doors from within 1". Each is one Action.
import type { Cell, Figure, World } from '../../model/schema';
import type { Item } from '../../model/objectives';
import { refuse, type Ctx } from '../ctx';
import { figureCentre, footprintGap, pointSegmentDistance } from '../deps/geom';
import { optNumber } from '../options';
import { canActPhysically, getFigure, payAp } from '../state';

function actor(ctx: Ctx, figureId: string, what: string): Figure {
  const f = getFigure(ctx.world, figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot ${what}: a physical action needs at least 1 HP and being awake (G-HP-1)`);
  return f;
}

function itemOf(world: World, itemId: unknown): Item {
  const item = typeof itemId === 'string' ? world.items?.[itemId] : undefined;
  if (!item) refuse('no-such-item', `there is no item ${JSON.stringify(itemId)}`);
  return item;
}

/** Items a figure carries, in id order. */
export function carriedBy(world: World, figureId: string): Item[] {
  return Object.values(world.items ?? {})
    .filter((i) => i.carriedBy === figureId)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** G-WIN-7 the item lies on a cell within 1" of the figure (its cell or a touching one). */
export function itemWithinReach(world: World, f: Figure, item: Item): boolean {
  if (!item.cell || item.carriedBy) return false;
  return footprintGap(f, { cell: item.cell, sizeCells: 1 } as Figure, world.map.grid) <= 1;
}

/** G-WIN-7 heavy load: extra AP for moving these squares while carrying a heavy item (0 when not). */
export function heavyLoadExtraAp(world: World, figureId: string, squares: number): number {
  if (!carriedBy(world, figureId).some((i) => i.heavy)) return 0;
  return squares * optNumber(world, 'heavyLoadExtraApPerSquare');
}

export function pickUpItem(ctx: Ctx, figureId: string, itemId: string): void {
  const f = actor(ctx, figureId, 'pick up');
  const item = itemOf(ctx.world, itemId);
  if (item.carriedBy) refuse('carried', `${item.name} is carried by ${ctx.world.figures[item.carriedBy]?.name ?? item.carriedBy}`);
  if (!itemWithinReach(ctx.world, f, item)) refuse('too-far', `${item.name} is not within 1" of ${f.name} (G-WIN-7)`);
  payAp(ctx, figureId, optNumber(ctx.world, 'pickUpItemApCost'), `picking up the ${item.name}`);
  ctx.emit({ type: 'itemPickedUp', figureId, itemId: item.id, from: { ...(item.cell as Cell) } });
}

export function dropItem(ctx: Ctx, figureId: string, itemId: string): void {
  const f = getFigure(ctx.world, figureId);
  const item = itemOf(ctx.world, itemId);
  if (item.carriedBy !== f.id) refuse('not-carried', `${f.name} does not carry ${item.name}`);
  if (!f.cell) refuse('off-map', `${f.name} is off the map`);
  payAp(ctx, figureId, optNumber(ctx.world, 'dropItemApCost'), `dropping the ${item.name}`);
  ctx.emit({ type: 'itemDropped', figureId, itemId: item.id, cell: { ...f.cell }, fell: false });
}

export function handItem(ctx: Ctx, figureId: string, itemId: string, toId: string): void {
  const f = actor(ctx, figureId, 'hand over');
  const item = itemOf(ctx.world, itemId);
  if (item.carriedBy !== f.id) refuse('not-carried', `${f.name} does not carry ${item.name}`);
  const to = getFigure(ctx.world, toId, 'toId');
  if (to.id === f.id) refuse('bad-command', `${f.name} already carries ${item.name}`);
  if (to.sideId !== f.sideId) refuse('not-a-friend', `${to.name} is not on ${f.name}'s side (G-WIN-7 hands to a friend)`);
  if (!canActPhysically(to)) refuse('cannot-act', `${to.name} is down and cannot take ${item.name}`);
  if (footprintGap(f, to, ctx.world.map.grid) > 1) refuse('too-far', `${to.name} is not adjacent to ${f.name} (G-WIN-7)`);
  payAp(ctx, figureId, optNumber(ctx.world, 'handOverItemApCost'), `handing the ${item.name} to ${to.name}`);
  ctx.emit({ type: 'itemHanded', figureId, toId: to.id, itemId: item.id });
}

/** The key the figure carries that opens this door, or undefined. */
export function keyFor(world: World, figureId: string, wallId: string): Item | undefined {
  return carriedBy(world, figureId).find((i) => i.unlocks.includes(wallId));
}

/** G-WIN-7 a key locks or unlocks its door from within 1"; locking a door shuts it. */
export function keyDoor(ctx: Ctx, figureId: string, wallId: string, lock: boolean, itemId?: string): void {
  const f = actor(ctx, figureId, lock ? 'lock a door' : 'unlock a door');
  const w = ctx.world.walls[wallId];
  if (!w) refuse('no-such-wall', `there is no wall "${wallId}"`);
  if (w.kind !== 'door') refuse('not-a-door', `"${wallId}" is a ${w.kind}, not a door`);
  const key = itemId !== undefined ? itemOf(ctx.world, itemId) : keyFor(ctx.world, f.id, wallId);
  if (!key || key.carriedBy !== f.id) refuse('no-key', `${f.name} carries no key to door "${wallId}" (G-WIN-7)`);
  if (!key.unlocks.includes(wallId)) refuse('wrong-key', `${key.name} does not open door "${wallId}"`);
  const p = figureCentre(f, ctx.world.map.grid);
  if (!p || pointSegmentDistance(p, w.a, w.b) > 1 + 1e-9) refuse('too-far', `${f.name} must be within 1" of door "${wallId}" (G-WIN-7)`);
  if (lock && w.door === 'locked') refuse('already', `door "${wallId}" is already locked`);
  if (!lock && w.door !== 'locked') refuse('already', `door "${wallId}" is not locked`);
  payAp(ctx, figureId, optNumber(ctx.world, 'keyApCost'), `${lock ? 'locking' : 'unlocking'} a door`);
  ctx.emit({ type: 'doorChanged', wallId, door: lock ? 'locked' : 'closed', keyItemId: key.id, figureId: f.id });
}
