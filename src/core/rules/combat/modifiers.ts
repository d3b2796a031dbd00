// Automatic attack modifiers (G-RNG-1, G-COV-1, G-MOD-1) and the legality
// checks of G-ATK-3; shared by the attack action, previews and the computer player.
import type { Figure, World } from '../../model/schema';
import { coverOf, rangeFor, type CoverLevel, type WeaponSpec } from '../deps';
import { footprintGap, terrainAt } from '../deps/geom';
import type { RollModifier } from '../events';
import { optNumber, optNumberList } from '../options';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { moduleOn } from '../../model/modules';
import { moduleRollModifiers } from '../modules/rollModifiers';
import { shieldDefence } from '../modules/l/lifeBar';
import { phoenixAttackCheck } from '../modules/p/tables';

const LEVELS: CoverLevel[] = ['none', 'light', 'medium', 'heavy'];

/** G-COV-1 table: cover or concealment level -> modifier (full = no line of sight). */
export function coverModifier(world: World, level: CoverLevel, kind: 'cover' | 'concealment'): number | null {
  if (level === 'full') return null;
  const table = optNumberList(world, kind === 'cover' ? 'coverMods' : 'concealmentMods');
  return table[LEVELS.indexOf(level)] ?? 0;
}

/** G-RNG-1: band modifier, or null beyond the last band (thrown: beyond 1x). */
export function rangeModifier(world: World, distanceInches: number, rangeInches: number, thrown: boolean): number | null {
  const bands = optNumberList(world, 'rangeBands');
  // G-RNG-1: maximum range is 3, 4 or 5 times the Range (scenario option); bands past the listed ones are -3.
  const maxMultiple = optNumber(world, 'maxRangeMultiple');
  const maxBands = thrown ? Math.min(bands.length, optNumber(world, 'thrownMaxRangeMultiple')) : maxMultiple;
  if (rangeInches <= 0) return null;
  for (let k = 1; k <= maxBands; k++) if (distanceInches <= rangeInches * k + 1e-9) return k <= bands.length ? bands[k - 1] : -3;
  return null;
}

export type AttackMode = 'melee' | 'thrown' | 'shooting' | 'hurling';

export type AttackCheck = { ok: true; mode: AttackMode; modifiers: RollModifier[]; distanceInches: number; rangeInches: number } | { ok: false; code: string; message: string };

function elevation(world: World, f: Figure): number {
  return f.cell ? (terrainAt(world, f.cell)?.elevation ?? 0) : 0;
}

/** G-ATK-3 legality and G-ROLL-3 automatic modifiers for one attacker, weapon and target. */
export function checkAttack(world: World, attacker: Figure, target: Figure, spec: WeaponSpec, cache: RulesCache = freshRulesCache()): AttackCheck {
  if (!attacker.cell || !target.cell) return { ok: false, code: 'off-map', message: 'both figures must be on the map' };
  const mods: RollModifier[] = [];
  const adjacent = footprintGap(attacker, target, world.map.grid) <= 1;
  const ranged = spec.categories.filter((c): c is 'thrown' | 'shooting' | 'hurling' => c === 'thrown' || c === 'shooting' || c === 'hurling');
  let mode: AttackMode;
  if (spec.categories.includes('melee') && (adjacent || !ranged.length)) {
    if (!adjacent) return { ok: false, code: 'not-adjacent', message: `${spec.name} is a melee weapon: ${target.name} must be adjacent (G-ATK-3)` };
    mode = 'melee';
  } else if (ranged.length) mode = ranged[0];
  else return { ok: false, code: 'not-an-attack', message: `${spec.name} cannot attack a figure (it is ${spec.categories.join(', ')})` };

  // Modules N/L: the attacker's injury or wounds, and (L-SOAK) the target's shield.
  if (moduleOn(world, 'N') || moduleOn(world, 'L')) mods.push(...moduleRollModifiers(world, attacker));
  if (moduleOn(world, 'L') && shieldDefence(target)) mods.push({ value: shieldDefence(target), source: `target's ${target.loadout.shield} (L-SOAK)`, auto: true });
  const higher = elevation(world, attacker) > elevation(world, target);
  // Module P: P-RANGE, P-COVER and P-MODS replace G-RNG-1, G-COV-1 and G-MOD-1.
  if (moduleOn(world, 'P')) return phoenixAttackCheck(world, attacker, target, spec, mode, coverOf(world, attacker.id, target.id, cache), higher);
  if (higher) mods.push({ value: optNumber(world, 'higherGroundMod'), source: 'higher ground', auto: true });
  const cov = coverOf(world, attacker.id, target.id, cache);
  const distanceInches = cov.distanceInches ?? 0;
  if (mode === 'melee') {
    if (target.status.prone) mods.push({ value: optNumber(world, 'proneTargetMeleeMod'), source: 'target prone (melee)', auto: true });
    if (attacker.status.aimed) mods.push({ value: optNumber(world, 'aimMod'), source: 'aimed', auto: true });
    return { ok: true, mode, modifiers: mods.filter((m) => m.value !== 0), distanceInches, rangeInches: 1 };
  }
  if (!cov.los) return { ok: false, code: 'no-los', message: `${attacker.name} has no line of sight to ${target.name} (G-ATK-3)` };
  const rangeInches = rangeFor(spec, mode);
  const rm = rangeModifier(world, distanceInches, rangeInches, mode === 'thrown');
  if (rm === null) return { ok: false, code: 'out-of-range', message: `${target.name} is ${distanceInches.toFixed(1)}" away, beyond the reach of the ${spec.name} (range ${rangeInches}", G-RNG-1)` };
  if (rm) mods.push({ value: rm, source: `range band (${distanceInches.toFixed(1)}" vs ${rangeInches}")`, auto: true });
  const cm = coverModifier(world, cov.cover, 'cover');
  const km = coverModifier(world, cov.concealment, 'concealment');
  if (cm === null || km === null) return { ok: false, code: 'no-los', message: `${target.name} is fully hidden from ${attacker.name}` };
  if (cm) mods.push({ value: cm, source: `cover (${cov.cover})`, auto: true });
  if (km) mods.push({ value: km, source: `concealment (${cov.concealment})`, auto: true });
  if (target.status.prone) mods.push({ value: optNumber(world, 'proneTargetRangedMod'), source: 'target prone (ranged)', auto: true });
  if (attacker.status.prone && mode === 'shooting') mods.push({ value: optNumber(world, 'proneShooterMod'), source: 'attacker prone, shooting', auto: true });
  if (attacker.status.aimed) mods.push({ value: optNumber(world, 'aimMod'), source: 'aimed', auto: true });
  return { ok: true, mode, modifiers: mods.filter((m) => m.value !== 0), distanceInches, rangeInches };
}
