// Module S round (RULES 9.4): plot commands while the plot phase is open;
// when the last side ends plotting the round resolves in one command — plots
// revealed, moves together (S-MOVE), actions together against the positions
// after the moves, damage after every attack is rolled, MYS actions last
// (S-ACT) — then the round ends and the next plot phase opens.
import type { SPlot, SPlotAction } from '../../../model/schema';
import type { Command } from '../../commands';
import { RuleViolation, refuse, type Ctx } from '../../ctx';
import { isDown, getFigure, payAp } from '../../state';
import { endRoundAndStartNext } from '../../turns';
import { aim, customAction, door, firstAid, look, reload, setProne, swapWeapon } from '../../actions/basic';
import { dropItem, pickUpItem } from '../../actions/carry';
import { attack } from '../../combat/attack';
import { applyDamage } from '../../combat/damage';
import { throwArea } from '../../areas/burst';
import { clearPlot, endPlotting, plotAction, plotMove, sidesToPlot } from './plot';
import { resolveMoves } from './moves';
import { woundModifiers } from './wounds';

/** Every game command with S on: plots, or a refusal saying how S plays. */
export function runSimultaneous(ctx: Ctx, cmd: Command): void {
  if (ctx.world.turn.round < 1) refuse('not-started', 'the encounter has not started (startEncounter)');
  switch (cmd.type) {
    case 'plotMove':
      return plotMove(ctx, cmd);
    case 'plotAction':
      return plotAction(ctx, cmd);
    case 'clearPlot':
      return clearPlot(ctx, cmd);
    case 'endPlotting':
      endPlotting(ctx, cmd.sideId);
      if (!sidesToPlot(ctx.world).length) resolveRound(ctx);
      return;
    default:
      refuse(
        'simultaneous',
        `with simultaneous rounds (module S) figures act through plots: plot a move and an Action (plotMove, plotAction), then endPlotting for the side (S-PLOT); "${cmd.type}" is not a plot`,
      );
  }
}

/** S-MOVE, S-ACT: the round resolves once every side has plotted. */
export function resolveRound(ctx: Ctx): void {
  const round = ctx.world.turn.round;
  const plots = JSON.parse(JSON.stringify(ctx.world.turn.plots ?? {})) as Record<string, SPlot>;
  ctx.emit({ type: 'plotsRevealed', round, plots });
  ctx.emit({ type: 'simultaneousPhase', round, phase: 'move' });
  resolveMoves(ctx, plots);
  resolveActions(ctx, plots);
  endRoundAndStartNext(ctx);
}

const isMys = (a: SPlotAction) => a.type === 'customAction' && (a as { roll?: { stat?: string } }).roll?.stat === 'mys';

/** S-ACT: every Action against the positions after the moves; all damage after all rolls; MYS last, less the damage taken. */
function resolveActions(ctx: Ctx, plots: Record<string, SPlot>): void {
  const round = ctx.world.turn.round;
  const ids = ctx.world.turn.order.filter((id) => plots[id]?.action);
  if (!ids.length) return;
  ctx.emit({ type: 'simultaneousPhase', round, phase: 'act' });
  const hpBefore = Object.fromEntries(ids.map((id) => [id, ctx.world.figures[id].hp]));
  ctx.deferredDamage = [];
  for (const id of ids) if (!isMys(plots[id].action!)) runAction(ctx, id, plots[id].action!);
  const pending = ctx.deferredDamage;
  ctx.deferredDamage = undefined;
  if (pending.length) {
    ctx.emit({ type: 'simultaneousPhase', round, phase: 'damage' });
    for (const p of pending) applyDamage(ctx, p.targetId, p.rawDamage, p.source);
  }
  const mys = ids.filter((id) => isMys(plots[id].action!));
  if (!mys.length) return;
  ctx.emit({ type: 'simultaneousPhase', round, phase: 'mys' });
  for (const id of mys) runMys(ctx, id, plots[id].action!, Math.max(0, hpBefore[id] - ctx.world.figures[id].hp));
}

/** One plotted Action through the same rule functions as a turn's Action; one no longer possible is logged as failed. */
function runAction(ctx: Ctx, figureId: string, action: SPlotAction): void {
  const events = ctx.events.length;
  const world = ctx.world;
  const deferred = ctx.deferredDamage?.length ?? 0;
  try {
    perform(ctx, { ...action, figureId } as Command);
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
    ctx.events.length = events;
    ctx.world = world;
    if (ctx.deferredDamage) ctx.deferredDamage.length = deferred;
    ctx.emit({ type: 'actionFailed', figureId, action: action.type, reason: err.violation.message });
  }
}

function perform(ctx: Ctx, cmd: Command): void {
  const f = getFigure(ctx.world, (cmd as { figureId?: string }).figureId);
  if (isDown(f)) refuse('cannot-act', `${f.name} is down`);
  switch (cmd.type) {
    case 'attack':
      return attack(ctx, cmd);
    case 'throwArea':
      return throwArea(ctx, cmd);
    case 'reload':
      return reload(ctx, f.id, cmd.weaponIndex);
    case 'firstAid':
      return firstAid(ctx, f.id, cmd.targetId);
    case 'aim':
      return aim(ctx, f.id);
    case 'dropProne':
    case 'standUp':
      return setProne(ctx, f.id, cmd.type === 'dropProne');
    case 'swapWeapon':
      return swapWeapon(ctx, f.id, cmd.weaponIndex);
    case 'look':
      return look(ctx, f.id);
    case 'openDoor':
    case 'closeDoor':
      return door(ctx, f.id, cmd.wallId, cmd.type === 'openDoor');
    case 'pickUpItem':
      return pickUpItem(ctx, f.id, cmd.itemId);
    case 'dropItem':
      return dropItem(ctx, f.id, cmd.itemId);
    case 'customAction':
      return customAction(ctx, f.id, cmd.name, cmd.apCost, cmd.roll);
    default:
      refuse('bad-action', `"${cmd.type}" cannot be a plotted Action`);
  }
}

/** S-ACT: a supernatural Action rolls MYS less the damage its actor took this phase (and a head wound, S-WOUND). */
function runMys(ctx: Ctx, figureId: string, action: SPlotAction, damageTaken: number): void {
  const a = action as { name?: string; apCost?: number };
  const f = ctx.world.figures[figureId];
  const name = typeof a.name === 'string' && a.name.trim() ? a.name : 'supernatural action';
  if (isDown(f)) return void ctx.emit({ type: 'actionFailed', figureId, action: name, reason: `${f.name} went down before the supernatural actions` });
  const apCost = Number.isInteger(a.apCost) && (a.apCost ?? 0) >= 0 ? a.apCost! : 0;
  if (apCost > f.apLeft) return void ctx.emit({ type: 'actionFailed', figureId, action: name, reason: `${f.name} has ${f.apLeft} AP left; ${name} costs ${apCost}` });
  payAp(ctx, figureId, apCost, name);
  const mods = [...(damageTaken ? [{ value: -damageTaken, source: 'damage taken this phase (S-ACT)', auto: true }] : []), ...woundModifiers(ctx.world, f, 'mental')];
  const r = ctx.actionRoll(`${name} (MYS, S-ACT)`, figureId, f.stats.mys, mods);
  ctx.emit({ type: 'customActionDone', figureId, name, apCost, success: r.success });
}
