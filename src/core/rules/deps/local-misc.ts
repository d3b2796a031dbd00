// Local stand-ins for rules/damage and rules/characters until they land.
import type { Stats } from '../../model/schema';

/** G-DMG-2/3: absorbed up to DRV; 1 more HP per full 5 absorbed. */
export function absorbDamage(rawDamage: number, drv: number): { absorbed: number; through: number; bruise: number; hpLoss: number } {
  const absorbed = Math.min(Math.max(0, rawDamage), Math.max(0, drv));
  const through = Math.max(0, rawDamage - absorbed);
  const bruise = Math.floor(absorbed / 5);
  return { absorbed, through, bruise, hpLoss: through + bruise };
}

/** G-INIT-1: Initiative Value = BOD + MND. */
export function initiativeValue(stats: Pick<Stats, 'bod' | 'mnd'>): number {
  return stats.bod + stats.mnd;
}
