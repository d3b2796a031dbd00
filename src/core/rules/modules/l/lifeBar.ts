// Module L — the revised Grim-n-Gritty Life Bar (RULES §9.3, L-BAR, L-SOAK).
// Pure questions about the bar (columns, conditions, penalties, Soak) and the
// resolution steps the engine calls out to when L is on: a hit fills pips,
// Disabled/Staggered limit a round to one Action, Dying rolls d100 to
// stabilise, rest clears non-lethal pips.
import type { Figure, World } from '../../../model/schema';
import { armourDrv } from '../../deps';
import type { Ctx } from '../../ctx';
import type { RollModifier } from '../../events';
import { optNumber } from '../../options';
import { refuse } from '../../ctx';
import { payAp } from '../../state';

export const LETHAL_COLUMNS = ['Light', 'Moderate', 'Severe', 'Disabled', 'Dying'] as const;
export const NON_LETHAL_COLUMNS = ['Not affected', 'Jolted', 'Jarred', 'Staggered'] as const;
/** L-BAR penalties of each column, the text's values (unscaled, exempt from the ±3 cap). */
const LETHAL_PENALTY = [0, -1, -2, -3, -5];
const NON_LETHAL_PENALTY = [0, -1, -2, -3];

export type LethalCondition = (typeof LETHAL_COLUMNS)[number] | 'Unhurt' | 'Dead';
export type NonLethalCondition = (typeof NON_LETHAL_COLUMNS)[number] | 'Unhurt' | 'Unconscious';

export interface LifeBar {
  lethal: number;
  nonLethal: number;
  dyingSince?: number;
  stable?: boolean;
}

export function pipsPerColumn(world: Pick<World, 'scenario'>): number {
  return optNumber(world as World, 'lifeBarPipsPerColumn');
}

export function lifeBarOf(f: Figure): LifeBar {
  return f.lifeBar ?? { lethal: 0, nonLethal: 0 };
}

/** Column index (0-based) the pip count has reached, -1 for none; a condition starts with the first pip of its column. */
function column(pips: number, perColumn: number): number {
  return pips <= 0 ? -1 : Math.floor((pips - 1) / perColumn);
}

export function lethalCondition(pips: number, perColumn: number): LethalCondition {
  const c = column(pips, perColumn);
  if (c < 0) return 'Unhurt';
  return c >= LETHAL_COLUMNS.length ? 'Dead' : LETHAL_COLUMNS[c];
}

export function nonLethalCondition(pips: number, perColumn: number): NonLethalCondition {
  const c = column(pips, perColumn);
  if (c < 0) return 'Unhurt';
  return c >= NON_LETHAL_COLUMNS.length ? 'Unconscious' : NON_LETHAL_COLUMNS[c];
}

/** L-BAR: lethal and non-lethal penalties add as one "wounds" modifier (0 when unhurt). */
export function woundsPenalty(bar: LifeBar, perColumn: number): number {
  const l = Math.min(column(bar.lethal, perColumn), LETHAL_PENALTY.length - 1);
  const n = Math.min(column(bar.nonLethal, perColumn), NON_LETHAL_PENALTY.length - 1);
  return (l >= 0 ? LETHAL_PENALTY[l] : 0) + (n >= 0 ? NON_LETHAL_PENALTY[n] : 0);
}

export function woundsModifier(world: World, f: Figure): RollModifier[] {
  const per = pipsPerColumn(world);
  const bar = lifeBarOf(f);
  const value = woundsPenalty(bar, per);
  if (!value) return [];
  return [{ value, source: `wounds: ${lethalCondition(bar.lethal, per)} / ${nonLethalCondition(bar.nonLethal, per)} (L-BAR)`, auto: true }];
}

/** L-BAR: Disabled (lethal) or Staggered (non-lethal) figures get one Action a round. */
export function oneActionARound(world: World, f: Figure): boolean {
  const per = pipsPerColumn(world);
  const bar = lifeBarOf(f);
  return lethalCondition(bar.lethal, per) === 'Disabled' || nonLethalCondition(bar.nonLethal, per) === 'Staggered';
}

/** L-SOAK: a figure's Soak is the scenario's value, else its armour's DRV plus bought DRV; shields never count. */
export function soakOf(f: Figure): number {
  if (f.soak !== undefined) return f.soak;
  return armourDrv(f.loadout) + (f.loadout.drvBonus ?? 0);
}

/** L-SOAK: a shield gives −1 (buckler, shield) or −2 (large shield) to attacks against its bearer. */
export function shieldDefence(f: Figure): number {
  const id = f.loadout.shield;
  if (!id) return 0;
  return id === 'large-shield' ? -2 : -1;
}

/** L-SOAK: pips one hit fills: damage − Soak, nothing at 0 or less (no bruise, no minimum 1). */
export function pipsFromHit(damage: number, soak: number): number {
  return Math.max(0, Math.floor(damage) - soak);
}

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
