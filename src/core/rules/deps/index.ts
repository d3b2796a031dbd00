// The one place the engine meets the other rules rooms (catalogue, sight,
// movement, damage, characters) and dice; a rename there is a one-line change here.
import type { Point, World } from '../../model/schema';
import { blastAt as sightBlastAt, scatterEnd as sightScatterEnd } from '../sight/blast';
import { sightWorld } from '../sight/sightWorld';
import { reachForFigure } from '../movement';
import type { RulesCache } from '../../spatial/rulesCache';

export { createRng, rollDice, rollDie, parseDice, facesProblem, totalOfFaces } from '../../dice';
export {
  weaponById,
  armourById,
  UNARMED,
  defaultApPerAttack,
  crewedApPerAttack,
  attackCountAllowed,
  totalDrv,
  armourDrv,
  armourPieces,
  weaponDamageNotation,
  rangeFor,
  type WeaponSpec,
} from '../catalogue';
export { coverOf, type CoverResult } from '../sight/los';
export { planMove, type PlanResult } from '../movement';
export { absorbDamage } from '../damage';
export { initiativeValue } from '../characters';

export type CoverLevel = 'none' | 'light' | 'medium' | 'heavy' | 'full';

/** G-AREA-5: a thrower needs sight of the target point (walls and high objects block). */
export function losBetween(world: World, from: Point, to: Point, cache: RulesCache): boolean {
  return sightWorld(world, cache).hard.clear(from.x, from.y, to.x, to.y);
}

export function blastAt(world: World, point: Point, radiusInches: number, cache: RulesCache): { affected: string[]; shielded: string[] } {
  const r = sightBlastAt(world, point, radiusInches, cache);
  return { affected: r.affected, shielded: r.shielded };
}

export function scatterEnd(world: World, from: Point, angleDeg: number, distanceInches: number, cache: RulesCache): Point {
  return sightScatterEnd(world, from, angleDeg, distanceInches, cache).point;
}

/** Cells the figure can end a move on within apBudget ("c,r" -> AP). */
export function reachCosts(world: World, figureId: string, apBudget?: number, cache?: RulesCache): Map<string, number> {
  const out = new Map<string, number>();
  const r = reachForFigure(world, figureId, apBudget, cache);
  for (const [k, cell] of r.cells) out.set(String(k), cell.apCost);
  return out;
}
