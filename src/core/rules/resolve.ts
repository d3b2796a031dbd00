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

/** One Action of a figure's turn (every command but pass and endTurn), without the turn bookkeeping around it. */
export function performAction(ctx: Ctx, cmd: Command, figureId: string): void {
  const f = getFigure(ctx.world, figureId);
  switch (cmd.type) {
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
