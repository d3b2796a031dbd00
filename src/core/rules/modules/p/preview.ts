// What the app shows before a charge is made (P-CHARGE): the lane, its AP,
// and the charge attack's modifiers, computed with the same functions as
// resolution (planCharge, checkAttack) plus a dry run of the command itself
// for the refusal. Double damage (lance, set against a charge) is named.
import type { Cell, World } from '../../../model/schema';
import type { RulesCache } from '../../../spatial/rulesCache';
import type { RollModifier } from '../../events';
import { resolve } from '../../resolve';
import { checkAttack } from '../../combat/modifiers';
import { heldWeapon } from '../../combat/attack';
import { RuleViolation } from '../../ctx';
import { isLanceLike } from './attackPlan';
import { planCharge } from './charge';

export interface ChargePreview {
  figureId: string;
  targetId: string;
  weaponName: string;
  to: Cell | null;
  path: Cell[];
  /** AP of the run (⅔ of the ordinary move, rounded up) and of the blow. */
  moveApCost: number;
  attackApCost: number;
  modifiers: RollModifier[];
  actionValue: number;
  /** Double damage and the defender's readied strike, in plain words. */
  notes: string[];
  refusal?: string;
}

export function chargePreview(world: World, figureId: string, targetId: string, cache?: RulesCache): ChargePreview | null {
  const f = world.figures[figureId];
  const t = world.figures[targetId];
  if (!f || !t) return null;
  let weaponName = '?';
  let attackApCost = 0;
  let lance = false;
  try {
    const w = heldWeapon(world, f, undefined);
    weaponName = w.spec.name;
    attackApCost = w.apPerAttack;
    lance = isLanceLike(world, w.catalogueId);
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
  }
  const res = resolve(world, { type: 'charge', figureId, targetId }, cache);
  const refusal = 'violation' in res ? res.violation.message : undefined;
  const plan = planCharge(world, f, t, null, cache);
  const notes: string[] = [];
  if (lance) notes.push(`${weaponName} on a charge: double damage (P-CHARGE)`);
  if (t.status.setVsCharge) notes.push(`${t.name} is set against a charge: strikes ${f.name} first for double damage (P-CHARGE)`);
  notes.push(`until ${f.name}'s first turn next round, attacks against it get +1 (P-CHARGE)`);
  if ('reason' in plan) return { figureId, targetId, weaponName, to: null, path: [], moveApCost: 0, attackApCost, modifiers: [], actionValue: 0, notes, refusal: refusal ?? plan.reason };
  const moved: World = {
    ...world,
    figures: { ...world.figures, [f.id]: { ...f, cell: plan.to, status: { ...f.status, chargedRound: world.turn.round, movesThisRound: (f.status.movesThisRound ?? 0) + 1 } } },
  };
  const spec = (() => {
    try {
      return heldWeapon(world, f, undefined).spec;
    } catch {
      return null;
    }
  })();
  const check = spec ? checkAttack(moved, moved.figures[f.id], moved.figures[t.id], spec, cache) : null;
  const modifiers: RollModifier[] = [...(check && check.ok ? check.modifiers : []), { value: 1, source: 'charging (P-CHARGE)', auto: true }];
  return {
    figureId,
    targetId,
    weaponName,
    to: plan.to,
    path: plan.path,
    moveApCost: plan.apCost,
    attackApCost,
    modifiers,
    actionValue: f.stats.bod + modifiers.reduce((s, m) => s + m.value, 0),
    notes,
    ...(refusal ? { refusal } : {}),
  };
}
