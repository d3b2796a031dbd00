// Module L — the revised Grim-n-Gritty Life Bar (RULES §9.3, L-BAR, L-SOAK):
// the resolution steps the engine calls out to when L is on: a hit fills
// pips, Disabled/Staggered limit a round to one Action, Dying rolls d100 to
// stabilise, rest clears non-lethal pips. The pure questions about the bar
// are in bar.ts (re-exported here).
import type { Ctx } from '../../ctx';
import { refuse } from '../../ctx';
import { payAp } from '../../state';
import { optNumber } from '../../options';
import { lethalCondition, lifeBarOf, nonLethalCondition, oneActionARound, pipsFromHit, pipsPerColumn, soakOf, type LifeBar } from './bar';

export * from './bar';

/**
 * A hit on a figure with L on: damage − Soak pips, of which `nonLethalPips`
 * (N's conversions; unarmed, stun) go to the non-lethal row. Emits the
 * filled pips and the condition it leaves (Dying, Dead, Unconscious).
 */
export function fillLifeBar(ctx: Ctx, targetId: string, rawDamage: number, source: string, opts: { soak?: boolean; nonLethal?: boolean; convert?: number } = {}): { lethalPips: number } {
  const t = ctx.world.figures[targetId];
  const soak = opts.soak === false ? 0 : soakOf(t);
  const pips = pipsFromHit(rawDamage, soak);
  const toNonLethal = opts.nonLethal ? pips : Math.min(pips, Math.max(0, opts.convert ?? 0));
  const lethalPips = pips - toNonLethal;
  const before = lifeBarOf(t);
  const after: LifeBar = { ...before, lethal: before.lethal + lethalPips, nonLethal: before.nonLethal + toNonLethal };
  const per = pipsPerColumn(ctx.world);
  if (lethalCondition(before.lethal, per) !== 'Dying' && lethalCondition(after.lethal, per) === 'Dying') {
    after.dyingSince = ctx.world.turn.round;
    delete after.stable;
  }
  ctx.emit({ type: 'lifeBarFilled', figureId: targetId, source, raw: Math.floor(rawDamage), soak, lethalPips, nonLethalPips: toNonLethal, lifeBar: after });
  downedByBar(ctx, targetId);
  return { lethalPips };
}

/** L-BAR: a 26th lethal pip is death; Dying and a 21st non-lethal pip are unconscious. */
function downedByBar(ctx: Ctx, id: string): void {
  const f = ctx.world.figures[id];
  if (f.status.dead) return;
  const per = pipsPerColumn(ctx.world);
  const bar = lifeBarOf(f);
  const l = lethalCondition(bar.lethal, per);
  if (l === 'Dead') ctx.emit({ type: 'figureDowned', figureId: id, state: 'dead' });
  else if (!f.status.unconscious && (l === 'Dying' || nonLethalCondition(bar.nonLethal, per) === 'Unconscious')) ctx.emit({ type: 'figureDowned', figureId: id, state: 'unconscious' });
}

/** L-BAR after an Action: Disabled/Staggered end the figure's round; a Disabled figure's non-move Action fills 1 lethal pip (no Soak). */
export function afterActionOnBar(ctx: Ctx, figureId: string, commandType: string): void {
  const f = ctx.world.figures[figureId];
  if (!f || f.status.dead || !oneActionARound(ctx.world, f)) return;
  const per = pipsPerColumn(ctx.world);
  if (commandType !== 'moveFigure' && lethalCondition(lifeBarOf(f).lethal, per) === 'Disabled') fillLifeBar(ctx, figureId, 1, 'strain while Disabled (L-BAR)', { soak: false });
  if (!ctx.world.figures[figureId].status.dead && !ctx.world.turn.done.some((id) => id === figureId)) ctx.emit({ type: 'figureDone', figureId });
}

/**
 * L-BAR at the start of a round: from the round after it entered Dying, a
 * Dying figure rolls d100 ≤ 10 to stabilise, else fills 1 lethal pip; every
 * 20 rounds of rest clear 1 non-lethal pip (a figure out on non-lethal only wakes when back under the last column).
 */
export function lifeBarRoundStart(ctx: Ctx, round: number): void {
  const per = pipsPerColumn(ctx.world);
  for (const id of ctx.world.turn.order) {
    const f = ctx.world.figures[id];
    if (!f || f.status.dead || !f.lifeBar) continue;
    const bar = f.lifeBar;
    if (lethalCondition(bar.lethal, per) === 'Dying' && !bar.stable && bar.dyingSince !== undefined && round > bar.dyingSince) {
      const r = ctx.roll(`stabilise while Dying: d100 ≤ 10 (L-BAR)`, '1d100', id);
      if (r.total <= 10) ctx.emit({ type: 'lifeBarFilled', figureId: id, source: 'stabilised (L-BAR)', raw: 0, soak: 0, lethalPips: 0, nonLethalPips: 0, lifeBar: { ...bar, stable: true } });
      else fillLifeBar(ctx, id, 1, 'dying (L-BAR)', { soak: false });
    }
    const now = ctx.world.figures[id];
    if (round % 20 === 0 && now.lifeBar && now.lifeBar.nonLethal > 0 && !now.status.dead) {
      const next = { ...now.lifeBar, nonLethal: now.lifeBar.nonLethal - 1 };
      ctx.emit({ type: 'lifeBarFilled', figureId: id, source: 'rest: 1 non-lethal pip recovered (L-BAR)', raw: 0, soak: 0, lethalPips: 0, nonLethalPips: -1, lifeBar: next });
      if (now.status.unconscious && nonLethalCondition(next.nonLethal, per) !== 'Unconscious' && lethalCondition(next.lethal, per) !== 'Dying') ctx.emit({ type: 'figureWoke', figureId: id });
    }
  }
}

/** L-BAR: first aid (G-ACT-1 AP, a MND roll) stabilises a Dying figure; it is refused for one not Dying or already stable. */
export function stabiliseByFirstAid(ctx: Ctx, figureId: string, targetId: string): void {
  const t = ctx.world.figures[targetId];
  const per = pipsPerColumn(ctx.world);
  const bar = lifeBarOf(t);
  if (lethalCondition(bar.lethal, per) !== 'Dying') refuse('not-dying', `${t.name} is not Dying: with the life bar, first aid only stabilises (L-BAR)`);
  if (bar.stable) refuse('stable', `${t.name} is already stable (L-BAR)`);
  payAp(ctx, figureId, optNumber(ctx.world, 'apFirstAid'), 'first aid');
  const f = ctx.world.figures[figureId];
  const r = ctx.actionRoll(`first aid on ${t.name}: stabilise (L-BAR)`, figureId, f.stats.mnd, []);
  if (r.success)
    ctx.emit({ type: 'lifeBarFilled', figureId: targetId, source: `stabilised by ${f.name}'s first aid (L-BAR)`, raw: 0, soak: 0, lethalPips: 0, nonLethalPips: 0, lifeBar: { ...bar, stable: true } });
}
