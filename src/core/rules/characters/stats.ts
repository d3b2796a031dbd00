// Character stats (G-CHR-1, G-CHR-2), initiative value (G-INIT-1) and the
// creature Object Point rule (G-CHR-5).
import type { Stats } from '../../model/schema';

export type StatKey = 'ap' | 'hp' | 'bod' | 'mnd' | 'mys' | 'rce';
/** G-CHR-1 order, as on a character sheet. */
export const STAT_KEYS: readonly StatKey[] = ['ap', 'hp', 'bod', 'mnd', 'mys', 'rce'];
export const STAT_LABELS: Record<StatKey, string> = { ap: 'AP', hp: 'HP', bod: 'BOD', mnd: 'MND', mys: 'MYS', rce: 'RCE' };
/** G-CHR-2: only Body, Mind and Mystic have an upper limit. */
export const CAPPED_STATS: readonly StatKey[] = ['bod', 'mnd', 'mys'];
export const STAT_CAP = 9;
export const DEFAULT_SP_TOTAL = 30;

export type StatValues = Pick<Stats, StatKey>;

export function statTotal(stats: StatValues): number {
  return STAT_KEYS.reduce((sum, k) => sum + stats[k], 0);
}

/** G-CHR-2: exactly spTotal SP; every stat ≥ 1; BOD, MND, MYS ≤ 9. */
export function validateStats(stats: StatValues, spTotal = DEFAULT_SP_TOTAL): { ok: true } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  for (const k of STAT_KEYS) {
    const v = stats[k];
    if (!Number.isInteger(v)) {
      errors.push(`${STAT_LABELS[k]} ${String(v)} is not a whole number`);
      continue;
    }
    if (v < 1) errors.push(`${STAT_LABELS[k]} ${v} is under the minimum of 1`);
    if (CAPPED_STATS.includes(k) && v > STAT_CAP) errors.push(`${STAT_LABELS[k]} ${v} is over the limit of ${STAT_CAP}`);
  }
  if (errors.length === 0) {
    const total = statTotal(stats);
    if (total !== spTotal) errors.push(`stats total ${total} SP, they must total exactly ${spTotal} SP`);
  }
  return errors.length ? { ok: false, errors } : { ok: true };
}

/** G-INIT-1: Initiative Value = BOD + MND. */
export function initiativeValue(stats: Pick<Stats, 'bod' | 'mnd'>): number {
  return stats.bod + stats.mnd;
}

/**
 * G-CHR-5: a non-humanoid creature facing humanoids gets as OP the total the
 * humanoids spent ("each" — the text's rule), or, for a less deadly fight,
 * that total split between the creatures ("split", rounded down).
 */
export function creatureObjectPoints(humanoidOpSpent: number[], creatureCount: number, mode: 'each' | 'split' = 'each'): { opEach: number; opTotal: number } {
  if (!Number.isInteger(creatureCount) || creatureCount < 1) {
    throw new Error(`creatureObjectPoints: creatureCount must be a whole number ≥ 1, got ${creatureCount}`);
  }
  const opTotal = humanoidOpSpent.reduce((a, b) => a + Math.max(0, b), 0);
  return { opEach: mode === 'each' ? opTotal : Math.floor(opTotal / creatureCount), opTotal };
}

/** G-CHR-5 alternative: +1 BOD or RCE per full 300 OP the other players spent. */
export function creatureStatBonus(opSpentByOthers: number): number {
  return Math.floor(Math.max(0, opSpentByOthers) / 300);
}
