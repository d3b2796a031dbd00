// Module P's scaled tables (RULES §9.1, text 002 "Missile Combat", "Cover and
// Concealment", "Combat Modifiers"): each d20 modifier halved per §9.0. They
// replace G-RNG-1's modifiers, G-COV-1's values and G-MOD-1 when P is on.
import type { Figure, World } from '../../../model/schema';
import { rangeFor, type CoverResult, type WeaponSpec } from '../../deps';
import type { RollModifier } from '../../events';
import { optNumber } from '../../options';

/** P-RANGE: short 0, medium −1, long −3 (text 0/−2/−5); bands past 3× (maxRangeMultiple 4 or 5) stay long. */
export const P_RANGE_MODS = [0, -1, -3];
/** P-COVER rows 25 / 50 / 75 / 90 % hidden (text −2/−4/−7/−10 and −1/−2/−3/−4). */
export const P_COVER_MODS = [-1, -2, -3, -3];
export const P_CONCEALMENT_MODS = [-1, -1, -2, -2];

/**
 * P-COVER row from the hidden fraction: 25–49% → 0, 50–74% → 1, 75% up to
 * 8/9 → 2, above 8/9 and below 100% → 3; below 25% → null (no modifier).
 * With nine samples 8/9 hidden is the most a visible target can be, so it
 * counts as the 90% row.
 */
export function coverRow(hidden: number): number | null {
  const eps = 1e-9;
  if (hidden < 0.25 - eps || hidden >= 1 - eps) return null;
  if (hidden < 0.5 - eps) return 0;
  if (hidden < 0.75 - eps) return 1;
  if (hidden < 8 / 9 - eps) return 2;
  return 3;
}

/** P-RANGE band index (0 short, 1 medium, 2+ long) for a distance, or null beyond the weapon's reach (G-RNG-1 bands). */
export function rangeBand(world: World, distanceInches: number, rangeInches: number, thrown: boolean): number | null {
  if (rangeInches <= 0) return null;
  const maxBands = thrown ? optNumber(world, 'thrownMaxRangeMultiple') : optNumber(world, 'maxRangeMultiple');
  for (let k = 1; k <= maxBands; k++) if (distanceInches <= rangeInches * k + 1e-9) return k - 1;
  return null;
}

export type PAttackMode = 'melee' | 'thrown' | 'shooting' | 'hurling';
export type PAttackCheck = { ok: true; mode: PAttackMode; modifiers: RollModifier[]; distanceInches: number; rangeInches: number } | { ok: false; code: string; message: string };

const mod = (value: number, source: string): RollModifier => ({ value, source, auto: true });

/**
 * G-ATK-3 legality with module P's modifiers in place of G-RNG-1, G-COV-1 and
 * G-MOD-1; each modifier names its source and rule id for the preview and the log.
 */
export function phoenixAttackCheck(world: World, attacker: Figure, target: Figure, spec: WeaponSpec, mode: PAttackMode, cov: CoverResult, higherGround: boolean): PAttackCheck {
  const mods: RollModifier[] = [];
  const distanceInches = cov.distanceInches ?? 0;
  if (higherGround) mods.push(mod(1, 'higher ground (P-MODS)'));
  if (target.status.prone || target.status.incapacitatedRounds > 0) mods.push(mod(2, `defender ${target.status.prone ? 'prone' : 'stunned'} (P-MODS)`));
  if (target.status.surprised && world.turn.round === 1) mods.push(mod(1, 'defender surprised (P-MODS)'));
  if (target.status.chargedRound) mods.push(mod(1, 'defender charged (P-CHARGE)'));
  // The aim action (G-ACT-1 table) keeps its +1: P-MODS replaces G-MOD-1's map modifiers, not an action's effect.
  if (attacker.status.aimed) mods.push(mod(optNumber(world, 'aimMod'), 'aimed'));
  if (mode === 'melee') return { ok: true, mode, modifiers: mods, distanceInches, rangeInches: 1 };
  if (!cov.los) return { ok: false, code: 'no-los', message: `${attacker.name} has no line of sight to ${target.name} (G-ATK-3)` };
  const rangeInches = rangeFor(spec, mode);
  const band = rangeBand(world, distanceInches, rangeInches, mode === 'thrown');
  if (band === null) return { ok: false, code: 'out-of-range', message: `${target.name} is ${distanceInches.toFixed(1)}" away, beyond the reach of the ${spec.name} (range ${rangeInches}", P-RANGE)` };
  const rm = P_RANGE_MODS[Math.min(band, 2)];
  if (rm) mods.push(mod(rm, `${band === 1 ? 'medium' : 'long'} range (${distanceInches.toFixed(1)}" vs ${rangeInches}", P-RANGE)`));
  if (cov.hiddenFraction >= 1 - 1e-9) return { ok: false, code: 'no-los', message: `${target.name} is fully hidden from ${attacker.name}` };
  // The hidden fraction splits into hard (cover) and soft (concealment) the way G-COV-1 does; each takes its P-COVER row.
  const coverRowIndex = coverRow(cov.hardHidden);
  const concealRowIndex = cov.hardHidden >= 1 - 1e-9 ? null : coverRow(cov.softHidden);
  const rowName = (i: number) => ['25%', '50%', '75%', '90%'][i];
  if (coverRowIndex !== null) mods.push(mod(P_COVER_MODS[coverRowIndex], `cover ${rowName(coverRowIndex)} (P-COVER)`));
  if (concealRowIndex !== null) mods.push(mod(P_CONCEALMENT_MODS[concealRowIndex], `concealment ${rowName(concealRowIndex)} (P-COVER)`));
  return { ok: true, mode, modifiers: mods, distanceInches, rangeInches };
}
