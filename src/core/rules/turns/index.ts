// Initiative, turns and rounds (G-TIME-1, G-INIT-1..3, G-TURN-1..2): each
// turn is one Action; the turn then passes along the order to the next figure
// that can still act; when none can, the round ends and the next begins.
import type { Figure } from '../../model/schema';
import { refuse, type Ctx } from '../ctx';
import { initiativeValue } from '../deps';
import { burnIfInFire, tickAreas } from '../areas/lasting';
import { detonateCharge, isPlacedCharge } from '../areas/burst';
import { canTakeTurn, hpMode } from '../state';
import { optString } from '../options';
import { judgeRoundEnd } from '../objectives/engine';
import { moduleOn } from '../../model/modules';
import { nextRoundAp } from '../modules/n/injury';
import { lifeBarRoundStart } from '../modules/l/lifeBar';
import { phoenixRoundStarted, phoenixStartEncounter, phoenixTurnStarted } from '../modules/p/encounter';
import { resolveTogetherWhenDue } from '../modules/p/together';
import { performAction } from '../actions/perform';
import { sidesToPlot, startPlotPhase } from '../modules/s/plot';
import { tickBleedOuts } from '../modules/s/wounds';

const isPc = (f: Figure) => f.kind === 'PC';

/** G-INIT-1/2: order by value; NPC/NCF after PCs of the same value; ties rolled until distinct and kept. */
export function startEncounter(ctx: Ctx): void {
  if (ctx.world.turn.round > 0) refuse('encounter-running', 'the encounter has already started');
  // Module P: P-SURPRISE and P-INIT replace G-INIT-1/2.
  if (moduleOn(ctx.world, 'P')) return phoenixStartEncounter(ctx, startRound);
  const figs = Object.values(ctx.world.figures)
    .filter((f) => !f.status.dead)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (!figs.length) refuse('no-figures', 'there are no figures to take part');
  const value: Record<string, number> = {};
  for (const f of figs) value[f.id] = initiativeValue(f.stats);
  const groups = new Map<string, Figure[]>();
  for (const f of figs) {
    const key = `${value[f.id]}|${isPc(f) ? 'pc' : 'npc'}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const tieBreaks: Record<string, number> = {};
  for (const group of [...groups.values()].filter((g) => g.length > 1))
    breakTies(
      ctx,
      group.map((f) => f.id),
      tieBreaks,
      0,
    );
  const order = figs
    .slice()
    .sort((a, b) => value[b.id] - value[a.id] || Number(isPc(b)) - Number(isPc(a)) || (tieBreaks[b.id] ?? 0) - (tieBreaks[a.id] ?? 0))
    .map((f) => f.id);
  ctx.emit({ type: 'encounterStarted', order, initiative: value, tieBreaks });
  startRound(ctx, 1);
}

/**
 * G-INIT-1 "ties are broken by 1d10, higher first, re-rolled until distinct":
 * those who tie on a roll re-roll among themselves only, so their order
 * against the others stays settled and any number of tied figures ends (a
 * group of eleven could never all differ on one d10). The kept value is the
 * first roll, with each deciding re-roll as a smaller fraction (roll / 11^depth).
 */
function breakTies(ctx: Ctx, ids: string[], tieBreaks: Record<string, number>, depth: number): void {
  const byRoll = new Map<number, string[]>();
  for (const id of ids) {
    const roll = ctx.roll('initiative tie-break (G-INIT-1)', '1d10', id).total;
    tieBreaks[id] = (tieBreaks[id] ?? 0) + roll / 11 ** depth;
    byRoll.set(roll, [...(byRoll.get(roll) ?? []), id]);
  }
  for (const tied of byRoll.values()) if (tied.length > 1) breakTies(ctx, tied, tieBreaks, depth + 1);
}

/** G-TURN-2: the next round refills AP; areas tick; the down try to wake or to live. */
function startRound(ctx: Ctx, round: number, emptyRounds = 0): void {
  ctx.emit({ type: 'roundStarted', round });
  for (const id of ctx.world.turn.order) {
    const f = ctx.world.figures[id];
    if (!f || f.status.dead) continue;
    // Module N: N-TRAUMA halves the refill and N-ABORT's AP owed come off it.
    const ap = moduleOn(ctx.world, 'N') ? nextRoundAp(f) : f.stats.ap;
    if (f.apLeft !== ap) ctx.emit({ type: 'apRefilled', figureId: id, apLeft: ap });
    if (f.status.apOwed || f.status.trauma) ctx.emit({ type: 'statusChanged', figureId: id, status: { apOwed: 0, trauma: false } });
    if (f.status.burning) ctx.emit({ type: 'statusChanged', figureId: id, status: { burning: false } });
  }
  // Module P: surprised figures lose round 1; per-round P state resets.
  if (moduleOn(ctx.world, 'P')) phoenixRoundStarted(ctx, round);
  tickAreas(ctx, { is: isPlacedCharge, detonate: (a) => detonateCharge(ctx, a) });
  // Module L (L-BAR): Dying figures roll to stabilise; rest clears non-lethal pips.
  if (moduleOn(ctx.world, 'L')) lifeBarRoundStart(ctx, round);
  // Module S (S-PLOT): no turns; the down roll as the round starts, then the plot phase.
  if (moduleOn(ctx.world, 'S')) {
    for (const id of ctx.world.turn.order) wakeOrDie(ctx, id);
    startPlotPhase(ctx, round);
    if (!sidesToPlot(ctx.world).length && emptyRounds < 3) endRoundAndStartNext(ctx, emptyRounds + 1);
    return;
  }
  if (!rollsOnOwnTurn(ctx)) for (const id of ctx.world.turn.order) wakeOrDie(ctx, id);
  const first = nextAble(ctx, -1);
  // Down figures ahead of the first able one have their turn (wake rolls) now.
  passOver(ctx, -1, first >= 0 ? first : ctx.world.turn.order.length);
  if (first >= 0) beginTurn(ctx, first);
  // Nobody can act (all down or incapacitated): the round passes at once, a
  // few times at most, so stun counts down without looping for ever.
  else if (emptyRounds < 3 && ctx.world.turn.order.some((id) => !ctx.world.figures[id]?.status.dead && (ctx.world.figures[id]?.status.incapacitatedRounds ?? 0) > 0)) {
    endRound(ctx);
    if (!ctx.world.outcome) startRound(ctx, round + 1, emptyRounds + 1);
  }
}

/**
 * The turn pointer moves from index `from` to `to` (both exclusive, cyclic
 * when to <= from): the down figures it passes have their turn there, which
 * is their G-HP-3 roll (once a round, on their turn); they are then done for
 * the round, so a later cycle of the same round does not roll again.
 */
function passOver(ctx: Ctx, from: number, to: number): void {
  if (!rollsOnOwnTurn(ctx)) return;
  const order = ctx.world.turn.order;
  const n = order.length;
  if (!n) return;
  const steps = to > from ? to - from - 1 : n - from - 1 + to;
  for (let k = 1; k <= steps; k++) {
    const id = order[(from + k + n) % n]!;
    const f = ctx.world.figures[id];
    if (!f || f.status.dead || ctx.world.turn.done.includes(id) || !needsDownRoll(ctx, f)) continue;
    wakeOrDie(ctx, id);
    if (!ctx.world.figures[id]!.status.dead) ctx.emit({ type: 'figureDone', figureId: id });
  }
}

/** Option wakeRollTiming: "own-turn" (G-HP-3 text) or "round-start" (all down figures roll as the round starts). */
function rollsOnOwnTurn(ctx: Ctx): boolean {
  return optString(ctx.world, 'wakeRollTiming') === 'own-turn';
}

function needsDownRoll(ctx: Ctx, f: Figure): boolean {
  // Module L replaces G-HP-3's wake and stay-alive rolls (L-BAR Dying).
  if (moduleOn(ctx.world, 'L')) return false;
  return hpMode(ctx.world, f) === 'detailed' && (f.status.unconscious || f.hp <= -f.stats.hp);
}

/** G-HP-3 detailed play: a wake roll once a round; at -HP a Mind roll each round to stay alive. */
function wakeOrDie(ctx: Ctx, id: string): void {
  const f = ctx.world.figures[id];
  if (!f || f.status.dead || hpMode(ctx.world, f) !== 'detailed' || moduleOn(ctx.world, 'L')) return;
  if (f.hp <= -f.stats.hp) {
    const r = ctx.actionRoll('stay alive (G-HP-3)', id, f.stats.mnd, []);
    if (!r.success) {
      ctx.emit({ type: 'figureDowned', figureId: id, state: 'dead' });
      return;
    }
  }
  if (f.status.unconscious) {
    const r = ctx.actionRoll('wake up (G-HP-3)', id, f.stats.mnd, []);
    if (r.success) ctx.emit({ type: 'figureWoke', figureId: id });
  }
}

function endRound(ctx: Ctx): void {
  const round = ctx.world.turn.round;
  ctx.emit({ type: 'roundEnded', round });
  for (const id of ctx.world.turn.order) {
    const f = ctx.world.figures[id];
    if (!f || f.status.dead) continue;
    // G-AREA-4 incapacitation counts down at each round's end; aim lasts "this round".
    const status: Partial<Figure['status']> = {};
    if (f.status.incapacitatedRounds > 0) status.incapacitatedRounds = f.status.incapacitatedRounds - 1;
    if (f.status.aimed) status.aimed = false;
    if (Object.keys(status).length) ctx.emit({ type: 'statusChanged', figureId: id, status });
  }
  if (moduleOn(ctx.world, 'S')) tickBleedOuts(ctx); // module S (S-WOUND)
  judgeRoundEnd(ctx, round);
}

/** Module S: the round resolved at once ends, and (the game going on) the next begins. */
export function endRoundAndStartNext(ctx: Ctx, emptyRounds = 0): void {
  endRound(ctx);
  if (!ctx.world.outcome) startRound(ctx, ctx.world.turn.round + 1, emptyRounds);
}

/** Index in the order of the next figure after `from` (cyclic) that can take a turn, or -1. */
export function nextAble(ctx: Ctx, from: number): number {
  const order = ctx.world.turn.order;
  for (let k = 1; k <= order.length; k++) {
    const i = (from + k + order.length) % order.length;
    const f = ctx.world.figures[order[i]];
    if (f && canTakeTurn(ctx.world, f)) return i;
  }
  return -1;
}

function beginTurn(ctx: Ctx, index: number): void {
  const id = ctx.world.turn.order[index];
  ctx.emit({ type: 'turnStarted', figureId: id, activeIndex: index });
  if (moduleOn(ctx.world, 'P')) phoenixTurnStarted(ctx, id);
  burnIfInFire(ctx, id, 'starts its turn');
  if (!canTakeTurn(ctx.world, ctx.world.figures[id])) endTurnAndAdvance(ctx, id);
}

/** After an Action (G-TIME-1: one Action per turn) the turn passes on. */
export function endTurnAndAdvance(ctx: Ctx, figureId: string): void {
  ctx.emit({ type: 'turnEnded', figureId });
  const from = ctx.world.turn.activeIndex;
  // Module P (P-INIT): the declared Actions of figures acting at the same time resolve as their group's pass ends.
  if (ctx.world.turn.declared?.length) resolveTogetherWhenDue(ctx, from, nextAble(ctx, from), performAction);
  const next = nextAble(ctx, from);
  if (next >= 0) {
    passOver(ctx, from, next);
    beginTurn(ctx, next);
    return;
  }
  // Nobody left able to act: the rest of this cycle's places come round first.
  passOver(ctx, from, ctx.world.turn.order.length);
  endRound(ctx);
  // G-WIN-2: the game has ended; no next round.
  if (ctx.world.outcome) return;
  const round = ctx.world.turn.round + 1;
  startRound(ctx, round);
}

/** G-INIT-3: pass at no cost; refused when the figure is the only one left able to act. */
export function pass(ctx: Ctx, figureId: string): void {
  const next = nextAble(ctx, ctx.world.turn.activeIndex);
  const others = next >= 0 && ctx.world.turn.order[next] !== figureId;
  if (!others) refuse('must-act', `${ctx.world.figures[figureId].name} is the only one left able to act: act or end the turn for this round (G-INIT-3)`);
  ctx.emit({ type: 'figurePassed', figureId });
  endTurnAndAdvance(ctx, figureId);
}

/** G-TURN-2: the figure does no more this round. */
export function endTurn(ctx: Ctx, figureId: string): void {
  ctx.emit({ type: 'figureDone', figureId });
  endTurnAndAdvance(ctx, figureId);
}
