// The editor's character builder, as pure functions: the live SP check
// (G-CHR-2), the OP budget spent and left (G-OBJ-1), raising a weapon's DV or
// the armour's DRV with spare OP (1 OP = +1, GRIT 4.1), and figures made from
// a template (G-CHR-6) or the NPC generator (G-CHR-4).
import type { Figure, Loadout, Stats } from '../../model/schema';
import { createRng } from '../../dice';
import { armourById, armourPieces, checkLoadout, loadoutOpCost, weaponById, withFullAmmo } from '../catalogue';
import { STAT_KEYS, STAT_LABELS, statTotal, validateStats, type StatKey } from './stats';
import { quickNpc, npcName } from './npc';
import type { CharacterTemplate } from './templates';

type LoadoutInput = Partial<Loadout> & { weapons?: Loadout['weapons'] };

export interface SpCheck {
  total: number;
  /** SP still to place (negative: over the total). */
  left: number;
  ok: boolean;
  errors: string[];
  /** What the scenario's modules change about the sheet (not errors). */
  notes: string[];
}

/** L-BAR: with module L the life bar replaces HP; the HP points still count toward the SP total (G-CHR-2). */
export const HP_UNUSED_UNDER_L = 'HP is not used while module L is on: the life bar (25 lethal and 20 non-lethal pips) replaces it (L-BAR); the points still count toward the SP total.';

/** G-CHR-2 as the builder shows it while the designer types; `modules`: the scenario's (`rules.modules`). */
export function spCheck(stats: Pick<Stats, StatKey>, spTotal: number, modules: readonly string[] = []): SpCheck {
  const total = statTotal(stats);
  const v = validateStats(stats, spTotal);
  const notes = modules.includes('L') ? [HP_UNUSED_UNDER_L] : [];
  return { total, left: spTotal - total, ok: v.ok, errors: v.ok ? [] : v.errors, notes };
}

export interface OpLine {
  /** What the OP bought, e.g. "Revolver", "Revolver +2 DV", "Leather armour". */
  what: string;
  op: number;
}

export interface OpBudget {
  spent: number;
  budget: number;
  /** OP still free (negative: over budget). */
  left: number;
  ok: boolean;
  errors: string[];
  lines: OpLine[];
}

/** G-OBJ-1: each purchase and the total against the scenario's budget. */
export function opBudget(loadout: LoadoutInput, budget: number): OpBudget {
  const lines: OpLine[] = [];
  for (const lw of loadout.weapons ?? []) {
    const w = weaponById(lw.catalogueId);
    lines.push({ what: w?.name ?? `unknown weapon ${lw.catalogueId}`, op: w?.opCost ?? 0 });
    if (lw.dvBonus) lines.push({ what: `${w?.name ?? lw.catalogueId} +${lw.dvBonus} DV`, op: lw.dvBonus });
  }
  const worn = [...armourPieces(loadout).map((id) => ({ slot: 'armour', id })), ...(loadout.shield ? [{ slot: 'shield', id: loadout.shield }] : [])];
  for (const { slot, id } of worn) lines.push({ what: armourById(id)?.name ?? `unknown ${slot} ${id}`, op: armourById(id)?.opCost ?? 0 });
  if (loadout.drvBonus) lines.push({ what: `+${loadout.drvBonus} DRV`, op: loadout.drvBonus });
  const spent = loadoutOpCost(loadout);
  const check = checkLoadout(loadout, budget);
  return { spent, budget, left: budget - spent, ok: check.ok, errors: check.ok ? [] : check.errors, lines };
}

export type LoadoutChange<L> = { ok: true; loadout: L } | { ok: false; error: string };

/**
 * GRIT 4.1 / G-OBJ-1: spare OP raises a weapon's Damage Value, 1 OP for +1 DV;
 * a negative step gives OP back (never below the catalogue DV).
 */
export function changeWeaponDv<L extends LoadoutInput>(loadout: L, weaponIndex: number, step: number, budget: number): LoadoutChange<L> {
  const lw = loadout.weapons?.[weaponIndex];
  if (!lw) return { ok: false, error: `no weapon at loadout.weapons[${weaponIndex}]` };
  const dvBonus = (lw.dvBonus ?? 0) + step;
  if (dvBonus < 0) return { ok: false, error: `${weaponById(lw.catalogueId)?.name ?? lw.catalogueId} is already at its catalogue DV` };
  const next = { ...loadout, weapons: loadout.weapons!.map((w, i) => (i === weaponIndex ? { ...w, dvBonus } : w)) };
  return withinBudget(loadout, next, budget);
}

/** G-OBJ-1: spare OP raises armour/shield DRV, 1 OP for +1 DRV. */
export function changeDrvBonus<L extends LoadoutInput>(loadout: L, step: number, budget: number): LoadoutChange<L> {
  const drvBonus = (loadout.drvBonus ?? 0) + step;
  if (drvBonus < 0) return { ok: false, error: 'no DRV bought with OP to give back' };
  return withinBudget(loadout, { ...loadout, drvBonus }, budget);
}

/** Adds a catalogue weapon (full magazine) if the budget allows. */
export function addWeapon<L extends LoadoutInput>(loadout: L, catalogueId: string, budget: number): LoadoutChange<L> {
  const w = weaponById(catalogueId);
  if (!w) return { ok: false, error: `unknown weapon "${catalogueId}"` };
  const weapon = withFullAmmo({ weapons: [{ catalogueId, dvBonus: 0 }] }).weapons[0]!;
  return withinBudget(loadout, { ...loadout, weapons: [...(loadout.weapons ?? []), weapon as Loadout['weapons'][number]] }, budget);
}

/** Sets or clears (id null) the armour or shield slot if the budget allows. */
export function setProtection<L extends LoadoutInput>(loadout: L, slot: 'armour' | 'shield', id: string | null, budget: number): LoadoutChange<L> {
  const next = { ...loadout };
  if (id === null) delete next[slot];
  else {
    const a = armourById(id);
    if (!a || a.kind !== slot) return { ok: false, error: `"${id}" is not ${slot === 'shield' ? 'a shield' : 'armour'}` };
    next[slot] = id;
  }
  return withinBudget(loadout, next, budget);
}

/** Removing always fits; the active weapon index stays in range. */
export function removeWeapon<L extends LoadoutInput>(loadout: L, weaponIndex: number): L {
  const weapons = (loadout.weapons ?? []).filter((_, i) => i !== weaponIndex);
  return { ...loadout, weapons, activeWeapon: Math.min(loadout.activeWeapon ?? 0, Math.max(0, weapons.length - 1)) };
}

function withinBudget<L extends LoadoutInput>(before: L, next: L, budget: number): LoadoutChange<L> {
  const cost = loadoutOpCost(next);
  // A change that spends nothing more is always allowed, so an over-budget loadout can be mended step by step.
  if (cost > budget && cost > loadoutOpCost(before)) return { ok: false, error: `that costs ${cost} OP, over the budget of ${budget} OP (${cost - budget} too many)` };
  return { ok: true, loadout: next };
}

/** The figure fields a sheet sets: current HP and AP start full (G-CHR-1). */
export function sheetFields(stats: Stats): Pick<Figure, 'stats' | 'hp' | 'apLeft'> {
  return { stats, hp: stats.hp, apLeft: stats.ap };
}

export type NewFigure = Pick<Figure, 'name' | 'kind' | 'stats' | 'hp' | 'apLeft' | 'loadout'> & { label: string };

/** Up to 4 capitals of the name for the token ("Doug the Destroyer" -> "DD"). */
export function tokenLabel(name: string): string {
  const caps = name.split(/\s+/).filter((w) => /^[A-Z0-9]/.test(w));
  return (caps.length ? caps.map((w) => w[0]) : [name[0] ?? '?']).join('').slice(0, 4).toUpperCase();
}

/** G-CHR-6: a figure drawn up from a template. */
export function figureFromTemplate(t: CharacterTemplate): NewFigure {
  const loadout = withFullAmmo({ weapons: t.loadout.weapons, armour: t.loadout.armour, shield: t.loadout.shield, drvBonus: t.loadout.drvBonus, activeWeapon: t.loadout.activeWeapon });
  return { name: t.name, label: tokenLabel(t.name), kind: t.kind, ...sheetFields({ ...t.stats }), loadout: loadout as Loadout };
}

/** G-CHR-4: the one-click NPC, seeded; best stat as named, or the highest roll. */
export function generatedNpc(seed: number, opts: { bestStat?: StatKey; humanoid?: boolean; spTotal?: number } = {}): NewFigure {
  const { stats, name } = quickNpc(createRng(seed), opts);
  return { name, label: tokenLabel(name), kind: 'NPC', ...sheetFields(stats), loadout: { weapons: [], drvBonus: 0, activeWeapon: 0 } };
}

/** G-CHR-4 name generator alone, seeded. */
export function generatedName(seed: number): string {
  return npcName(createRng(seed)).name;
}

export const STAT_FIELDS: ReadonlyArray<{ key: StatKey; label: string }> = STAT_KEYS.map((key) => ({ key, label: STAT_LABELS[key] }));
