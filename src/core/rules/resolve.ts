// resolve(world, command) -> { events } | { violation }: pure. It works on an
// immer copy-on-write chain (Ctx), so the caller's World is never touched.
import type { World } from '../model/schema';
import type { RulesCache } from '../spatial/rulesCache';
import { COMMAND_TYPES, type Command } from './commands';
import { Ctx, RuleViolation, refuse } from './ctx';
import type { GameEvent, ResolveResult } from './events';
import { activeFigureId, getFigure } from './state';
import { endTurn, endTurnAndAdvance, pass, startEncounter } from './turns';
import { aim, customAction, door, firstAid, longTask, look, moveFigure, pickUp, reload, setProne, swapWeapon } from './actions/basic';
import { dropItem, handItem, keyDoor, pickUpItem } from './actions/carry';
import { attack } from './combat/attack';
import { throwArea } from './areas/burst';
import { judgeAfterAction, refuseWhenOver } from './objectives/engine';
import { moduleOn } from '../model/modules';
import { chooseAbort } from './modules/n/abort';
import { recoverNonLethalAtEnd } from './modules/n/injury';
import { afterActionOnBar } from './modules/l/lifeBar';
import { charge, flee, setVsCharge } from './modules/p/charge';
import { withdraw } from './modules/p/retreat';

const PHOENIX_COMMANDS: readonly string[] = ['charge', 'withdraw', 'flee', 'setVsCharge'];
import { runSimultaneous } from './modules/s/round';

/** `cache`: the session's rules cache; without one (tests, one-off previews) a fresh one is built. */
export function resolve(world: World, command: Command, cache?: RulesCache): ResolveResult {
  const ctx = new Ctx(world, cache);
  try {
    const wasOver = world.outcome !== undefined;
    run(ctx, command);
    judgeAfterAction(ctx);
    // §9.0 (modules N, L): the encounter's end gives back all non-lethal damage.
    if (!wasOver && ctx.world.outcome && (moduleOn(ctx.world, 'N') || moduleOn(ctx.world, 'L'))) recoverNonLethalAtEnd(ctx);
    return { events: ctx.events };
  } catch (err) {
    if (err instanceof RuleViolation) return { violation: err.violation };
    throw err;
  }
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
    chooseAbort(ctx, { figureId: f.id, choice: cmd.choice });
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
  switch (cmd.type) {
    case 'pass':
      return pass(ctx, f.id);
    case 'endTurn':
      return endTurn(ctx, f.id);
    case 'moveFigure':
      moveFigure(ctx, f.id, cmd.to);
      break;
    case 'attack':
      attack(ctx, cmd);
      break;
    case 'throwArea':
      throwArea(ctx, cmd);
      break;
    case 'reload':
      reload(ctx, f.id, cmd.weaponIndex);
      break;
    case 'openDoor':
    case 'closeDoor':
      door(ctx, f.id, cmd.wallId, cmd.type === 'openDoor');
      break;
    case 'dropProne':
    case 'standUp':
      setProne(ctx, f.id, cmd.type === 'dropProne');
      break;
    case 'aim':
      aim(ctx, f.id);
      break;
    case 'firstAid':
      firstAid(ctx, f.id, cmd.targetId);
      break;
    case 'swapWeapon':
      swapWeapon(ctx, f.id, cmd.weaponIndex);
      break;
    case 'pickUp':
      pickUp(ctx, f.id, cmd.fromId, cmd.weaponIndex);
      break;
    case 'look':
      look(ctx, f.id);
      break;
    case 'pickUpItem':
      pickUpItem(ctx, f.id, cmd.itemId);
      break;
    case 'dropItem':
      dropItem(ctx, f.id, cmd.itemId);
      break;
    case 'handItem':
      handItem(ctx, f.id, cmd.itemId, cmd.toId);
      break;
    case 'unlockDoor':
    case 'lockDoor':
      keyDoor(ctx, f.id, cmd.wallId, cmd.type === 'lockDoor', cmd.itemId);
      break;
    case 'customAction':
      customAction(ctx, f.id, cmd.name, cmd.apCost, cmd.roll);
      break;
    case 'longTask':
      longTask(ctx, f.id, cmd.name, cmd.apNeeded, cmd.wallId);
      break;
    // Module P (RULES §9.1).
    case 'charge':
      charge(ctx, cmd);
      break;
    case 'withdraw':
      withdraw(ctx, f.id, cmd.to);
      break;
    case 'flee':
      flee(ctx, f.id, cmd.to);
      break;
    case 'setVsCharge':
      setVsCharge(ctx, f.id);
      break;
    default:
      refuse('unknown-command', `unknown command type "${(cmd as { type: string }).type}"`);
  }
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
