// The G-ACT-1 table actions other than attacks: each pays its AP (refused
// with the shortfall, G-TURN-1) and is one Action of the turn.
import type { Cell } from '../../model/schema';
import { moduleOn } from '../../model/modules';
import { stabiliseByFirstAid } from '../modules/l/lifeBar';
import { parseCellRef, type CellRef, type ManualModifier } from '../commands';
import { refuse, type Ctx } from '../ctx';
import { planMove, weaponById } from '../deps';
import { figureCentre, footprintGap, pointSegmentDistance, terrainAt } from '../deps/geom';
import { optBool, optNumber } from '../options';
import { burnIfInFire } from '../areas/lasting';
import { canActPhysically, getFigure, payAp } from '../state';
import { checkManualModifiers } from '../rolls/modifiers';
import { taskKey, untreatedWounds } from '../apply';
import { heavyLoadExtraAp } from './carry';
import { afterMove, fleeAttacks } from '../modules/p/retreat';
import { stopOneBleedOut } from '../modules/s/wounds';

function physical(ctx: Ctx, figureId: string, what: string) {
  const f = getFigure(ctx.world, figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot ${what}: a physical action needs at least 1 HP and being awake (G-HP-1)`);
  return f;
}

/** G-MOVE-1..4 via the movement room; prone figures crawl (G-ACT-1). Off-map figures enter at an entry point (G-GAME-1). */
export function moveFigure(ctx: Ctx, figureId: string, toRef: CellRef): void {
  const f = physical(ctx, figureId, 'move');
  const to = parseCellRef(toRef);
  if (!to) refuse('bad-command', `moveFigure: "to" must be "c,r" or {c, r}, got ${JSON.stringify(toRef)}`);
  if (to.c >= ctx.world.map.widthCells || to.r >= ctx.world.map.heightCells) refuse('off-map', `cell ${to.c},${to.r} is off the map`);
  let path: Cell[];
  let apCost: number;
  if (!f.cell) {
    const entry = ctx.world.scenario.entryPoints.find((e) => e.sideId === f.sideId && e.cell.c === to.c && e.cell.r === to.r);
    if (!entry) refuse('no-entry', `${f.name} is off the map and can only enter at an entry point of side "${f.sideId}" (G-GAME-1)`);
    const t = terrainAt(ctx.world, to);
    if (!t || t.apCost === null) refuse('blocked', `entry cell ${to.c},${to.r} is impassable`);
    if (entryOccupied(ctx, to)) refuse('blocked', `entry cell ${to.c},${to.r} is occupied`);
    path = [to];
    apCost = t.apCost;
  } else {
    if (f.cell.c === to.c && f.cell.r === to.r) refuse('no-move', `${f.name} is already at ${to.c},${to.r}`);
    // Plan without an AP limit so an unaffordable move is refused with its shortfall (G-TURN-1).
    const plan = planMove(ctx.world, figureId, to, 1e6, ctx.cache);
    if (!plan.ok) refuse('no-path', `${f.name} cannot move to ${to.c},${to.r}: ${plan.reason}`);
    path = plan.path;
    // planMove's cost carries the heavy-load surcharge (G-WIN-7), as the move preview shows it.
    apCost = plan.apCost;
    if (f.status.prone) apCost = Math.ceil((apCost * optNumber(ctx.world, 'apCrawl')) / Math.max(1, optNumber(ctx.world, 'apMoveOpen')));
  }
  const from = f.cell;
  // Module P: leaving melee is fleeing; the foes left behind strike first (P-RETREAT).
  const phoenix = moduleOn(ctx.world, 'P');
  if (phoenix && from && !fleeAttacks(ctx, figureId, to)) return;
  payAp(ctx, figureId, apCost, `moving to ${to.c},${to.r}${f.status.prone ? ' (crawling)' : ''}${heavyLoadExtraAp(ctx.world, figureId, 1) ? ' (heavy load)' : ''}`);
  ctx.emit({ type: 'figureMoved', figureId, from, to, path, apCost });
  if (phoenix) afterMove(ctx, figureId, path);
  burnIfInFire(ctx, figureId, 'enters');
  randomEncounter(ctx, figureId, from, to);
}

/** G-GAME-4 (option): entering a different terrain region of 2" or more rolls for an encounter, then on the scenario's table if it has one. */
function randomEncounter(ctx: Ctx, figureId: string, from: Cell | null, to: Cell): void {
  if (!optBool(ctx.world, 'randomEncounters')) return;
  const before = from ? terrainAt(ctx.world, from)?.id : undefined;
  const after = terrainAt(ctx.world, to)?.id;
  if (before === after || !after) return;
  const wide = [-1, 1].some((d) => terrainAt(ctx.world, { c: to.c + d, r: to.r })?.id === after) || [-1, 1].some((d) => terrainAt(ctx.world, { c: to.c, r: to.r + d })?.id === after);
  if (!wide) return;
  const r = ctx.roll('random encounter (G-GAME-4)', '1d10', figureId);
  if (r.total > optNumber(ctx.world, 'randomEncounterChance')) return;
  // With the scenario's table the encounter is rolled on it; without one the GM makes it up.
  const table = ctx.world.scenario.encounters;
  if (!table) return ctx.emit({ type: 'randomEncounter', figureId, cell: to });
  const roll = ctx.roll('random encounter table (G-GAME-4)', table.dice, figureId).total;
  const entry = table.entries.find((e) => roll >= e.min && roll <= e.max);
  ctx.emit({ type: 'randomEncounter', figureId, cell: to, roll, text: entry ? entry.text : `no entry on the table for ${roll}` });
}

export function door(ctx: Ctx, figureId: string, wallId: string, open: boolean): void {
  const f = physical(ctx, figureId, open ? 'open a door' : 'close a door');
  const w = ctx.world.walls[wallId];
  if (!w) refuse('no-such-wall', `there is no wall "${wallId}"`);
  if (w.kind !== 'door') refuse('not-a-door', `"${wallId}" is a ${w.kind}, not a door`);
  const p = figureCentre(f, ctx.world.map.grid);
  if (!p || pointSegmentDistance(p, w.a, w.b) > 1 + 1e-9) refuse('too-far', `${f.name} must be within 1" of door "${wallId}" (G-ACT-1)`);
  if (open && w.door === 'locked') refuse('locked', `door "${wallId}" is locked`);
  if (open && w.door === 'open') refuse('already', `door "${wallId}" is already open`);
  if (!open && w.door !== 'open') refuse('already', `door "${wallId}" is already closed`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apDoor'), open ? 'opening a door' : 'closing a door');
  ctx.emit({ type: 'doorChanged', wallId, door: open ? 'open' : 'closed' });
}

export function setProne(ctx: Ctx, figureId: string, prone: boolean): void {
  const f = physical(ctx, figureId, prone ? 'drop prone' : 'stand up');
  if (f.status.prone === prone) refuse('already', `${f.name} is already ${prone ? 'prone' : 'standing'}`);
  payAp(ctx, figureId, optNumber(ctx.world, prone ? 'apDropProne' : 'apStandUp'), prone ? 'dropping prone' : 'standing up');
  ctx.emit({ type: 'statusChanged', figureId, status: { prone } });
}

export function aim(ctx: Ctx, figureId: string): void {
  const f = physical(ctx, figureId, 'aim');
  if (f.status.aimed) refuse('already', `${f.name} has already aimed this round (once)`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apAim'), 'aiming');
  ctx.emit({ type: 'statusChanged', figureId, status: { aimed: true } });
}

export function swapWeapon(ctx: Ctx, figureId: string, weaponIndex: number): void {
  const f = physical(ctx, figureId, 'swap weapons');
  if (!Number.isInteger(weaponIndex) || weaponIndex < 0 || weaponIndex >= f.loadout.weapons.length) refuse('no-such-weapon', `${f.name} has no weapon ${weaponIndex}`);
  if (f.loadout.activeWeapon === weaponIndex) refuse('already', `${f.name} already holds weapon ${weaponIndex}`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apSwapWeapon'), 'drawing a weapon');
  ctx.emit({ type: 'weaponSwapped', figureId, weaponIndex });
}

/**
 * G-ACT-1 pick up an item within 1": a weapon from a fallen figure. It goes
 * to the end of the loadout; with the G-ROLL-4 option it counts as unfamiliar.
 */
export function pickUp(ctx: Ctx, figureId: string, fromId: string, weaponIndex: number): void {
  const f = physical(ctx, figureId, 'pick up');
  const from = getFigure(ctx.world, fromId, 'fromId');
  if (from.id === f.id) refuse('bad-command', `${f.name} already carries its own weapons`);
  if (!from.status.dead && !from.status.unconscious) refuse('not-down', `${from.name} is not down; only a fallen figure's weapon can be picked up`);
  if (footprintGap(f, from, ctx.world.map.grid) > 1) refuse('too-far', `${from.name} is not within 1" of ${f.name} (G-ACT-1)`);
  const lw = from.loadout.weapons[weaponIndex];
  if (!Number.isInteger(weaponIndex) || !lw) refuse('no-such-weapon', `${from.name} has no weapon ${weaponIndex}`);
  if (f.loadout.weapons.length >= 50) refuse('too-many', `${f.name} cannot carry more weapons`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apPickUp'), 'picking up a weapon');
  const weapon = {
    catalogueId: lw.catalogueId,
    dvBonus: lw.dvBonus ?? 0,
    ...(lw.ammo !== undefined ? { ammo: lw.ammo } : {}),
    ...(optBool(ctx.world, 'unskilledPenalty') ? { unskilledUses: 0 } : {}),
  };
  ctx.emit({ type: 'weaponPickedUp', figureId, fromId: from.id, fromIndex: weaponIndex, weapon });
}

/** G-OBJ-7: reload a magazine or cylinder (default 2 AP); "1 Shot" weapons reload inside their attack. */
export function reload(ctx: Ctx, figureId: string, weaponIndex?: number): void {
  const f = physical(ctx, figureId, 'reload');
  const i = weaponIndex ?? f.loadout.activeWeapon;
  const lw = f.loadout.weapons[i];
  if (!lw) refuse('no-such-weapon', `${f.name} has no weapon ${i}`);
  const spec = weaponById(lw.catalogueId);
  if (!spec || spec.ammo === null) refuse('no-ammo-weapon', `${spec?.name ?? lw.catalogueId} takes no ammunition`);
  if (spec.ammo === 1) refuse('no-reload', `${spec.name} reloads as part of its attack (G-OBJ-7)`);
  if ((lw.ammo ?? spec.ammo) >= spec.ammo) refuse('full', `${spec.name} is already loaded`);
  payAp(ctx, figureId, optNumber(ctx.world, 'reloadAp'), `reloading the ${spec.name}`);
  ctx.emit({ type: 'weaponReloaded', figureId, weaponIndex: i, ammo: spec.ammo });
}

export function look(ctx: Ctx, figureId: string): void {
  getFigure(ctx.world, figureId);
  payAp(ctx, figureId, optNumber(ctx.world, 'apLook'), 'looking');
  ctx.emit({ type: 'customActionDone', figureId, name: 'look', apCost: optNumber(ctx.world, 'apLook') });
}

/** G-ACT-1 first aid: adjacent, Mind roll; success restores 1 HP, once per wound (a failed try may be repeated). */
export function firstAid(ctx: Ctx, figureId: string, targetId: string): void {
  const f = physical(ctx, figureId, 'give first aid');
  const t = getFigure(ctx.world, targetId, 'targetId');
  if (t.status.dead) refuse('dead', `${t.name} is dead`);
  if (t.id !== f.id && footprintGap(f, t, ctx.world.map.grid) > 1) refuse('too-far', `${t.name} is not adjacent to ${f.name}`);
  // Module L (L-BAR): first aid stabilises a Dying figure instead of healing HP.
  if (moduleOn(ctx.world, 'L')) return stabiliseByFirstAid(ctx, figureId, t.id);
  const bleeding = !!t.bleedOut && moduleOn(ctx.world, 'S'); // module S: first aid stops a bleed-out
  if (t.hp >= t.stats.hp && !bleeding) refuse('unhurt', `${t.name} is not wounded`);
  if (untreatedWounds(t) === 0 && !bleeding) refuse('tended', `${t.name}'s wounds have all been tended (first aid: once per wound)`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apFirstAid'), 'first aid');
  const r = ctx.actionRoll(`first aid on ${t.name}`, figureId, f.stats.mnd, []);
  if (r.success && bleeding) stopOneBleedOut(ctx, targetId);
  else if (r.success) {
    const hpAfter = t.hp + 1;
    ctx.emit({ type: 'figureHealed', figureId: targetId, hpGained: 1, hpAfter });
    if (t.status.unconscious && hpAfter >= 1) ctx.emit({ type: 'figureWoke', figureId: targetId });
  }
}

/** G-ACT-1 custom action: 1 AP per 3 seconds, named by the player, with an optional roll. */
export function customAction(ctx: Ctx, figureId: string, name: string, apCost: number, roll?: { stat: 'bod' | 'mnd' | 'mys'; modifiers?: ManualModifier[] }): void {
  const f = getFigure(ctx.world, figureId);
  if (typeof name !== 'string' || !name.trim()) refuse('bad-command', 'customAction needs a name');
  if (!Number.isInteger(apCost) || apCost < 0) refuse('bad-command', `customAction "${name}": apCost must be a whole number >= 0`);
  if (roll && roll.stat !== 'mnd' && !canActPhysically(f)) refuse('cannot-act', `${f.name} cannot act physically (G-HP-1)`);
  if (roll && !['bod', 'mnd', 'mys'].includes(roll.stat)) refuse('bad-command', `customAction roll stat must be bod, mnd or mys`);
  const mods = checkManualModifiers(ctx.world, [], roll?.modifiers ?? []);
  payAp(ctx, figureId, apCost, name);
  let success: boolean | undefined;
  if (roll) success = ctx.actionRoll(name, figureId, f.stats[roll.stat], mods).success;
  ctx.emit({ type: 'customActionDone', figureId, name, apCost, ...(success !== undefined ? { success } : {}) });
}

/**
 * G-TURN-3: spend all AP on a long task; progress is kept across rounds.
 * With a wallId it is forcing that door (within 1"): apNeeded defaults to
 * apForceDoor, and when the work is done the door stands open, even a locked one.
 */
export function longTask(ctx: Ctx, figureId: string, name: string, apNeededIn: number | undefined, wallId?: string): void {
  const f = physical(ctx, figureId, 'work');
  if (typeof name !== 'string' || !name.trim()) refuse('bad-command', 'longTask needs a name');
  if (wallId !== undefined) {
    const w = ctx.world.walls[wallId];
    if (!w) refuse('no-such-wall', `there is no wall "${wallId}"`);
    if (w.kind !== 'door') refuse('not-a-door', `"${wallId}" is a ${w.kind}, not a door`);
    if (w.door === 'open') refuse('already', `door "${wallId}" is already open`);
    const p = figureCentre(f, ctx.world.map.grid);
    if (!p || pointSegmentDistance(p, w.a, w.b) > 1 + 1e-9) refuse('too-far', `${f.name} must be within 1" of door "${wallId}" to force it (G-TURN-3)`);
  }
  const apNeeded = apNeededIn ?? (wallId !== undefined ? Math.max(1, Math.round(optNumber(ctx.world, 'apForceDoor'))) : undefined);
  if (apNeeded === undefined || !Number.isInteger(apNeeded) || apNeeded < 1) refuse('bad-command', 'longTask apNeeded must be a whole number >= 1');
  const prev = ctx.world.tasks?.[taskKey(figureId, name)];
  const done0 = prev?.apDone ?? 0;
  const spend = Math.min(f.apLeft, apNeeded - done0);
  payAp(ctx, figureId, spend, name);
  const apDone = done0 + spend;
  ctx.emit({ type: 'taskProgressed', figureId, name, apDone, apNeeded, finished: apDone >= apNeeded });
  if (wallId !== undefined && apDone >= apNeeded) ctx.emit({ type: 'doorChanged', wallId, door: 'open' });
}

/** A living figure anchored on the entry cell (G-GAME-1), asked of the rules cache's index: every such figure's footprint holds the cell's centre. */
function entryOccupied(ctx: Ctx, to: Cell): boolean {
  const p = figureCentre({ cell: to, sizeCells: 1 }, ctx.world.map.grid)!;
  return ctx.cache
    .spatial(ctx.world)
    .figuresInBox({ minX: p.x, minY: p.y, maxX: p.x, maxY: p.y })
    .some((o) => !o.status.dead && o.cell && o.cell.c === to.c && o.cell.r === to.r);
}
