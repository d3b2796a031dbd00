// AP per attack and attack counts (G-OBJ-3, G-OBJ-5, G-ATK-1).
import type { WeaponSpec } from './data';

/**
 * G-OBJ-5: crew from the listed minimum up to 4× it. For each whole multiple
 * of the minimum crew, the AP cost falls by 25% of the maximum listed cost:
 * Ballista (crew 2+, 4–16 AP): crew 2 → 16, 4 → 12, 6 → 8, 8 → 4. A crew that
 * is not a whole multiple counts only its whole multiples (Ballista crew 3 → 16).
 */
export function crewedApPerAttack(weapon: WeaponSpec, crew: number): number {
  const min = weapon.crewMin;
  if (min === undefined) throw new Error(`weapon "${weapon.id}" is not a crewed weapon`);
  if (!Number.isInteger(crew) || crew < min || crew > 4 * min) {
    throw new Error(`weapon "${weapon.id}" needs a crew of ${min} to ${4 * min}, got ${crew}`);
  }
  const multiples = Math.floor(crew / min);
  const maxAp = weapon.apPerAttack.max;
  // ceil: a fractional quarter never makes the weapon cheaper than the text allows.
  return Math.ceil(maxAp - ((multiples - 1) * maxAp) / 4);
}

/**
 * G-OBJ-3 [default: the lowest]: the AP per attack used when the scenario or
 * loadout picks none. Crewed weapons are the exception: their span is the crew
 * rule (footnote **), so with a crew the cost comes from crewedApPerAttack,
 * and without one it is the cost for the minimum crew.
 */
export function defaultApPerAttack(weapon: WeaponSpec, crew?: number): number {
  if (weapon.crewMin !== undefined) return crewedApPerAttack(weapon, crew ?? weapon.crewMin);
  return weapon.apPerAttack.min;
}

/**
 * G-ATK-1: may a figure make `count` attacks this turn with this weapon? Up to
 * A/T attacks; a weapon whose text lists only some counts ("1 or 3") allows
 * only those.
 */
export function attackCountAllowed(weapon: WeaponSpec, count: number): boolean {
  const a = weapon.attacksPerTurn;
  if (!Number.isInteger(count) || count < 1) return false;
  if (a.choices) return a.choices.includes(count);
  return count <= a.max;
}
