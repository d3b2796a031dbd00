// G-CHR-4 NPC quick generation, seeded.
import type { Stats } from '../../model/schema';
import { pickIndex, rollDie, type RngState } from '../../dice';
import { DEFAULT_SP_TOTAL, STAT_CAP, STAT_KEYS, statTotal, type StatKey } from './stats';
import { NAME_INITIALS, namesStarting } from './names';

// G-CHR-4: the generator caps every stat at 9 (the text's "maximum '9' per Stat"), not only
// the stats G-CHR-2 caps for hand-built characters.
const capOf = (_k: StatKey): number => STAT_CAP;

/**
 * Roll 1d10 per stat (in G-CHR-1 order; every stat capped at 9), +3 to the best-fitting stat (capped
 * at 9). When no best stat is named, the highest roll gets it
 * (first in sheet order on a tie). Humanoids (default) are then adjusted one
 * point at a time to the SP total: surplus comes off the largest other stat,
 * a shortfall goes onto the smallest other stat that is under its cap — the
 * best stat is touched only when nothing else can move. This keeps every
 * stat from 1 to 9, so the result always passes G-CHR-2.
 */
export function quickNpc(rng: RngState, opts: { bestStat?: StatKey; humanoid?: boolean; spTotal?: number; race?: string } = {}): { stats: Stats; name: string; rng: RngState } {
  const humanoid = opts.humanoid ?? true;
  const spTotal = opts.spTotal ?? DEFAULT_SP_TOTAL;
  if (humanoid && (spTotal < STAT_KEYS.length || spTotal > 1000)) {
    throw new Error(`quickNpc: an SP total of ${spTotal} cannot give six stats of at least 1`);
  }
  let cur = rng;
  const v = {} as Record<StatKey, number>;
  for (const k of STAT_KEYS) {
    const r = rollDie(cur, 10);
    // A rolled 10 is already over the generator's cap of 9 (G-CHR-4).
    v[k] = Math.min(capOf(k), r.value);
    cur = r.rng;
  }
  const best = opts.bestStat ?? STAT_KEYS.reduce((b, k) => (v[k] > v[b] ? k : b), STAT_KEYS[0]);
  v[best] = Math.min(capOf(best), v[best] + 3);

  if (humanoid) {
    const others = STAT_KEYS.filter((k) => k !== best);
    // Prefer any other stat; the best stat moves only when no other can.
    const pick = (canMove: (k: StatKey) => boolean, better: (a: StatKey, b: StatKey) => boolean): StatKey => {
      const movable = others.filter(canMove);
      if (movable.length === 0) return best;
      return movable.reduce((a, k) => (better(k, a) ? k : a));
    };
    let total = statTotal(v);
    while (total > spTotal) {
      v[
        pick(
          (k) => v[k] > 1,
          (a, b) => v[a] > v[b],
        )
      ] -= 1;
      total -= 1;
    }
    while (total < spTotal) {
      v[
        pick(
          (k) => v[k] < capOf(k),
          (a, b) => v[a] < v[b],
        )
      ] += 1;
      total += 1;
    }
  }

  const named = npcName(cur);
  const stats: Stats = { ...v, race: opts.race ?? (humanoid ? 'Human' : 'Creature') };
  return { stats, name: named.name, rng: named.rng };
}

/** "Doug the Destroyer": first name and epithet share their first letter. */
export function npcName(rng: RngState): { name: string; rng: RngState } {
  const i = pickIndex(rng, NAME_INITIALS.length);
  const { first, epithets } = namesStarting(NAME_INITIALS[i.value]);
  const f = pickIndex(i.rng, first.length);
  const e = pickIndex(f.rng, epithets.length);
  return { name: `${first[f.value]} the ${epithets[e.value]}`, rng: e.rng };
}
