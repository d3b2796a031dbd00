// Loadouts against the OP budget (G-OBJ-1), armour totals (G-OBJ-6) and the
// damage notation a weapon actually rolls after OP spent on DV.
import type { Loadout } from '../../model/schema';
import { addModifier, parseDice } from '../../dice';
import { armourById, isCountedItem, weaponById } from './data';

type LoadoutWeapon = Loadout['weapons'][number];
type LoadoutLike = {
  weapons?: Array<Partial<LoadoutWeapon> & { catalogueId: string }>;
  armour?: string | readonly string[];
  shield?: string;
  drvBonus?: number;
};

/** The armour pieces a loadout wears: none, one, or several of different materials. */
export function armourPieces(loadout: { armour?: string | readonly string[] }): readonly string[] {
  const a = loadout.armour;
  return a === undefined || a === '' ? [] : typeof a === 'string' ? [a] : a;
}

/**
 * G-DMG-2 / GRIT 4.2.3: assorted pieces of different materials give the
 * average of their DRVs, rounded down; one piece gives its own. Unknown ids count 0.
 */
export function armourDrv(loadout: { armour?: string | readonly string[] }): number {
  const pieces = armourPieces(loadout);
  if (!pieces.length) return 0;
  const sum = pieces.reduce((acc, id) => acc + (armourById(id)?.drv ?? 0), 0);
  return Math.floor(sum / pieces.length);
}

/** OP a loadout costs: weapons (unarmed is free) + DV bonuses + armour + shield + DRV bonus. */
export function loadoutOpCost(loadout: LoadoutLike): number {
  let op = 0;
  for (const lw of loadout.weapons ?? []) op += (weaponById(lw.catalogueId)?.opCost ?? 0) + (lw.dvBonus ?? 0);
  for (const id of armourPieces(loadout)) op += armourById(id)?.opCost ?? 0;
  if (loadout.shield) op += armourById(loadout.shield)?.opCost ?? 0;
  return op + (loadout.drvBonus ?? 0);
}

/**
 * G-OBJ-1: refuse unknown ids, armour in the shield slot (and the reverse), an
 * AP per attack outside the weapon's span, ammo over the magazine, and a total
 * over the budget. Every message names the loadout path.
 */
export function checkLoadout(loadout: LoadoutLike, opBudget: number): { ok: true; opSpent: number } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  (loadout.weapons ?? []).forEach((lw, i) => {
    const w = weaponById(lw.catalogueId);
    if (!w) {
      errors.push(`weapons[${i}].catalogueId: unknown weapon "${lw.catalogueId}"`);
      return;
    }
    if (lw.apPerAttack !== undefined && w.crewMin === undefined && (lw.apPerAttack < w.apPerAttack.min || lw.apPerAttack > w.apPerAttack.max)) {
      errors.push(`weapons[${i}].apPerAttack: ${w.name} takes ${w.apPerAttack.min}–${w.apPerAttack.max} AP per attack, got ${lw.apPerAttack}`);
    }
    if (lw.ammo !== undefined) {
      // Thrown and placed items without a magazine (dynamite, grenades) may
      // carry a count of items instead; the catalogue prices one entry.
      if (w.ammo === null) {
        if (!isCountedItem(w)) errors.push(`weapons[${i}].ammo: ${w.name} does not use ammunition`);
      } else if (lw.ammo > w.ammo) {
        errors.push(`weapons[${i}].ammo: ${w.name} holds ${w.ammo} shots, got ${lw.ammo}`);
      }
    }
    if ((lw.dvBonus ?? 0) < 0) errors.push(`weapons[${i}].dvBonus: must not be negative`);
  });
  const pieces = armourPieces(loadout);
  const slots: Array<{ slot: 'armour' | 'shield'; path: string; id: string }> = pieces.map((id, i) => ({ slot: 'armour', path: typeof loadout.armour === 'string' ? 'armour' : `armour[${i}]`, id }));
  if (loadout.shield) slots.push({ slot: 'shield', path: 'shield', id: loadout.shield });
  for (const { slot, path, id } of slots) {
    const a = armourById(id);
    if (!a) errors.push(`${path}: unknown ${slot} "${id}"`);
    else if (a.kind !== slot) errors.push(`${path}: "${id}" is ${a.kind === 'shield' ? 'a shield' : 'armour'}, not ${slot === 'shield' ? 'a shield' : 'armour'}`);
  }
  if ((loadout.drvBonus ?? 0) < 0) errors.push('drvBonus: must not be negative');
  const opSpent = loadoutOpCost(loadout);
  if (opSpent > opBudget) errors.push(`loadout costs ${opSpent} OP, over the budget of ${opBudget} OP`);
  return errors.length ? { ok: false, errors } : { ok: true, opSpent };
}

/** G-OBJ-6 / G-DMG-2: armour DRV (mixed pieces averaged) + shield DRV + DRV bought with spare OP. Unknown ids count 0. */
export function totalDrv(loadout: LoadoutLike): number {
  const armour = armourDrv(loadout);
  const shield = loadout.shield ? (armourById(loadout.shield)?.drv ?? 0) : 0;
  return armour + shield + (loadout.drvBonus ?? 0);
}

/** The catalogue DV plus the weapon's DV bonus (G-OBJ-1), e.g. revolver +2 → "1d10+2". */
export function weaponDamageNotation(lw: Partial<LoadoutWeapon> & { catalogueId: string }): string {
  const w = weaponById(lw.catalogueId);
  if (!w) throw new Error(`unknown weapon "${lw.catalogueId}"`);
  return addModifier(parseDice(w.damage), lw.dvBonus ?? 0).notation;
}

/** A copy of the loadout with every ammo-tracking weapon at a full magazine (G-OBJ-7). */
export function withFullAmmo<L extends LoadoutLike>(loadout: L): L {
  return {
    ...loadout,
    weapons: (loadout.weapons ?? []).map((lw) => {
      const w = weaponById(lw.catalogueId);
      return w && w.ammo !== null ? { ...lw, ammo: w.ammo } : { ...lw };
    }),
  };
}
