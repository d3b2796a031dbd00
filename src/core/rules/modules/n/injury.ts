// Module N — Grim-n-Gritty 4.0 effects of damage (RULES §9.2 N-TRAUMA,
// N-INJURY) and non-lethal damage (§9.0) for figures on HP (N without L).
import type { Figure, World } from '../../../model/schema';
import type { Ctx } from '../../ctx';
import { moduleOn } from '../../../model/modules';
import { lethalCondition, lifeBarOf, pipsPerColumn } from '../l/bar';

export { injuryGrade, injuryModifier } from './injuryGrade';

/** N-TRAUMA: one attack took half or more of current HP (lethal only). With L: 5 or more lethal pips from one attack (§9.0). */
export function isTrauma(world: World, lethalLoss: number, hpBefore: number): boolean {
  if (moduleOn(world, 'L')) return lethalLoss >= 5;
  return hpBefore > 0 && lethalLoss > 0 && 2 * lethalLoss >= hpBefore;
}

export function markTrauma(ctx: Ctx, figureId: string, lethalLoss: number, hpBefore: number): void {
  const f = ctx.world.figures[figureId];
  if (!f || f.status.dead || f.status.trauma || !isTrauma(ctx.world, lethalLoss, hpBefore)) return;
  ctx.emit({ type: 'statusChanged', figureId, status: { trauma: true } });
}

/** AP a figure gets at the start of the next round: N-TRAUMA halves it (rounded down), N-ABORT's AP owed come off; never below 0. */
export function nextRoundAp(f: Figure): number {
  const base = f.status.trauma ? Math.floor(f.stats.ap / 2) : f.stats.ap;
  return Math.max(0, base - (f.status.apOwed ?? 0));
}

/** §9.0 without L: non-lethal damage reaching current HP (> 0) knocks the figure out; it never kills. */
export function addNonLethal(ctx: Ctx, figureId: string, points: number, source: string): void {
  const f = ctx.world.figures[figureId];
  if (!f || f.status.dead) return;
  if (points > 0) ctx.emit({ type: 'nonLethalTaken', figureId, source, points, nonLethalAfter: (f.nonLethal ?? 0) + points });
  // Lethal loss alone can also bring HP down to the non-lethal already taken.
  const now = ctx.world.figures[figureId];
  if (now.hp > 0 && (now.nonLethal ?? 0) > 0 && (now.nonLethal ?? 0) >= now.hp && !now.status.unconscious) ctx.emit({ type: 'figureDowned', figureId, state: 'unconscious' });
}

/**
 * §9.0: non-lethal damage is all recovered when the encounter ends (a side
 * has won or the game is drawn), on HP (N) and on the life bar (L); a figure
 * that was out on non-lethal damage alone comes to.
 */
export function recoverNonLethalAtEnd(ctx: Ctx): void {
  const l = moduleOn(ctx.world, 'L');
  for (const id of Object.keys(ctx.world.figures).sort()) {
    const f = ctx.world.figures[id]!;
    const points = l ? (f.lifeBar?.nonLethal ?? 0) : (f.nonLethal ?? 0);
    if (points <= 0 || f.status.dead) continue;
    ctx.emit({ type: 'nonLethalRecovered', figureId: id, points, reason: 'the encounter is over (§9.0)' });
    const now = ctx.world.figures[id]!;
    const outOnLethal = l ? isDyingOrWorse(ctx.world, now) : now.hp <= 0;
    if (now.status.unconscious && !outOnLethal) ctx.emit({ type: 'figureWoke', figureId: id });
  }
}

function isDyingOrWorse(world: World, f: Figure): boolean {
  const per = pipsPerColumn(world);
  const c = lethalCondition(lifeBarOf(f).lethal, per);
  return c === 'Dying' || c === 'Dead';
}
