// Module P's changes inside the attack Action (RULES §9.1): the limits on
// attacks after moving (P-MOVEFIRE, P-MELEE-MOVE), the charge and flee extras
// (P-CHARGE, P-RETREAT), automatic hits on a sleeping or held defender
// (P-MODS), critical hits and fumbles (P-CRIT, option), stray shots into a
// melee (P-MELEE-FIRE) and double damage. Called from combat/attack.ts only
// when the module is on.
import type { Figure, World } from '../../../model/schema';
import { parseDice, formatDice } from '../../../dice';
import { refuse, type Ctx } from '../../ctx';
import { weaponById, type WeaponSpec } from '../../deps';
import { dist, figureCentre, footprintGap } from '../../deps/geom';
import type { RollModifier } from '../../events';
import { optBool, optString } from '../../options';
import { isDown } from '../../state';

/** What the charge (P-CHARGE) or a flee (P-RETREAT) adds to an attack. */
export interface PhoenixAttackExtra {
  /** No AP is paid (the free attacks a flee provokes). */
  free?: boolean;
  modifiers?: RollModifier[];
  /** Damage multiplier on a hit (lance on a charge, set against a charge). */
  damageTimes?: number;
  why?: string;
}

export interface PhoenixAttackPlan {
  free: boolean;
  modifiers: RollModifier[];
  damageTimes: number;
  why: string;
  /** P-MODS: a sleeping or held (unconscious) defender is hit automatically. */
  autoHit: boolean;
  mode: 'melee' | 'thrown' | 'shooting' | 'hurling';
}

/** P-MOVEFIRE: ⌊A/T ÷ 2⌋ attacks (at least 1) once the figure has moved this round. */
export function moveFireCap(f: Figure, spec: WeaponSpec): number | null {
  if (!f.status.movesThisRound) return null;
  return Math.max(1, Math.floor(spec.attacksPerTurn.max / 2));
}

/** Refuses what module P forbids and returns the extras for this attack. */
export function phoenixAttackPlan(world: World, f: Figure, t: Figure, spec: WeaponSpec, shots: number, mode: PhoenixAttackPlan['mode'], extra: PhoenixAttackExtra = {}): PhoenixAttackPlan {
  if (mode === 'melee' && !extra.free && !f.status.meleeThisRound && (f.status.movesThisRound ?? 0) > 1)
    refuse('melee-after-moves', `${f.name} has made ${f.status.movesThisRound} move actions this round: at most one move before attacking in melee (P-MELEE-MOVE)`);
  const cap = mode === 'melee' ? null : moveFireCap(f, spec);
  if (cap !== null && shots > cap) refuse('move-fire', `${f.name} has moved this round: the ${spec.name} fires at most ${cap} attack(s) this turn, not ${shots} (P-MOVEFIRE)`);
  return {
    free: !!extra.free,
    modifiers: extra.modifiers ?? [],
    damageTimes: extra.damageTimes ?? 1,
    why: extra.why ?? '',
    autoHit: t.status.unconscious && !t.status.dead,
    mode,
  };
}

/** P-CRIT (option): natural 1 → damage rolled twice; natural 10 → the rest of the turn's attacks are lost. */
export function critOf(world: World, naturalRoll: number): 'critical' | 'fumble' | null {
  if (!optBool(world, 'phoenixCrits')) return null;
  return naturalRoll === 1 ? 'critical' : naturalRoll === 10 ? 'fumble' : null;
}

/** Damage of one hit: rolled twice on a critical (modifiers counted once), times the plan's multiplier. */
export function phoenixDamage(ctx: Ctx, notation: string, purpose: string, figureId: string, critical: boolean, times: number): number {
  let total = ctx.roll(purpose, notation, figureId).total;
  if (critical) {
    const e = parseDice(notation);
    total += ctx.roll(`${purpose}, critical: dice again (P-CRIT)`, formatDice({ ...e, modifier: 0 }), figureId).total;
  }
  return total * times;
}

const STRAY_PERCENT = { small: 5, medium: 10, large: 20 } as const;

/**
 * P-MELEE-FIRE: a ranged hit on a target engaged in melee may hit one of the
 * figures engaged with it instead: nearest to the shooter first, d100 ≤ 5 /
 * 10 / 20 by its size; the first that comes up takes the hit.
 */
export function strayTarget(ctx: Ctx, shooter: Figure, target: Figure, mode: PhoenixAttackPlan['mode']): string {
  if (mode === 'melee') return target.id;
  const from = figureCentre(shooter, ctx.world.map.grid);
  if (!from) return target.id;
  const engaged = Object.values(ctx.world.figures)
    .filter((o) => o.id !== target.id && o.id !== shooter.id && o.cell && !isDown(o) && o.sideId !== target.sideId && footprintGap(o, target, ctx.world.map.grid) <= 1)
    .map((o) => ({ o, d: dist(from, figureCentre(o, ctx.world.map.grid)!) }))
    .sort((a, b) => a.d - b.d || (a.o.id < b.o.id ? -1 : 1));
  for (const { o } of engaged) {
    const size = o.size ?? 'medium';
    const r = ctx.roll(`firing into melee: does the shot hit ${o.name} (${size}, ${STRAY_PERCENT[size]}%)? (P-MELEE-FIRE)`, '1d100', shooter.id).total;
    if (r <= STRAY_PERCENT[size]) {
      ctx.emit({ type: 'shotStrayed', figureId: shooter.id, targetId: target.id, hitId: o.id, roll: r, percent: STRAY_PERCENT[size] });
      return o.id;
    }
  }
  return target.id;
}

/** P-CHARGE: lance-like weapons (rule option pChargeDoubleWeapons) deal double damage on a charge. */
export function isLanceLike(world: World, catalogueId: string): boolean {
  const ids = optString(world, 'pChargeDoubleWeapons')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.includes(catalogueId) && !!weaponById(catalogueId);
}

/** After a melee attack the figure may move again without P-MELEE-MOVE stopping it. */
export function noteMelee(ctx: Ctx, figureId: string, mode: PhoenixAttackPlan['mode']): void {
  if (mode === 'melee' && !ctx.world.figures[figureId]?.status.meleeThisRound) ctx.emit({ type: 'statusChanged', figureId, status: { meleeThisRound: true } });
}
