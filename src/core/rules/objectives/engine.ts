// Where resolution meets the judge (G-WIN-2): after every action and at each
// round's end the outcome is emitted as an event, so it is part of the same
// undo step as the action (and as undoable as that action's rolls).
import type { Ctx } from '../ctx';
import { refuse } from '../ctx';
import type { World } from '../../model/schema';
import { holdKey, judge, zoneHeldBy } from './judge';

/** G-WIN-2: after the end no game command is accepted. */
export function refuseWhenOver(world: World): void {
  const o = world.outcome;
  if (o) refuse('game-over', `the game is over: ${o.reason} Undo to take it back.`);
}

function emitOutcome(ctx: Ctx, roundEnded: number | null): void {
  if (ctx.world.outcome) return;
  const outcome = judge(ctx.world, roundEnded);
  if (!outcome) return;
  if (outcome.result === 'won') ctx.emit({ type: 'sideWon', sideId: outcome.sideId, reason: outcome.reason, objectiveIds: outcome.objectiveIds, round: outcome.round });
  else ctx.emit({ type: 'gameDrawn', reason: outcome.reason, round: outcome.round });
}

/** At a round's end: count the hold objectives held (G-WIN-1 hold), then judge. */
export function judgeRoundEnd(ctx: Ctx, round: number): void {
  if (ctx.world.outcome) return;
  const rounds: Record<string, number> = {};
  for (const [sideId, list] of Object.entries(ctx.world.scenario.objectives)) {
    for (const o of list) {
      if (o.kind !== 'hold') continue;
      const zone = ctx.world.scenario.zones[o.zone];
      const key = holdKey(sideId, o.id);
      rounds[key] = zone && zoneHeldBy(ctx.world, sideId, zone) ? (ctx.world.objectiveRounds?.[key] ?? 0) + 1 : 0;
    }
  }
  if (Object.keys(rounds).length) ctx.emit({ type: 'objectiveRoundsCounted', round, rounds });
  emitOutcome(ctx, round);
}

/** After an action: judge what holds now. */
export function judgeAfterAction(ctx: Ctx): void {
  emitOutcome(ctx, null);
}
