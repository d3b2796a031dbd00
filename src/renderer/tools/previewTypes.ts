// What the tools show before the player commits (moved out of state/contract,
// which re-exports them, so the tools never import the play wiring).
import type { Cell, FigureId, Point } from '../../core/model/schema';
import type { RollModifier } from '../../core/rules';

/** What the attack tool shows before the player commits (same functions as resolve). */
export interface AttackPreview {
  attackerId: FigureId;
  targetId: FigureId;
  weaponIndex: number;
  weaponName: string;
  los: boolean;
  hiddenFraction: number;
  cover: string;
  concealment: string;
  distanceInches: number;
  rangeBand: string;
  /** Every automatic and manual modifier with its source. */
  modifiers: RollModifier[];
  /** Body + modifiers: success when 1d10 <= this. */
  actionValue: number;
  /** Chance to hit as x in 10. */
  chanceInTen: number;
  apCost: number;
  shots: number;
  /** Why the attack is not allowed, when it is not. */
  refusal?: string;
  /** Module P: what else the action does (double damage, a readied defender), in plain words. */
  notes?: string[];
}

export interface AreaPreview {
  attackerId: FigureId;
  weaponIndex: number;
  weaponName: string;
  at: Point;
  radiusInches: number;
  affected: FigureId[];
  shielded: FigureId[];
  friendliesHit: FigureId[];
  chanceInTen: number;
  refusal?: string;
  /** A placed charge (throwArea placed: true): no roll, no scatter; it goes off `fuseRounds` round starts later. */
  placed?: { fuseRounds: number };
}

export interface MovePreview {
  figureId: FigureId;
  to: Cell;
  path: Cell[];
  apCost: number;
  refusal?: string;
}
