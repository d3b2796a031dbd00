// resolve(world, command) -> { events } | { violation }: pure. It works on an
// immer copy-on-write chain (Ctx), so the caller's World is never touched.
import type { PendingAbort, World } from '../model/schema';
import type { RulesCache } from '../spatial/rulesCache';
import { COMMAND_TYPES, type Command } from './commands';
import { Ctx, RuleViolation, refuse } from './ctx';
import type { GameEvent, ResolveResult } from './events';
import { activeFigureId, getFigure } from './state';
import { performAction } from './actions/perform';
import { endTurn, endTurnAndAdvance, pass, startEncounter } from './turns';
import { fireShots } from './combat/attack';
import { continueBurst } from './areas/burst';
import { judgeAfterAction, refuseWhenOver } from './objectives/engine';
import { moduleOn } from '../model/modules';
import { chooseAbort } from './modules/n/abort';
import { recoverNonLethalAtEnd } from './modules/n/injury';
import { afterActionOnBar } from './modules/l/lifeBar';
import { declareTogether } from './modules/p/together';

const PHOENIX_COMMANDS: readonly string[] = ['charge', 'withdraw', 'flee', 'setVsCharge'];
import { runSimultaneous } from './modules/s/round';

/** `cache`: the session's rules cache; without one (tests, one-off previews) a fresh one is built. */
export function resolve(world: World, command: Command, cache?: RulesCache): ResolveResult {
  const ctx = new Ctx(world, cache);
  try {
    takeTableFaces(ctx, command);
    const wasOver = world.outcome !== undefined;
    run(ctx, command);
    judgeAfterAction(ctx);
    // §9.0 (modules N, L): the encounter's end gives back all non-lethal damage.
    if (!wasOver && ctx.world.outcome && (moduleOn(ctx.world, 'N') || moduleOn(ctx.world, 'L'))) recoverNonLethalAtEnd(ctx);
    const typed = ctx.tableFaces;
    if (typed && typed.used < typed.faces.length)
      refuse('too-many-faces', `faces: ${typed.faces.length} given, the rolls at the table used ${typed.used}; faces[${typed.used}] onwards belong to no roll (issue 16 fix 8)`);
    return { events: ctx.events };
  } catch (err) {
    if (err instanceof RuleViolation) return { violation: err.violation };
    throw err;
  }
}

/** Issue 16 fix 8: the command's typed faces (Ctx.draw) and its acting side, who rolls the dice of rolls that name no figure. */
function takeTableFaces(ctx: Ctx, cmd: Command): void {
  const faces = (cmd as { faces?: unknown } | null)?.faces;
  if (faces === undefined || !cmd || typeof cmd !== 'object') return;
  if (!Array.isArray(faces)) refuse('bad-command', `faces: expected a list of dice faces (whole numbers), got ${JSON.stringify(faces)}`);
  const c = cmd as { figureId?: unknown; sideId?: unknown };
  const figureSide = typeof c.figureId === 'string' ? ctx.world.figures[c.figureId]?.sideId : undefined;
  const sideId = typeof c.sideId === 'string' ? c.sideId : figureSide;
  ctx.tableFaces = { faces, used: 0 };
  if (sideId) ctx.actorSideId = sideId;
}

function run(ctx: Ctx, cmd: Command): void {
  if (!cmd || typeof cmd !== 'object' || typeof (cmd as { type?: unknown }).type !== 'string') refuse('bad-command', 'a command is an object with a string "type"');
  if (!COMMAND_TYPES.includes(cmd.type)) refuse('unknown-command', `unknown command type "${cmd.type}"; known: ${COMMAND_TYPES.join(', ')}`);
  refuseWhenOver(ctx.world);
  if (PHOENIX_COMMANDS.includes(cmd.type) && !moduleOn(ctx.world, 'P'))
    refuse('module-off', `${cmd.type} is an action of module P (RULES 9.1); this scenario does not turn it on ("rules": {"modules": ["P"]})`);
  if (cmd.type === 'startEncounter') return startEncounter(ctx);
  if (cmd.type === 'dispute') return dispute(ctx, cmd.figureIds);
  // Module S (S-PLOT): figures act through plots; the round resolves when every side has plotted.
  if (moduleOn(ctx.world, 'S')) return runSimultaneous(ctx, cmd);
  const figureId = (cmd as { figureId?: unknown }).figureId;
  const f = getFigure(ctx.world, figureId);
  if (ctx.world.turn.round < 1) refuse('not-started', 'the encounter has not started (startEncounter)');
  // Module N (N-ABORT): while a hit waits for the defender, only its answer is taken.
  const pending = ctx.world.pendingAbort;
  if (pending) {
    if (cmd.type !== 'chooseAbort') refuse('abort-pending', `${ctx.world.figures[pending.targetId]?.name ?? pending.targetId} must first answer the hit (chooseAbort: block, roll or take) (N-ABORT)`);
    const resume = chooseAbort(ctx, { figureId: f.id, choice: cmd.choice });
    if (resume) resumeAfterAbort(ctx, resume);
    if (ctx.world.pendingAbort) return;
    // The paused attack was the attacker's Action: L's one-Action limit and Disabled strain apply to it as to any other (L-BAR).
    if (moduleOn(ctx.world, 'L')) afterActionOnBar(ctx, pending.attackerId, 'attack');
    endTurnAndAdvance(ctx, pending.attackerId);
    return;
  }
  if (cmd.type === 'chooseAbort') refuse('no-abort', 'no attack is waiting for an abort choice (N-ABORT)');
  const active = activeFigureId(ctx.world);
  if (active !== f.id) {
    const who = active ? ctx.world.figures[active].name : 'nobody';
    refuse('not-your-turn', `it is ${who}'s turn, not ${f.name}'s (G-INIT-1)`);
  }
  if (cmd.type === 'pass') return pass(ctx, f.id);
  if (cmd.type === 'endTurn') return endTurn(ctx, f.id);
  // Module P (P-INIT): figures with equal initiative declare; their Actions resolve together as the group's pass ends.
  if (moduleOn(ctx.world, 'P') && declareTogether(ctx, cmd, f.id, performAction)) return endTurnAndAdvance(ctx, f.id);
  performAction(ctx, cmd, f.id);
  // Module N: an attack paused on a hit; the turn passes on once the defender answers.
  if (ctx.world.pendingAbort) return;
  // Module L (L-BAR): Disabled or Staggered figures get one Action a round.
  if (moduleOn(ctx.world, 'L')) afterActionOnBar(ctx, f.id, cmd.type);
  // G-TIME-1: one Action per turn, then the order moves on.
  endTurnAndAdvance(ctx, f.id);
}

/** G-ROLL-2: a dispute is settled by each side rolling 1d10, highest wins (re-rolled on a tie). */
function dispute(ctx: Ctx, ids: unknown): void {
  if (!Array.isArray(ids) || ids.length !== 2) refuse('bad-command', 'dispute needs figureIds: [a, b]');
  const [a, b] = ids.map((id) => getFigure(ctx.world, id, 'figureIds').id);
  for (let i = 0; i < 100; i++) {
    const ra = ctx.roll('dispute (G-ROLL-2)', '1d10', a).total;
    const rb = ctx.roll('dispute (G-ROLL-2)', '1d10', b).total;
    if (ra !== rb) {
      ctx.emit({ type: 'disputeSettled', winnerId: ra > rb ? a : b });
      return;
    }
  }
}

/**
 * Rolling commands change the dice state: in play they are not undoable unless
 * the GM allows it (DESIGN, G-GAME-2). Decided from the events the command
 * resolved to (every roll is a diceRolled carrying the new rng), which covers
 * an endTurn that starts a round (wake rolls, smoke, napalm) without
 * resolving it again.
 */
export function isUndoable(events: readonly GameEvent[]): boolean {
  return !events.some((e) => e.type === 'diceRolled');
}

/** N-ABORT: the answered hit's action goes on where it paused: the rest of a blast, or the attack's next shot. */
function resumeAfterAbort(ctx: Ctx, p: PendingAbort): void {
  if (p.burst) continueBurst(ctx, p);
  else fireShots(ctx, p, true);
}
