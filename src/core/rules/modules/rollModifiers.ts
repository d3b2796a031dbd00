// Modifiers modules N and L put on every roll of a figure: N-INJURY (HP) or,
// with L, the life bar's "wounds" (L-BAR replaces HP, so N-INJURY is off).
import type { Figure, World } from '../../model/schema';
import { moduleOn } from '../../model/modules';
import type { RollModifier } from '../events';
import { woundsModifier } from './l/bar';
import { injuryModifier } from './n/injuryGrade';

export function moduleRollModifiers(world: World, f: Figure): RollModifier[] {
  if (moduleOn(world, 'L')) return woundsModifier(world, f);
  return moduleOn(world, 'N') ? injuryModifier(world, f) : [];
}
