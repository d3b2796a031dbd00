// P-RETREAT (RULES §9.1, text 002 "Retreat"): withdraw — back away at a third
// of the rate (3× the terrain AP per square) provoking nothing; flee — move at
// full rate, and each adjacent enemy at once gets a free melee attack
// sequence (up to its weapon's A/T, no AP) at the back of the fleeing figure.
// Also counts each move for P-MELEE-MOVE / P-MOVEFIRE and applies P-FALL.
import type { Cell, Figure, World } from '../../../model/schema';
import { parseCellRef, type CellRef } from '../../commands';
import { RuleViolation, refuse, type Ctx } from '../../ctx';
import { planMove } from '../../deps';
import { footprintGap } from '../../deps/geom';
import { attack, heldWeapon } from '../../combat/attack';
import { canActPhysically, getFigure, isDown, payAp } from '../../state';
import { fallsOnPath } from './fall';

/** Enemies standing adjacent to the figure and able to strike (engaged in melee with it). */
export function engagedEnemies(world: World, f: Figure, at: Cell | null = f.cell): Figure[] {
  if (!at) return [];
  const moved = { ...f, cell: at };
  return Object.values(world.figures)
    .filter((e) => e.sideId !== f.sideId && e.cell && !isDown(e) && canActPhysically(e) && footprintGap(moved, e, world.map.grid) <= 1)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A held weapon that can strike in melee (the free attacks of a flee are melee only), with its A/T. */
function meleeSequence(world: World, e: Figure): number {
  try {
    const w = heldWeapon(world, e, undefined);
    if (!w.spec.categories.includes('melee')) return 0;
    const max = w.spec.attacksPerTurn.choices ? Math.max(...w.spec.attacksPerTurn.choices) : w.spec.attacksPerTurn.max;
    return w.ammo !== undefined ? Math.min(max, w.ammo) : max;
  } catch (err) {
    if (err instanceof RuleViolation) return 0;
    throw err;
  }
}

/**
 * Before a move from `from` to `to`: every enemy adjacent now and not after
 * gets its free attack sequence (P-RETREAT flee). Returns false when the
 * figure can no longer move.
 */
export function fleeAttacks(ctx: Ctx, figureId: string, to: Cell): boolean {
  const f = ctx.world.figures[figureId];
  const left = engagedEnemies(ctx.world, f).filter((e) => footprintGap({ ...f, cell: to }, e, ctx.world.map.grid) > 1);
  for (const e of left) {
    const shots = meleeSequence(ctx.world, e);
    if (!shots || !canActPhysically(ctx.world.figures[e.id]) || isDown(ctx.world.figures[figureId])) continue;
    try {
      attack(ctx, { figureId: e.id, targetId: figureId, shots }, { free: true, modifiers: [{ value: 1, source: 'attack from the rear (P-MODS)', auto: true }], why: `${f.name} flees (P-RETREAT)` });
    } catch (err) {
      // A foe that cannot strike (no line, a refused weapon) is skipped; attack refuses before it emits anything.
      if (!(err instanceof RuleViolation)) throw err;
    }
  }
  return canActPhysically(ctx.world.figures[figureId]);
}

/** After any move under P: one more move action this round (P-MELEE-MOVE, P-MOVEFIRE), and the falls on its path (P-FALL). */
export function afterMove(ctx: Ctx, figureId: string, path: Cell[]): void {
  const f = ctx.world.figures[figureId];
  ctx.emit({ type: 'statusChanged', figureId, status: { movesThisRound: (f.status.movesThisRound ?? 0) + 1 } });
  fallsOnPath(ctx, figureId, path);
}

/** P-RETREAT withdraw: away from every adjacent enemy, 3× the move's AP, provoking nothing. */
export function withdraw(ctx: Ctx, figureId: string, toRef: CellRef): void {
  const f = getFigure(ctx.world, figureId);
  if (!canActPhysically(f) || !f.cell) refuse('cannot-act', `${f.name} cannot move (G-HP-1)`);
  if (f.status.prone) refuse('prone', `${f.name} is prone: stand up before withdrawing (P-RETREAT)`);
  const to = parseCellRef(toRef);
  if (!to) refuse('bad-command', `withdraw: "to" must be "c,r" or {c, r}, got ${JSON.stringify(toRef)}`);
  const foes = engagedEnemies(ctx.world, f);
  if (!foes.length) refuse('not-engaged', `${f.name} is not in melee: withdrawing backs away from adjacent enemies (P-RETREAT); move instead`);
  const plan = planMove(ctx.world, figureId, to, 1e6, ctx.cache);
  if (!plan.ok) refuse('no-path', `${f.name} cannot withdraw to ${to.c},${to.r}: ${plan.reason}`);
  const closer = foes.find((e) => footprintGap({ ...f, cell: to }, e, ctx.world.map.grid) <= footprintGap(f, e, ctx.world.map.grid));
  if (closer) refuse('not-away', `withdrawing must take ${f.name} away from ${closer.name}; ${to.c},${to.r} is no farther (P-RETREAT)`);
  const apCost = 3 * plan.apCost;
  payAp(ctx, figureId, apCost, `withdraw to ${to.c},${to.r} (3x the move's ${plan.apCost} AP, P-RETREAT)`);
  ctx.emit({ type: 'figureMoved', figureId, from: f.cell, to, path: plan.path, apCost });
  afterMove(ctx, figureId, plan.path);
}
