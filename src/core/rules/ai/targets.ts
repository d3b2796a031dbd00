// G-GAME-3 computer player, "attacking the best target it can see": the
// target where an attack is expected to take the most HP — the chance to
// hit (G-ROLL-1: 1d10 ≤ Action Value) times the HP the weapon's damage
// takes through what is left of that target's armour this round (G-DMG-1..3), counting a likely
// takedown well above — then the weakest. Armour matters: a pistol should not be
// emptied into riot armour while an unarmoured enemy stands beside it.
import type { RulesCache } from '../../spatial/rulesCache';
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { absorbDamage, rangeFor, weaponById, weaponDamageNotation, type WeaponSpec } from '../deps';
import { figureCentre } from '../deps/geom';
import { optNumber, optNumberList } from '../options';
import { parseDice } from '../../dice';
import { checkAttack } from '../combat/modifiers';
import { apFromSpan } from '../combat/attack';
import { drvLeft } from '../combat/damage';

const distCache = new Map<string, Array<[number, number]>>();

/** The damage roll's totals with their chances ([total, p]). */
function damageDistribution(notation: string): Array<[number, number]> {
  let d = distCache.get(notation);
  if (d) return d;
  const e = parseDice(notation);
  let sums = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < e.count; i++) {
    const next = new Map<number, number>();
    for (const [s, p] of sums) for (let face = 1; face <= e.sides; face++) next.set(s + face, (next.get(s + face) ?? 0) + p / e.sides);
    sums = next;
  }
  d = [...sums].map(([s, p]) => [Math.floor(s / e.divisor) + e.modifier, p] as [number, number]);
  distCache.set(notation, d);
  return d;
}

/** A takedown is worth this many HP more than the HP it takes: a figure down no longer fights. */
const TAKEDOWN_BONUS = 10;

/** Expected worth of one attack: hit chance x (HP lost through armour, capped at the HP left, + a bonus for a takedown). */
export function expectedHarm(actionValue: number, notation: string, drv: number, hpLeft: number): number {
  const pHit = Math.min(1, Math.max(0, Math.floor(actionValue)) / 10);
  let harm = 0;
  for (const [total, p] of damageDistribution(notation)) {
    const loss = absorbDamage(total, drv).hpLoss;
    harm += p * (Math.min(loss, Math.max(hpLeft, 0)) + (loss >= hpLeft ? TAKEDOWN_BONUS : 0));
  }
  return pHit * harm;
}

/** A carried weapon (knives to throw) with none left. */
const spent = (lw: Figure['loadout']['weapons'][number], spec: WeaponSpec) => spec.ammo === null && lw.ammo !== undefined && lw.ammo <= 0;

/**
 * The held weapon has no target (out of sight, or a bow against an enemy
 * hidden in the brush beside it): draw another plain weapon that has one,
 * e.g. the knife for that enemy (G-ATK-3 melee needs no line of sight).
 */
function drawAnother(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command[] {
  for (let i = 0; i < f.loadout.weapons.length; i++) {
    if (i === f.loadout.activeWeapon) continue;
    const lw = f.loadout.weapons[i]!;
    const spec = weaponById(lw.catalogueId);
    if (!spec || spec.area || spent(lw, spec)) continue;
    if (f.apLeft < 1 + (lw.apPerAttack ?? apFromSpan(world, spec))) continue;
    if (enemies.some((e) => checkAttack(world, f, e, spec, cache).ok)) return [{ type: 'swapWeapon', figureId: f.id, weaponIndex: i }];
  }
  return [];
}

/**
 * The enemies a ranged-only weapon may reach, in their order: the rules
 * cache's index gives the figures within the last range band (G-RNG-1) of
 * the attacker's centre, the point checkAttack measures from, so no enemy
 * it would accept is dropped, and the far ones skip its cover test.
 */
function inRange(world: World, f: Figure, enemies: Figure[], spec: WeaponSpec, cache: RulesCache): Figure[] {
  const mode = spec.categories.includes('melee') ? undefined : spec.categories.find((c): c is 'thrown' | 'shooting' | 'hurling' => c === 'thrown' || c === 'shooting' || c === 'hurling');
  const centre = figureCentre(f, world.map.grid);
  if (!mode || !centre) return enemies;
  const bands = mode === 'thrown' ? Math.min(optNumberList(world, 'rangeBands').length, optNumber(world, 'thrownMaxRangeMultiple')) : optNumber(world, 'maxRangeMultiple');
  const radiusInches = Math.max(0, rangeFor(spec, mode) * bands) + 1e-6;
  const near = new Set(
    cache
      .spatial(world)
      .figuresWithinRadius(centre, radiusInches)
      .map((e) => e.id),
  );
  return enemies.filter((e) => near.has(e.id));
}

/** Reload, draw a plain weapon, or attack the best target in sight. */
export function attackChoices(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command[] {
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec: WeaponSpec | undefined = lw ? weaponById(lw.catalogueId) : undefined;
  const out: Command[] = [];
  if (!lw || !spec || spec.area) {
    // Holding an area weapon with no good throw: go back to a plain weapon.
    const other = f.loadout.weapons.findIndex((w) => !weaponById(w.catalogueId)?.area);
    if (other >= 0 && other !== f.loadout.activeWeapon) out.push({ type: 'swapWeapon', figureId: f.id, weaponIndex: other });
    return out;
  }
  if (spec.ammo !== null && spec.ammo > 1 && (lw.ammo ?? spec.ammo) === 0) {
    out.push({ type: 'reload', figureId: f.id });
    return out;
  }
  const ap = lw.apPerAttack ?? apFromSpan(world, spec);
  if (ap > f.apLeft) return out;
  if (spent(lw, spec)) return drawAnother(world, f, enemies, cache);
  const notation = weaponDamageNotation(lw);
  const scored: Array<{ e: Figure; av: number; harm: number }> = [];
  for (const e of inRange(world, f, enemies, spec, cache)) {
    const c = checkAttack(world, f, e, spec, cache);
    if (!c.ok) continue;
    const av = f.stats.bod + c.modifiers.reduce((s, m) => s + m.value, 0);
    if (av < 1) continue;
    scored.push({ e, av, harm: expectedHarm(av, notation, drvLeft(world, e), e.hp) });
  }
  scored.sort((a, b) => b.harm - a.harm || a.e.hp - b.e.hp || (a.e.id < b.e.id ? -1 : 1));
  if (!scored.length || spent(lw, spec)) return drawAnother(world, f, enemies, cache);
  const target = scored[0]!.e;
  const maxShots = Math.min(spec.attacksPerTurn.max, Math.floor(f.apLeft / ap), spec.ammo === null ? Infinity : (lw.ammo ?? spec.ammo));
  const shots = spec.attacksPerTurn.choices ? Math.max(...spec.attacksPerTurn.choices.filter((c) => c <= maxShots), 1) : Math.max(1, maxShots);
  out.push({ type: 'attack', figureId: f.id, targetId: target.id, shots });
  if (shots > 1) out.push({ type: 'attack', figureId: f.id, targetId: target.id, shots: 1 });
  return out;
}
