// Module L — the Life Bar's pure questions (RULES §9.3, L-BAR, L-SOAK):
// columns, conditions, penalties, Soak. No resolution steps here, so the roll
// code (ctx) can ask for the wounds modifier without importing the steps
// that roll (lifeBar.ts).
import type { Figure, World } from '../../../model/schema';
import { armourDrv } from '../../catalogue';
import type { RollModifier } from '../../events';
import { optNumber } from '../../options';

export const LETHAL_COLUMNS = ['Light', 'Moderate', 'Severe', 'Disabled', 'Dying'] as const;
export const NON_LETHAL_COLUMNS = ['Not affected', 'Jolted', 'Jarred', 'Staggered'] as const;
/** L-BAR penalties of each column, the text's values (unscaled, exempt from the ±3 cap). */
const LETHAL_PENALTY = [0, -1, -2, -3, -5];
const NON_LETHAL_PENALTY = [0, -1, -2, -3];

export type LethalCondition = (typeof LETHAL_COLUMNS)[number] | 'Unhurt' | 'Dead';
export type NonLethalCondition = (typeof NON_LETHAL_COLUMNS)[number] | 'Unhurt' | 'Unconscious';

export interface LifeBar {
  lethal: number;
  nonLethal: number;
  dyingSince?: number;
  stable?: boolean;
}

export function pipsPerColumn(world: Pick<World, 'scenario'>): number {
  return optNumber(world as World, 'lifeBarPipsPerColumn');
}

export function lifeBarOf(f: Figure): LifeBar {
  return f.lifeBar ?? { lethal: 0, nonLethal: 0 };
}

/** Column index (0-based) the pip count has reached, -1 for none; a condition starts with the first pip of its column. */
function column(pips: number, perColumn: number): number {
  return pips <= 0 ? -1 : Math.floor((pips - 1) / perColumn);
}

export function lethalCondition(pips: number, perColumn: number): LethalCondition {
  const c = column(pips, perColumn);
  if (c < 0) return 'Unhurt';
  return c >= LETHAL_COLUMNS.length ? 'Dead' : LETHAL_COLUMNS[c];
}

export function nonLethalCondition(pips: number, perColumn: number): NonLethalCondition {
  const c = column(pips, perColumn);
  if (c < 0) return 'Unhurt';
  return c >= NON_LETHAL_COLUMNS.length ? 'Unconscious' : NON_LETHAL_COLUMNS[c];
}

/** L-BAR: lethal and non-lethal penalties add as one "wounds" modifier (0 when unhurt). */
export function woundsPenalty(bar: LifeBar, perColumn: number): number {
  const l = Math.min(column(bar.lethal, perColumn), LETHAL_PENALTY.length - 1);
  const n = Math.min(column(bar.nonLethal, perColumn), NON_LETHAL_PENALTY.length - 1);
  return (l >= 0 ? LETHAL_PENALTY[l] : 0) + (n >= 0 ? NON_LETHAL_PENALTY[n] : 0);
}

export function woundsModifier(world: World, f: Figure): RollModifier[] {
  const per = pipsPerColumn(world);
  const bar = lifeBarOf(f);
  const value = woundsPenalty(bar, per);
  if (!value) return [];
  return [{ value, source: `wounds: ${lethalCondition(bar.lethal, per)} / ${nonLethalCondition(bar.nonLethal, per)} (L-BAR)`, auto: true }];
}

/** L-BAR: Disabled (lethal) or Staggered (non-lethal) figures get one Action a round. */
export function oneActionARound(world: World, f: Figure): boolean {
  const per = pipsPerColumn(world);
  const bar = lifeBarOf(f);
  return lethalCondition(bar.lethal, per) === 'Disabled' || nonLethalCondition(bar.nonLethal, per) === 'Staggered';
}

/** L-SOAK: a figure's Soak is the scenario's value, else its armour's DRV plus bought DRV; shields never count. */
export function soakOf(f: Figure): number {
  if (f.soak !== undefined) return f.soak;
  return armourDrv(f.loadout) + (f.loadout.drvBonus ?? 0);
}

/** L-SOAK: a shield gives −1 (buckler, shield) or −2 (large shield) to attacks against its bearer. */
export function shieldDefence(f: Figure): number {
  const id = f.loadout.shield;
  if (!id) return 0;
  return id === 'large-shield' ? -2 : -1;
}

/** L-SOAK: pips one hit fills: damage − Soak, nothing at 0 or less (no bruise, no minimum 1). */
export function pipsFromHit(damage: number, soak: number): number {
  return Math.max(0, Math.floor(damage) - soak);
}
