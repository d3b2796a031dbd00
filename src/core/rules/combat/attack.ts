// The attack Action (G-ATK-1..3): weapon and target declared, AP and one ammo
// per shot, each shot rolled as a Body roll with automatic and manual
// modifiers, hits roll damage through armour (G-DMG) into HP (G-HP).
import type { Figure, World } from '../../model/schema';
import type { ManualModifier } from '../commands';
import type { RollModifier } from '../events';
import { refuse, type Ctx } from '../ctx';
import { UNARMED, attackCountAllowed, crewedApPerAttack, defaultApPerAttack, weaponById, weaponDamageNotation, type WeaponSpec } from '../deps';
import { optBool, optString } from '../options';
import { canActPhysically, getFigure, isDown, payAp } from '../state';
import { checkManualModifiers } from '../rolls/modifiers';
import { applyDamage } from './damage';
import { checkAttack, type AttackMode } from './modifiers';
import { moduleOn } from '../../model/modules';
import { offerAbort } from '../modules/n/abort';
import { critOf, noteMelee, phoenixAttackPlan, phoenixDamage, strayTarget, type PhoenixAttackExtra, type PhoenixAttackPlan } from '../modules/p/attackPlan';
import { woundModifiers } from '../modules/s/wounds';

export interface HeldWeapon {
  index: number;
  /** Uses so far of a weapon the figure is not familiar with (G-ROLL-4), else undefined. */
  unskilledUses?: number;
  spec: WeaponSpec;
  catalogueId: string;
  dvBonus: number;
  ammo: number | undefined;
  apPerAttack: number;
}

/**
 * The weapon a command names: index -1 (or an empty loadout) is unarmed (G-OBJ-4).
 * A `crew` (G-OBJ-5) sets a crewed weapon's AP per attack; it is refused on
 * other weapons and outside the minimum crew to 4x it.
 */
export function heldWeapon(world: World, f: Figure, weaponIndex: number | undefined, crew?: number): HeldWeapon {
  const w = heldWeaponUncrewed(world, f, weaponIndex);
  if (crew === undefined) return w;
  const min = w.spec.crewMin;
  if (min === undefined) refuse('not-crewed', `the ${w.spec.name} is not a crewed weapon: "crew" applies only to crewed weapons (G-OBJ-5)`);
  if (typeof crew !== 'number' || !Number.isInteger(crew) || crew < min || crew > 4 * min)
    refuse('bad-crew', `the ${w.spec.name} takes a crew of ${min} to ${4 * min}, got ${JSON.stringify(crew)} (G-OBJ-5)`);
  return { ...w, apPerAttack: crewedApPerAttack(w.spec, crew) };
}

function heldWeaponUncrewed(world: World, f: Figure, weaponIndex: number | undefined): HeldWeapon {
  const index = weaponIndex ?? (f.loadout.weapons.length ? f.loadout.activeWeapon : -1);
  if (index === -1) return { index, spec: UNARMED, catalogueId: UNARMED.id, dvBonus: 0, ammo: undefined, apPerAttack: UNARMED.apPerAttack.min };
  const lw = f.loadout.weapons[index];
  if (!Number.isInteger(index) || !lw) refuse('no-such-weapon', `${f.name} has no weapon ${index}`);
  const spec = weaponById(lw.catalogueId);
  if (!spec) refuse('unknown-weapon', `${f.name}'s weapon ${index} "${lw.catalogueId}" is not in the catalogue`);
  if (index !== f.loadout.activeWeapon) refuse('not-drawn', `${f.name} holds weapon ${f.loadout.activeWeapon}; draw the ${spec.name} first (swapWeapon, G-ACT-1)`);
  // G-OBJ-7: "1 Shot" weapons reload inside their AP per attack, so they never run dry.
  const ammo = spec.ammo === 1 ? undefined : (lw.ammo ?? spec.ammo ?? undefined);
  const uses = (lw as { unskilledUses?: number }).unskilledUses;
  return { index, spec, catalogueId: lw.catalogueId, dvBonus: lw.dvBonus ?? 0, ammo, apPerAttack: lw.apPerAttack ?? apFromSpan(world, spec), ...(uses !== undefined ? { unskilledUses: uses } : {}) };
}

/** G-ROLL-4 (option): -3 the first time an unfamiliar weapon is used, -2 the second, -1 after. */
export function unskilledModifier(world: World, w: HeldWeapon): RollModifier[] {
  if (w.unskilledUses === undefined || !optBool(world, 'unskilledPenalty')) return [];
  return [{ value: -Math.max(1, 3 - w.unskilledUses), source: 'unskilled (G-ROLL-4)', auto: true }];
}

/** G-ROLL-4: only a success with the unfamiliar weapon moves its penalty on (−3 → −2 → −1); failures do not. */
export function practise(ctx: Ctx, figureId: string, w: HeldWeapon): void {
  if (w.unskilledUses === undefined || !optBool(ctx.world, 'unskilledPenalty')) return;
  ctx.emit({ type: 'weaponPracticed', figureId, weaponIndex: w.index, unskilledUses: w.unskilledUses + 1 });
}

/** G-OBJ-3 [default: the lowest] of the AP span. */
export function apFromSpan(world: World, spec: WeaponSpec): number {
  if (spec.crewMin !== undefined) return defaultApPerAttack(spec);
  const choice = optString(world, 'apSpanChoice');
  if (choice === 'highest') return spec.apPerAttack.max;
  if (choice === 'middle') return Math.round((spec.apPerAttack.min + spec.apPerAttack.max) / 2);
  return spec.apPerAttack.min;
}

/** `free`: module P's provoked attacks pay no AP (P-RETREAT). */
export function checkShotsAndAmmo(f: Figure, w: HeldWeapon, shots: number, free = false): void {
  if (!attackCountAllowed(w.spec, shots)) {
    const a = w.spec.attacksPerTurn;
    refuse('bad-shots', `the ${w.spec.name} allows ${a.choices ? a.choices.join(' or ') : `1 to ${a.max}`} attacks per turn, not ${shots} (G-ATK-1)`);
  }
  const total = free ? 0 : shots * w.apPerAttack;
  if (total > f.apLeft) refuse('ap-short', `${f.name} has ${f.apLeft} AP left; ${shots} attack(s) with the ${w.spec.name} cost ${total} AP (${total - f.apLeft} short)`, total - f.apLeft);
  if (w.ammo !== undefined && w.ammo < shots) refuse('no-ammo', w.ammo === 0 ? `the ${w.spec.name} is empty: reload first (G-OBJ-7)` : `the ${w.spec.name} has ${w.ammo} shot(s) left, not ${shots}`);
}

/** `phoenix`: module P's charge or flee extras (P-CHARGE, P-RETREAT). */
export function attack(ctx: Ctx, cmd: { figureId: string; targetId: string; weaponIndex?: number; shots?: number; modifiers?: ManualModifier[]; crew?: number }, phoenix?: PhoenixAttackExtra): void {
  const f = getFigure(ctx.world, cmd.figureId);
  if (!canActPhysically(f)) refuse('cannot-act', `${f.name} cannot attack: an attack needs at least 1 HP (G-HP-1)`);
  const t = getFigure(ctx.world, cmd.targetId, 'targetId');
  if (t.id === f.id) refuse('bad-target', `${f.name} cannot attack itself`);
  if (t.status.dead) refuse('bad-target', `${t.name} is already out`);
  const w = heldWeapon(ctx.world, f, cmd.weaponIndex, cmd.crew);
  if (w.spec.area) refuse('area-weapon', `the ${w.spec.name} is an area weapon: use throwArea at a point (G-AREA-5)`);
  const shots = cmd.shots ?? 1;
  checkShotsAndAmmo(f, w, shots, phoenix?.free);
  const check = checkAttack(ctx.world, f, t, w.spec, ctx.cache);
  if (!check.ok) refuse(check.code, check.message);
  // Module P (RULES §9.1): limits after moving, charge/flee extras, automatic hits, crits, stray shots.
  const p = moduleOn(ctx.world, 'P') ? phoenixAttackPlan(ctx.world, f, t, w.spec, shots, check.mode, phoenix) : null;
  // Module S: wound penalties (S-WOUND).
  const mods = checkManualModifiers(ctx.world, [...check.modifiers, ...(p?.modifiers ?? []), ...unskilledModifier(ctx.world, w), ...woundModifiers(ctx.world, f, 'attack')], cmd.modifiers);
  ctx.emit({ type: 'attackDeclared', figureId: f.id, targetId: t.id, weaponIndex: w.index, weaponId: w.spec.id, shots, apPerAttack: w.apPerAttack });
  fireShots(ctx, {
    attackerId: f.id,
    targetId: t.id,
    weaponIndex: w.index,
    ...(cmd.crew !== undefined ? { crew: cmd.crew } : {}),
    mode: check.mode,
    shot: 1,
    shots,
    modifiers: mods,
    wasDown: isDown(t),
    ...(p ? { phoenix: p } : {}),
  });
}

/** Where a (possibly paused) attack stands: the next shot to fire and what it carries. */
export interface ShotState {
  attackerId: string;
  targetId: string;
  weaponIndex: number;
  crew?: number;
  mode: AttackMode;
  /** The next shot to fire (1-based). */
  shot: number;
  shots: number;
  modifiers: RollModifier[];
  wasDown: boolean;
  /** Module P: the attack's Phoenix plan (RULES §9.1). */
  phoenix?: PhoenixAttackPlan;
}

/**
 * Fires shots `s.shot..s.shots`. With module N a hit may open an abort
 * window (N-ABORT): the attack then pauses in `World.pendingAbort` and the
 * defender's chooseAbort resumes it here.
 */
export function fireShots(ctx: Ctx, s: ShotState, resumedAfterHit = false): void {
  const f = ctx.world.figures[s.attackerId];
  const t = ctx.world.figures[s.targetId];
  const w = heldWeapon(ctx.world, f, s.weaponIndex, s.crew);
  const natural = optBool(ctx.world, 'natural1Hits');
  let ammo = w.ammo;
  let shotMods = s.modifiers;
  const shots = s.shots;
  let succeeded = resumedAfterHit;
  const p = s.phoenix ?? null;
  for (let i = s.shot; i <= shots; i++) {
    // Later shots of a burst are not fired once the target drops (or dies, if it was already down).
    const now = ctx.world.figures[t.id];
    if (now.status.dead || (!s.wasDown && isDown(now))) {
      const unfired = shots - i + 1;
      ctx.emit({
        type: 'burstStopped',
        figureId: f.id,
        targetId: t.id,
        shotsFired: i - 1,
        shotsUnfired: unfired,
        apSaved: unfired * w.apPerAttack,
        ammoSaved: ammo !== undefined && w.index >= 0 ? unfired : 0,
      });
      break;
    }
    if (!p?.free) payAp(ctx, f.id, w.apPerAttack, `attack with the ${w.spec.name}${p?.why ? ` (${p.why})` : ''}`);
    if (ammo !== undefined && w.index >= 0) {
      ammo -= 1;
      ctx.emit({ type: 'ammoSpent', figureId: f.id, weaponIndex: w.index, ammoLeft: ammo });
    }
    const r = p?.autoHit
      ? { roll: 0, success: true }
      : ctx.actionRoll(`attack ${i}/${shots}: ${f.name} at ${t.name} with the ${w.spec.name}${p?.why ? ` (${p.why})` : ''}`, f.id, f.stats.bod, shotMods, natural);
    if (i === 1 && ctx.world.figures[f.id].status.aimed) {
      // Aim helps the next attack roll only (G-ACT-1).
      ctx.emit({ type: 'statusChanged', figureId: f.id, status: { aimed: false } });
      shotMods = shotMods.filter((m) => m.source !== 'aimed');
    }
    const crit = p ? critOf(ctx.world, r.roll) : null;
    if (crit === 'fumble') {
      // P-CRIT: a natural 10 costs the rest of this turn's attacks (not fired, not paid).
      if (i < shots)
        ctx.emit({
          type: 'burstStopped',
          figureId: f.id,
          targetId: t.id,
          shotsFired: i,
          shotsUnfired: shots - i,
          apSaved: p?.free ? 0 : (shots - i) * w.apPerAttack,
          ammoSaved: ammo !== undefined && w.index >= 0 ? shots - i : 0,
          fumble: true,
        });
      break;
    }
    if (!r.success) continue;
    if (!succeeded) practise(ctx, f.id, w);
    succeeded = true;
    const notation = weaponDamageNotation({ catalogueId: w.catalogueId, dvBonus: w.dvBonus });
    if (p) {
      const hitId = strayTarget(ctx, f, ctx.world.figures[t.id], p.mode);
      const hit = ctx.world.figures[hitId];
      const total = phoenixDamage(ctx, notation, `damage: ${w.spec.name} on ${hit.name}${p.damageTimes > 1 ? ` x${p.damageTimes} (${p.why})` : ''}`, f.id, crit === 'critical', p.damageTimes);
      const pSource = `${f.name}'s ${w.spec.name}`;
      // Modules P with N: the defender it was aimed at may answer the hit (N-ABORT); a stray hit on another figure may not,
      // nor one among Actions resolving together (P-INIT ties: the defender has declared its own Action for that moment).
      if (moduleOn(ctx.world, 'N') && hitId === t.id && !ctx.deferredDamage && offerAbort(ctx, { ...s, shot: i, modifiers: shotMods, damage: total, source: pSource, tried: [] })) return;
      applyDamage(ctx, hitId, total, pSource, w.index === -1 ? { unarmed: true } : {});
      continue;
    }
    const dmg = ctx.roll(`damage: ${w.spec.name} on ${t.name}`, notation, f.id);
    const source = `${f.name}'s ${w.spec.name}`;
    // Module N (N-ABORT): the defender may answer the hit before damage.
    if (moduleOn(ctx.world, 'N') && offerAbort(ctx, { ...s, shot: i, modifiers: shotMods, damage: dmg.total, source, tried: [] })) return;
    applyDamage(ctx, t.id, dmg.total, source, w.index === -1 ? { unarmed: true } : {});
  }
  if (p && !p.free) noteMelee(ctx, f.id, p.mode);
}
