// Area weapons (G-AREA-1..5): a Body roll at a point in range and sight;
// a miss scatters; the burst hits every figure the point sees within the
// radius, rolled per figure; lasting areas and conditions follow.
import type { Area, PendingAbort, Point } from '../../model/schema';
import type { ManualModifier } from '../commands';
import { refuse, type Ctx } from '../ctx';
import { blastAt, losBetween, rangeFor, scatterEnd, weaponById, type WeaponSpec } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { optBool, optNumber } from '../options';
import { canActPhysically, getFigure, payAp } from '../state';
import { checkManualModifiers } from '../rolls/modifiers';
import { applyDamage } from '../combat/damage';
import { moduleOn } from '../../model/modules';
import { diveForCover, diveOdds, escapeCell, offerAbort } from '../modules/n/abort';
import { shouldDive } from '../ai/abort';
import { checkShotsAndAmmo, heldWeapon, practise, unskilledModifier } from '../combat/attack';
import { rangeModifier } from '../combat/modifiers';
import { smokeVisibility } from './lasting';
import type { RollModifier } from '../events';

export function areaMode(spec: WeaponSpec): 'thrown' | 'hurling' | 'shooting' | null {
  return spec.categories.includes('thrown') ? 'thrown' : spec.categories.includes('hurling') ? 'hurling' : spec.categories.includes('shooting') ? 'shooting' : null;
}

export function throwArea(ctx: Ctx, cmd: { figureId: string; weaponIndex?: number; at: Point; modifiers?: ManualModifier[]; placed?: boolean; crew?: number }): void {
  const f = getFigure(ctx.world, cmd.figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot throw: it needs at least 1 HP (G-HP-1)`);
  const at = cmd.at;
  if (!at || typeof at.x !== 'number' || typeof at.y !== 'number' || !Number.isFinite(at.x) || !Number.isFinite(at.y)) refuse('bad-command', 'throwArea needs "at": {x, y} in inches');
  if (at.x < 0 || at.y < 0 || at.x > ctx.world.map.widthCells || at.y > ctx.world.map.heightCells) refuse('off-map', `point ${at.x},${at.y} is off the map`);
  const w = heldWeapon(ctx.world, f, cmd.weaponIndex, cmd.crew);
  if (!w.spec.area) refuse('not-area', `the ${w.spec.name} is not an area weapon: use attack`);
  if (cmd.placed === true) return placeCharge(ctx, f.id, w, at);
  const mode = areaMode(w.spec);
  if (!mode) refuse('not-thrown', `the ${w.spec.name} cannot be thrown or launched`);
  checkShotsAndAmmo(f, w, 1);
  const from = figureCentre(f, ctx.world.map.grid)!;
  if (!losBetween(ctx.world, from, at, ctx.cache)) refuse('no-los', `${f.name} has no line of sight to ${at.x},${at.y} (G-AREA-5)`);
  const d = dist(from, at);
  const rangeInches = rangeFor(w.spec, mode);
  const rm = rangeModifier(ctx.world, d, rangeInches, mode === 'thrown');
  if (rm === null) refuse('out-of-range', `${at.x},${at.y} is ${d.toFixed(1)}" away, beyond the ${w.spec.name}'s reach (range ${rangeInches}", G-RNG-1)`);
  const auto: RollModifier[] = [];
  if (rm) auto.push({ value: rm, source: `range band (${d.toFixed(1)}" vs ${rangeInches}")`, auto: true });
  if (f.status.aimed) auto.push({ value: optNumber(ctx.world, 'aimMod'), source: 'aimed', auto: true });
  auto.push(...unskilledModifier(ctx.world, w));
  const mods = checkManualModifiers(ctx.world, auto, cmd.modifiers);
  ctx.emit({ type: 'attackDeclared', figureId: f.id, at, weaponIndex: w.index, weaponId: w.spec.id, shots: 1, apPerAttack: w.apPerAttack });
  payAp(ctx, f.id, w.apPerAttack, `throwing the ${w.spec.name}`);
  if (w.ammo !== undefined && w.index >= 0) ctx.emit({ type: 'ammoSpent', figureId: f.id, weaponIndex: w.index, ammoLeft: w.ammo - 1 });
  const r = ctx.actionRoll(`area attack: ${f.name} throws the ${w.spec.name} at ${at.x},${at.y}`, f.id, f.stats.bod, mods, optBool(ctx.world, 'natural1Hits'));
  if (f.status.aimed) ctx.emit({ type: 'statusChanged', figureId: f.id, status: { aimed: false } });
  if (r.success) practise(ctx, f.id, w);
  let point = at;
  if (!r.success) {
    // G-AREA-5 default: direction 1d10 x 36 degrees, distance (roll - AV)", at least 1".
    const dir = ctx.roll('scatter direction (G-AREA-5)', '1d10', f.id).total;
    const angleDeg = dir * 36;
    const distanceInches = Math.max(optNumber(ctx.world, 'scatterMinInches'), r.roll - r.target);
    point = scatterEnd(ctx.world, at, angleDeg, distanceInches, ctx.cache);
    ctx.emit({ type: 'burstScattered', from: at, to: point, angleDeg, distanceInches });
  }
  resolveBurst(ctx, w.spec, point, `${f.name}'s ${w.spec.name}`, { figureId: f.id, weaponIndex: w.index, mode });
}

/**
 * `attacker`: the figure whose Action this is (a throw, a charge placed to go
 * off at once). With module N the blast then pauses on each figure that may
 * Dive for Cover (N-ABORT) and goes on when it answers (continueBurst); a
 * charge going off as the round starts has no Action to pause, so the
 * computer-player rule decides there for every side.
 */
export function resolveBurst(ctx: Ctx, spec: WeaponSpec, point: Point, source: string, attacker?: { figureId: string; weaponIndex: number; mode: 'thrown' | 'hurling' | 'shooting' }): void {
  const area = spec.area!;
  const hit = blastAt(ctx.world, point, area.radiusInches, ctx.cache);
  const affected = hit.affected.filter((id) => !ctx.world.figures[id]?.status.dead).sort();
  ctx.emit({ type: 'burstResolved', at: point, radiusInches: area.radiusInches, affected, shielded: [...hit.shielded].sort() });
  if (area.effect !== 'smoke') {
    // G-AREA-2 default: rolled separately per figure; option: one roll for all.
    const perFigure = optBool(ctx.world, 'areaDamagePerFigure');
    const sharedDamage = !perFigure && affected.length ? ctx.roll(`area damage: ${spec.name}`, spec.damage).total : undefined;
    const blast: Blast = { spec, point, source, affected, sharedDamage, attacker };
    if (damageBlast(ctx, blast, 0)) return;
  }
  afterBlast(ctx, spec, point, affected);
}

interface Blast {
  spec: WeaponSpec;
  point: Point;
  source: string;
  affected: string[];
  sharedDamage: number | undefined;
  attacker?: { figureId: string; weaponIndex: number; mode: 'thrown' | 'hurling' | 'shooting' };
}

/** Damages `affected[from..]`; true when it paused on a figure's Dive for Cover (module N). */
function damageBlast(ctx: Ctx, b: Blast, from: number): boolean {
  const radiusInches = b.spec.area!.radiusInches;
  for (let i = from; i < b.affected.length; i++) {
    const id = b.affected[i]!;
    // Real dice (issue 16 fix 8): the side whose action set the blast off rolls its damage, not the side hit
    // (after a paused Dive for Cover the command is the defender's, so the attacker names the side).
    const rollerSideId = b.attacker ? ctx.world.figures[b.attacker.figureId]?.sideId : ctx.actorSideId;
    const dmg = b.sharedDamage ?? ctx.roll(`area damage: ${b.spec.name} on ${ctx.world.figures[id].name}`, b.spec.damage, id, { sideId: rollerSideId }).total;
    if (!moduleOn(ctx.world, 'N')) {
      applyDamage(ctx, id, dmg, b.source);
      continue;
    }
    if (b.attacker) {
      const a = b.attacker;
      const pending: PendingAbort = {
        attackerId: a.figureId,
        targetId: id,
        weaponIndex: a.weaponIndex,
        mode: a.mode,
        shot: 1,
        shots: 1,
        modifiers: [],
        wasDown: false,
        damage: dmg,
        source: b.source,
        tried: [],
        burst: { weaponId: b.spec.id, at: { ...b.point }, radiusInches, affected: b.affected, next: i + 1, ...(b.sharedDamage !== undefined ? { sharedDamage: b.sharedDamage } : {}) },
      };
      // Module N (N-ABORT): the figure's player answers (the computer for its sides): Dive for Cover or take it.
      if (offerAbort(ctx, pending)) return true;
      applyDamage(ctx, id, dmg, b.source);
      continue;
    }
    applyDamage(ctx, id, dmg, b.source, { convert: diveIfWorthIt(ctx, id, b.point, radiusInches) });
  }
  return false;
}

/** Module N: the blast's paused figure has answered and taken its damage; the rest of the blast follows (N-ABORT). */
export function continueBurst(ctx: Ctx, p: PendingAbort): void {
  const b = p.burst!;
  const spec = weaponById(b.weaponId)!;
  const mode = p.mode === 'melee' ? 'thrown' : p.mode;
  const blast: Blast = { spec, point: b.at, source: p.source, affected: b.affected, sharedDamage: b.sharedDamage, attacker: { figureId: p.attackerId, weaponIndex: p.weaponIndex, mode } };
  if (damageBlast(ctx, blast, b.next)) return;
  afterBlast(ctx, spec, b.at, b.affected);
}

/** What a burst does after its damage: stun and concussion rolls, fire, markers, a lasting area (G-AREA-3, G-AREA-4). */
function afterBlast(ctx: Ctx, spec: WeaponSpec, point: Point, affected: string[]): void {
  const area = spec.area!;
  if (area.effect === 'stun' || area.effect === 'concussion') {
    const rounds = area.incapacitatedRounds ?? (area.effect === 'stun' ? 3 : 1);
    for (const id of affected) {
      const f = ctx.world.figures[id];
      if (f.status.dead) continue;
      const r = ctx.actionRoll(`${area.effect}: Mind roll (G-AREA-4)`, id, f.stats.mnd, []);
      if (!r.success) ctx.emit({ type: 'statusChanged', figureId: id, status: { incapacitatedRounds: Math.max(rounds, f.status.incapacitatedRounds) } });
    }
  }
  if (area.effect === 'napalm' || area.effect === 'fire') {
    // Napalm ignites its targets (G-AREA-4); both count as this round's fire damage (G-AREA-3 once per round).
    for (const id of affected) if (!ctx.world.figures[id].status.dead && !ctx.world.figures[id].status.burning) ctx.emit({ type: 'statusChanged', figureId: id, status: { burning: true } });
  }
  if (area.fireChance) {
    const r = ctx.roll(`chance of fire ${Math.round(area.fireChance * 100)}% (G-AREA-4)`, '1d100');
    if (r.total <= Math.round(area.fireChance * 100)) ctx.emit({ type: 'markerPlaced', at: point, marker: 'fire' });
  }
  for (const m of area.markers ?? []) ctx.emit({ type: 'markerPlaced', at: point, marker: m });
  const lasting = lastingArea(ctx, spec, point);
  if (lasting) {
    ctx.emit({ type: 'areaCreated', area: lasting });
    const vis = smokeVisibility(ctx, lasting);
    if (vis !== undefined) ctx.emit({ type: 'areaTicked', areaId: lasting.id, roundsLeft: lasting.roundsLeft, visibilityInches: vis });
  }
}

/** Most distance from the placer's centre to a placed charge: its own or an adjacent square. */
const PLACE_REACH_INCHES = 1.5;

/**
 * A placed charge (catalogue range 0", e.g. dynamite): set down on the
 * figure's own or an adjacent square, no attack roll and no scatter. Table
 * default: it goes off when the round's areas tick `placedFuseRounds` rounds
 * later (1 = at the start of the next round), shown meanwhile as an area of
 * effect "other" with the blast radius; 0 = at once. The catalogue's extra AP
 * for a "delay" is not charged.
 */
function placeCharge(ctx: Ctx, figureId: string, w: ReturnType<typeof heldWeapon>, at: Point): void {
  const f = getFigure(ctx.world, figureId);
  if (!w.spec.categories.includes('placed')) refuse('not-placeable', `the ${w.spec.name} cannot be placed (only thrown or launched)`);
  checkShotsAndAmmo(f, w, 1);
  const from = figureCentre(f, ctx.world.map.grid)!;
  const d = dist(from, at);
  if (d > PLACE_REACH_INCHES + 1e-9) refuse('too-far', `${at.x},${at.y} is ${d.toFixed(1)}" away: a charge is placed on the figure's own or an adjacent square (within ${PLACE_REACH_INCHES}")`);
  if (!losBetween(ctx.world, from, at, ctx.cache)) refuse('no-los', `${f.name} cannot reach ${at.x},${at.y} through a wall`);
  ctx.emit({ type: 'attackDeclared', figureId: f.id, at, weaponIndex: w.index, weaponId: w.spec.id, shots: 1, apPerAttack: w.apPerAttack });
  payAp(ctx, f.id, w.apPerAttack, `placing the ${w.spec.name}`);
  if (w.ammo !== undefined && w.index >= 0) ctx.emit({ type: 'ammoSpent', figureId: f.id, weaponIndex: w.index, ammoLeft: w.ammo - 1 });
  const fuse = Math.max(0, Math.round(optNumber(ctx.world, 'placedFuseRounds')));
  if (fuse === 0) return resolveBurst(ctx, w.spec, at, `${f.name}'s placed ${w.spec.name}`, { figureId: f.id, weaponIndex: w.index, mode: 'thrown' });
  ctx.emit({ type: 'areaCreated', area: { id: nextAreaId(ctx, w.spec.id), kind: w.spec.id, effect: 'other', center: { ...at }, radiusInches: w.spec.area!.radiusInches, roundsLeft: fuse } });
}

/** A placed charge's area (effect "other" of a placeable blast weapon). */
export function isPlacedCharge(a: Area): boolean {
  const spec = weaponById(a.kind);
  return a.effect === 'other' && !!spec?.area && spec.categories.includes('placed') && spec.area.effect !== 'smoke';
}

/** Its fuse has burnt down: the charge's area goes and the blast resolves where it lies. */
export function detonateCharge(ctx: Ctx, a: Area): void {
  const spec = weaponById(a.kind)!;
  ctx.emit({ type: 'areaRemoved', areaId: a.id });
  resolveBurst(ctx, spec, a.center, `placed ${spec.name}`);
}

function nextAreaId(ctx: Ctx, kind: string): Area['id'] {
  let n = 1;
  while (ctx.world.areas[`${kind}-r${ctx.world.turn.round}-${n}`]) n++;
  return `${kind}-r${ctx.world.turn.round}-${n}` as Area['id'];
}

/** G-AREA-3 lasting areas: fire and napalm burn, smoke hides, flash lingers. */
function lastingArea(ctx: Ctx, spec: WeaponSpec, point: Point): Area | null {
  const a = spec.area!;
  const effect: Area['effect'] | null = a.effect === 'fire' || a.effect === 'napalm' ? 'fire' : a.effect === 'smoke' ? 'smoke' : a.effect === 'stun' && a.durationRounds ? 'flash' : null;
  if (!effect) return null;
  const defaults = { fire: 2, smoke: 10, flash: 1, stun: 1, other: 1 };
  const roundsLeft = a.durationRounds ?? defaults[effect];
  if (roundsLeft <= 0) return null;
  const area: Area = { id: nextAreaId(ctx, spec.id), kind: spec.id, effect, center: { ...point }, radiusInches: a.radiusInches, roundsLeft };
  if (effect === 'fire') area.damage = spec.damage;
  return area;
}

/** Module N, a charge going off at round start (no Action to pause): the figure dives when the computer-player rule says it pays (ai/abort shouldDive); returns the points turned non-lethal. */
function diveIfWorthIt(ctx: Ctx, id: string, at: Point, radiusInches: number): number {
  const f = ctx.world.figures[id];
  if (!f || f.status.dead) return 0;
  const escape = escapeCell(ctx.world, f, at, radiusInches);
  if (!shouldDive(f, diveOdds(ctx.world, f, escape !== null))) return 0;
  return diveForCover(ctx, id, escape);
}
