// Module N — N-INJURY's grade and roll modifier: pure, so the roll code (ctx)
// can ask for them without importing the damage steps (injury.ts).
import type { Figure, World } from '../../../model/schema';
import type { RollModifier } from '../../events';
import { moduleOn } from '../../../model/modules';

/** N-INJURY grade from current and max HP, exact in integers: 4·HP ≤ 3·max → 1, 2·HP ≤ max → 2, 4·HP ≤ max → 3. */
export function injuryGrade(hp: number, maxHp: number): 0 | 1 | 2 | 3 {
  if (maxHp <= 0) return 0;
  if (4 * hp <= maxHp) return 3;
  if (2 * hp <= maxHp) return 2;
  if (4 * hp <= 3 * maxHp) return 1;
  return 0;
}

/** N-INJURY: −1/−2/−3 to all rolls (text −2/−4/−6 halved), not stacking; off with L (L replaces HP) and for immune figures. */
export function injuryModifier(world: World, f: Figure): RollModifier[] {
  if (!moduleOn(world, 'N') || moduleOn(world, 'L') || f.injuryImmune) return [];
  const grade = injuryGrade(f.hp, f.stats.hp);
  if (!grade) return [];
  const name = ['', 'light', 'moderate', 'severe'][grade];
  return [{ value: -grade, source: `injury: ${name} (N-INJURY)`, auto: true }];
}
