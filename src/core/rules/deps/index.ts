// The one place the engine meets the other rules rooms. Modules written in
// parallel by other engineers are re-exported here; where one has not landed
// yet a local stand-in with the same signature is used, so switching is a
// one-line change (rules/sight, rules/movement, rules/damage, rules/characters).
export { createRng, rollDice, rollDie } from '../../dice';
export {
  weaponById,
  armourById,
  UNARMED,
  defaultApPerAttack,
  attackCountAllowed,
  totalDrv,
  weaponDamageNotation,
  rangeFor,
  type WeaponSpec,
} from '../catalogue';
export { coverOf, losBetween, blastAt, scatterEnd, type CoverLevel, type CoverResult } from './local-sight';
export { planMove, reachForFigure, type PlanResult } from './local-movement';
export { absorbDamage, initiativeValue } from './local-misc';
